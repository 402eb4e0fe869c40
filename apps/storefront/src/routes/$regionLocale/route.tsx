import { I18nProvider, ensureIntlLocaleData, localeCookie } from '@storefront/i18n';
import { formattingLocale, languageTag } from '@storefront/locales';
import { lastRegionCookie, resolveRegionLocale } from '@storefront/regions';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage, routeValidationFailure } from '../../pages/status-pages';
import { loadStartupData } from '../../app/startup-data';
import { movedPermanently } from '../-shared/moved-permanently';

/** `/{region}_{locale}/…`: validates the region and locale (SPEC §5) and loads the locale's messages. */
export const Route = createFileRoute('/$regionLocale')({
  // A layout: every page below it renders it and runs its loader, so neither leaves the first load.
  codeSplitGroupings: [],
  beforeLoad: ({ params, location, context }) => {
    const verdict = resolveRegionLocale(params.regionLocale, context.env.regions);
    if (verdict.kind === 'not-found') throw routeValidationFailure();
    if (verdict.kind === 'redirect') {
      const rest = location.pathname.slice(params.regionLocale.length + 1);
      throw movedPermanently(`/${verdict.segment}${rest}`, context.requestedSearch(location));
    }
    const { region, locale } = verdict.regionLocale;
    return {
      regionLocale: verdict.regionLocale,
      // Named once on the server and sent with the page, so the browser's ICU data never disagrees at hydration.
      countryName: new Intl.DisplayNames([languageTag(locale, region.iso2)], { type: 'region' }).of(region.iso2) ?? region.label,
    };
  },
  // The catalogue is loaded, not returned: it never travels in the dehydrated state. The region's startup
  // data starts here for every page of the region, its 404 pages too: they show in the region's layout,
  // whose header and footer read it, and a datum the server did not send would be fetched while the page
  // hydrates, and could reach the footer before it hydrates, which then no longer matches the server's HTML.
  loader: async ({ context }) => {
    const { locale, region } = context.regionLocale;
    await Promise.all([
      context.catalogues.load(locale),
      ensureIntlLocaleData(formattingLocale(locale, region.iso2)),
      loadStartupData(context, context.regionLocale),
    ]);
    return { locale };
  },
  component: RegionRoot,
  notFoundComponent: NotFoundPage,
});

function RegionRoot() {
  const { regionLocale, catalogues } = Route.useRouteContext();
  const messages = catalogues.get(regionLocale.locale);
  // The language the shopper is reading becomes their preference for pages outside a region, and the
  // region the one `/` suggests next time.
  useEffect(() => {
    document.cookie = localeCookie(regionLocale.locale);
    document.cookie = lastRegionCookie(regionLocale);
  }, [regionLocale]);
  return (
    <I18nProvider locale={regionLocale.locale} country={regionLocale.region.iso2} messages={messages}>
      <Outlet />
    </I18nProvider>
  );
}
