import { DEFAULT_LOCALE, directionOf, isLocaleCode, languageTag, type LocaleCode } from '@storefront/locales';
import { I18nProvider, messagesUrl } from '@storefront/i18n';
import { initCampaignMarks } from '@storefront/analytics';
import { useAppSelector } from '@storefront/api-client';
import { REGIONS, headLinks, selectDeviceClass, sitemapPairs, type RegionLocale } from '@storefront/regions';
import { Toaster, UiProvider } from '@storefront/ui';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
  useMatches,
  useRouteContext,
  useRouter,
  type AnyRouteMatch,
} from '@tanstack/react-router';
import { PUBLIC_ENV_ELEMENT_ID, serializeForScript } from '../app/public-env';
import { appMessages } from '../app/messages';
import { NavigationFeel } from '../app/navigation/navigation-feel';
import { useEffect, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import type { RouterContext } from '../app/router-context';
import { ViewportWatcher } from '../app/viewport-watcher';
import { ErrorPage, NotFoundPage, errorDocumentTitle } from '../pages/status-pages';
import { selectErrorPageShown } from '../shell/shell.slice';

const rootMessages = defineMessages<{ notifications: NoMessageValues; closeNotification: NoMessageValues }>({
  notifications: { id: 'app.toaster.label', defaultMessage: 'Notifications' },
  closeNotification: { id: 'app.toaster.close', defaultMessage: 'Close notification' },
});

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0d0f12' },
      // Pages replace it with their own; 404 pages keep the brand, error pages name the failure.
      { title: errorDocumentTitle(matches) ?? appMessages.brand.defaultMessage },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, ...languageLinks(matches)],
  }),
  // The document is the shell, so that an error of the root itself still renders inside <body>.
  shellComponent: RootDocument,
  component: RootPage,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

interface PageLanguage {
  locale: LocaleCode;
  /** The region's country, which qualifies the language tag (`ru-KZ`); none on the global pages. */
  country?: string;
}

/** The language of the deepest route that knows it (a region, or the global pages), from its loader data. */
function pageLanguageOf(matches: readonly AnyRouteMatch[]): PageLanguage {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { locale?: unknown; country?: unknown } | undefined;
    if (typeof data?.locale === 'string' && isLocaleCode(data.locale)) {
      return { locale: data.locale, country: typeof data.country === 'string' ? data.country : undefined };
    }
  }
  return { locale: DEFAULT_LOCALE };
}

/** The whole HTML document: `<html lang dir>` follows the `{region}_{locale}` of the path. */
function RootDocument({ children }: { children: ReactNode }) {
  const { env, catalogues } = useRouteContext({ from: rootRoute.id });
  const nonce = useRouter().options.ssr?.nonce;
  const deviceClass = useAppSelector(selectDeviceClass);
  const errorPageShown = useAppSelector(selectErrorPageShown);
  const { locale, country } = useMatches({ select: pageLanguageOf });
  const messages = catalogues.get(locale);
  const dir = directionOf(locale);
  return (
    <html lang={languageTag(locale, country)} dir={dir} data-device={deviceClass} data-locale={locale}>
      <head>
        {/* The page's catalogue: fetched in parallel with the scripts, which need it to hydrate. */}
        <link rel="preload" as="fetch" href={messagesUrl(env.i18nBuildId, locale)} crossOrigin="anonymous" />
        <HeadContent />
      </head>
      <body data-error-page={errorPageShown || undefined}>
        <ViewportWatcher />
        <UiProvider dir={dir}>
          {/* The page's language for what the document itself shows; a region's routes refine it. */}
          <I18nProvider locale={locale} country={country} messages={messages}>
            {children}
            <NavigationFeel />
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

/** The root route's own page: the matched routes, and the campaign marks of every URL. */
function RootPage() {
  // SPEC §4: campaign marks of the landing URL (and of any later URL that carries new ones) are kept.
  const search = useLocation({ select: (location) => location.searchStr });
  useEffect(() => {
    initCampaignMarks();
  }, [search]);
  return <Outlet />;
}

/** The app's one toast container (SPEC §9): comparison limits and form results show here. */
function Notifications() {
  const intl = useIntl();
  return (
    <Toaster
      label={intl.formatMessage(rootMessages.notifications)}
      closeLabel={intl.formatMessage(rootMessages.closeNotification)}
    />
  );
}

/** SPEC §2: canonical, an alternate per region-locale pair of the sitemap, and x-default. */
function languageLinks(matches: readonly AnyRouteMatch[]) {
  const leaf = matches[matches.length - 1];
  const context = (leaf?.context ?? {}) as Partial<RouterContext> & { regionLocale?: RegionLocale; city?: string };
  if (!leaf || !context.env || leaf.status === 'notFound') return [];
  const enabled = new Set(context.env.regions);
  const links = headLinks({
    siteUrl: context.env.siteUrl,
    // The router drops the trailing slash from match paths; the canonical URL keeps it (SPEC §2).
    pathname: leaf.pathname.endsWith('/') ? leaf.pathname : `${leaf.pathname}/`,
    current: context.regionLocale,
    city: context.city,
    pairs: sitemapPairs(REGIONS.filter((region) => enabled.has(region.code))),
  });
  return [
    { rel: 'canonical', href: links.canonical },
    ...links.alternates.map(({ hrefLang, href }) => ({ rel: 'alternate', hrefLang, href })),
    { rel: 'alternate', hrefLang: 'x-default', href: links.xDefault },
  ];
}
