import { directionOf, languageTag } from '@storefront/locales';
import { I18nProvider, messagesUrl } from '@storefront/i18n';
import { ConsentManager, consentDefaultScript, initCampaignMarks, whenConsented } from '@storefront/analytics';
import { useAppSelector } from '../app/store-hooks';
import { consentModeOf, formatRegionLocale, selectDeviceClass } from '@storefront/regions';
import { Toaster, UiProvider } from '@storefront/ui';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
  useMatches,
  useRouter,
} from '@tanstack/react-router';
import { PUBLIC_ENV_ELEMENT_ID, publicRegionApi, serializeForScript } from '../app/public-env';
import { IMAGE_LOADER } from '../app/image-loader';
import { appMessages } from '../app/messages';
import { lazyComponent } from '../app/lazy-component';
import { markPageHydrated } from '../app/lazy-hydrated';
import { createElement, useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { RouterContext } from '../app/router-context';
import { ViewportWatcher } from '../app/viewport-watcher';
import { pageIntlOf, pageLanguageOf, regionDataOf } from '../app/route-data';
import { ErrorPage, NotFoundPage, statusDocumentTitle } from '../pages/status-pages';
import { selectErrorPageShown } from '../app/shell.slice';

const rootMessages = defineMessages<{ notifications: NoMessageValues; closeNotification: NoMessageValues }>({
  notifications: { id: 'app.toaster.label', defaultMessage: 'Notifications' },
  closeNotification: { id: 'app.toaster.close', defaultMessage: 'Close notification' },
});

/** The document and every page's frame (docs/adr/0240-routes-are-folders.md: the generator's root file). */
export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0d0f12' },
      // Pages replace it with their own (routes/-shared/page-head.ts); status pages name the status and the region.
      { title: statusDocumentTitle(matches) ?? pageIntlOf(matches).formatMessage(appMessages.brand) },
    ],
    links: [
      // The ICO for browsers without SVG icons, the SVG for the rest; iOS asks for its own PNG.
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
  }),
  // The document is the shell, so that an error of the root itself still renders inside <body>.
  shellComponent: RootDocument,
  component: RootPage,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

/** The whole HTML document: `<html lang dir>` follows the `{region}_{locale}` of the path. */
function RootDocument({ children }: { children: ReactNode }) {
  const { env, catalogues } = Route.useRouteContext();
  const nonce = useRouter().options.ssr?.nonce;
  const deviceClass = useAppSelector(selectDeviceClass);
  const errorPageShown = useAppSelector(selectErrorPageShown);
  const { locale, country } = useMatches({ select: pageLanguageOf });
  const regionLocale = useMatches({ select: (matches) => regionDataOf(matches)?.regionLocale });
  const region = regionLocale?.region.code;
  // The region's backend, when browsers reach it on an origin of its own: its connection opens early.
  const backendOrigin = region ? publicRegionApi(env, region)?.domain : undefined;
  const messages = catalogues.get(locale);
  const dir = directionOf(locale);
  const consentMode = consentModeOf(region);
  return (
    <html lang={languageTag(locale, country)} dir={dir} data-device={deviceClass} data-locale={locale}>
      <head>
        {/* Consent Mode's `consent default`, before anything else reaches the data layer (docs/adr/0273-consent-defaults-by-region.md). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: consentDefaultScript(consentMode) }} />
        {/* The page's catalogue: fetched in parallel with the scripts, which need it to hydrate. */}
        <link rel="preload" as="fetch" href={messagesUrl(env.i18nBuildId, locale)} crossOrigin="anonymous" />
        {backendOrigin && backendOrigin !== env.siteUrl ? <link rel="preconnect" href={backendOrigin} crossOrigin="anonymous" /> : null}
        <HeadContent />
      </head>
      <body data-error-page={errorPageShown || undefined}>
        <ViewportWatcher />
        <UiProvider dir={dir} imageLoader={IMAGE_LOADER}>
          {/* The page's language for what the document itself shows; a region's routes refine it. */}
          <I18nProvider locale={locale} country={country} messages={messages}>
            {/* First in the page's order, so the keyboard reaches the banner before the page. */}
            <ConsentManager
              mode={consentMode}
              policyHref={regionLocale ? `/${formatRegionLocale(regionLocale)}/cookie-policy/` : '/global/cookie-policy/'}
              focusAfterChoice={focusMain}
            />
            {children}
            <DeferredNavigationFeel />
            <Notifications />
          </I18nProvider>
        </UiProvider>
        <script
          type="application/json"
          id={PUBLIC_ENV_ELEMENT_ID}
          // Inert, but every inline script of the page carries the nonce: no exception to audit.
          nonce={nonce}
          // Inert JSON, escaped so no value can close the element.
          dangerouslySetInnerHTML={{ __html: serializeForScript(env) }}
        />
        <Scripts />
      </body>
    </html>
  );
}

/** After the first consent choice the banner is gone: reading goes on at the page's main content. */
function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** The root route's own page: the matched routes, and the campaign marks of every URL. */
function RootPage() {
  // SPEC §4: campaign marks of the landing URL (and of any later URL that carries new ones) are kept.
  const search = useLocation({ select: (location) => location.searchStr });
  // Only under marketing consent, read from this URL even when the consent resolves after the shopper
  // has moved on: kept waiting while the stored choice is read, never run when refused.
  useEffect(() => {
    whenConsented('marketing', () => void initCampaignMarks({ location: { search } }));
  }, [search]);
  // From now on, a part hydrated later (app/lazy-hydrated.tsx) that a new page shows loads at once.
  useEffect(markPageHydrated, []);
  return <Outlet />;
}

/**
 * The loading bar, smooth scrolling and link preloading (app/navigation/navigation-feel.tsx): its
 * code is fetched once the page has hydrated, outside the first load. Until then a click is a plain
 * navigation, which needs none of it.
 */
const navigationFeel = lazyComponent(() => import('../app/navigation/navigation-feel').then((module) => module.NavigationFeel));

function DeferredNavigationFeel() {
  const NavigationFeel = navigationFeel.useComponent(true, logNavigationFeelFailure);
  return NavigationFeel ? createElement(NavigationFeel) : null;
}

function logNavigationFeelFailure(error: unknown) {
  console.error('The navigation feel did not load', error);
}

/** The app's one toast container (SPEC §9): comparison limits and form results show here. */
function Notifications() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage(rootMessages.notifications)}
      closeLabel={intl.formatMessage(rootMessages.closeNotification)}
      // On a phone the toasts show under the sticky header's row (its height, set by the header).
      phoneTopInset="var(--header-row, 0px)"
    />
  );
}
