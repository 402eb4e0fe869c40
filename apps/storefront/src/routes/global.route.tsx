import { pageBySlugQuery } from '@storefront/content';
import { I18nProvider, ensureIntlLocaleData, savedLocale } from '@storefront/i18n';
import { formattingLocale, localeConfig, type LocaleCode } from '@storefront/locales';
import { DEFAULT_REGION, REGIONS, formatRegionLocale } from '@storefront/regions';
import { Outlet, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { GlobalLayout } from '../layouts/global-layout';
import { LEGAL_PAGES, isLegalPage } from '../shell/footer/legal-pages';
import { pageHead } from './page-head';
import { pageHeadMessages } from '../app/page-head.messages';
import { routeValidationFailure } from '../pages/status-pages';
import { rootRoute } from './root.route';

/**
 * The shopper's language outside a region (SPEC §9: cookie, browser language, English). The server
 * detected it for the first page; in the browser the cookie is read again on every navigation, because a
 * regional page visited since then has saved its language in it.
 */
function shopperLocale(detected: LocaleCode): LocaleCode {
  if (typeof document === 'undefined') return detected;
  return savedLocale(document.cookie) ?? detected;
}

/** SPEC §2 "global" layout: the country chooser and the legal pages, outside any region. */
export const globalLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'global-layout',
  beforeLoad: ({ context }) => ({ locale: shopperLocale(context.preferredLocale) }),
  loader: async ({ context: { locale, catalogues } }) => {
    await Promise.all([catalogues.load(locale), ensureIntlLocaleData(formattingLocale(locale))]);
    return { locale };
  },
  component: GlobalRoot,
});

function GlobalRoot() {
  const { locale } = globalLayoutRoute.useLoaderData();
  const { catalogues } = globalLayoutRoute.useRouteContext();
  return (
    <I18nProvider locale={locale} messages={catalogues.get(locale)}>
      <GlobalLayout>
        <Outlet />
      </GlobalLayout>
    </I18nProvider>
  );
}

/** `/`: where a shopper picks a country and language. */
export const globalHomeRoute = createRoute({
  getParentRoute: () => globalLayoutRoute,
  path: '/',
  // Named on the server and sent with the page, so the browser's ICU data never disagrees at hydration.
  loader: ({ context: { locale, regionSuggestion } }) => {
    const names = new Intl.DisplayNames([localeConfig(locale).language], { type: 'region' });
    const suggested = regionSuggestion();
    return {
      countries: REGIONS.map((region) => ({ code: region.code, name: names.of(region.iso2) ?? region.label })),
      suggestion: suggested && {
        regionLocale: formatRegionLocale(suggested),
        country: names.of(suggested.region.iso2) ?? suggested.region.label,
        language: localeConfig(suggested.locale).name,
      },
    };
  },
  head: ({ matches }) => pageHead(matches, { page: appMessages.globalTitle, description: appMessages.globalLead, home: true }),
  component: lazyRouteComponent(() => import('../pages/global-home.page'), 'GlobalHomePage'),
});

/**
 * `/global/{cookie-policy|privacy-policy|terms-of-service}/`, rendered from the backend's page of the
 * same slug in the default region; any other page is not found.
 */
export const globalPageRoute = createRoute({
  getParentRoute: () => globalLayoutRoute,
  path: 'global/$page',
  beforeLoad: ({ params }) => {
    if (!isLegalPage(params.page)) throw routeValidationFailure();
    return { title: LEGAL_PAGES[params.page], slug: params.page };
  },
  // Never throws: a backend that fails leaves the page without its text, and the page says so.
  loader: async ({ context: { api, queryClient, locale, slug } }) => {
    try {
      const page = await (await queryClient()).ensureQueryData(pageBySlugQuery(api, { region: DEFAULT_REGION, locale, slug }));
      return { page };
    } catch (error) {
      console.error(`The ${slug} page could not be loaded`, error);
      return { page: undefined };
    }
  },
  head: ({ matches, match, loaderData }) =>
    pageHead(matches, { page: loaderData?.page?.title ?? match.context.title, description: pageHeadMessages.globalPageDescription }),
  component: lazyRouteComponent(() => import('../pages/global-page.page'), 'GlobalPagePage'),
});
