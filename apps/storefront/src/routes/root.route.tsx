import { DEFAULT_LOCALE, directionOf, isLocaleCode, localeConfig } from '@storefront/locales';
import { I18nProvider } from '@storefront/i18n';
import { initCampaignMarks } from '@storefront/analytics';
import { useAppSelector } from '@storefront/api-client';
import { REGIONS, headLinks, selectDeviceClass, sitemapPairs, type RegionLocale } from '@storefront/regions';
import { UiProvider } from '@storefront/ui';
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useLocation,
  useMatches,
  useRouteContext,
  type AnyRouteMatch,
} from '@tanstack/react-router';
import { PUBLIC_ENV_ELEMENT_ID, serializeForScript } from '../app/public-env';
import { appMessages } from '../app/messages';
import { useEffect } from 'react';
import type { RouterContext } from '../app/router-context';
import { ViewportWatcher } from '../app/viewport-watcher';
import { ErrorPage, NotFoundPage } from '../pages/status-pages';

const NO_MESSAGES = {};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0d0f12' },
      // Pages replace it with their own; error and 404 pages keep the brand.
      { title: appMessages.brand.defaultMessage },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, ...languageLinks(matches)],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

/** The whole HTML document: `<html lang dir>` follows the `{region}_{locale}` of the path. */
function RootDocument() {
  const env = useRouteContext({ from: rootRoute.id, select: (context) => context.env });
  const deviceClass = useAppSelector(selectDeviceClass);
  // SPEC §4: campaign marks of the landing URL (and of any later URL that carries new ones) are kept.
  const search = useLocation({ select: (location) => location.searchStr });
  useEffect(() => {
    initCampaignMarks();
  }, [search]);
  // The deepest route that knows its language (a region, or the global pages' detected one).
  const locale = useMatches({
    select: (matches) => {
      for (const match of [...matches].reverse()) {
        const data = match.loaderData as { locale?: unknown } | undefined;
        if (typeof data?.locale === 'string' && isLocaleCode(data.locale)) return data.locale;
      }
      return DEFAULT_LOCALE;
    },
  });
  return (
    <html lang={localeConfig(locale).language} dir={directionOf(locale)} data-device={deviceClass}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ViewportWatcher />
        <UiProvider>
          {/* English defaults for pages outside a region; a region's layout provides its locale. */}
          <I18nProvider locale={DEFAULT_LOCALE} messages={NO_MESSAGES}>
            <Outlet />
          </I18nProvider>
        </UiProvider>
        <script
          type="application/json"
          id={PUBLIC_ENV_ELEMENT_ID}
          // Inert JSON, escaped so no value can close the element.
          dangerouslySetInnerHTML={{ __html: serializeForScript(env) }}
        />
        <Scripts />
      </body>
    </html>
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
