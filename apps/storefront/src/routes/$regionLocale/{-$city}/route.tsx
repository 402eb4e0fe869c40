import { I18nProvider, fillPlaceholders } from '@storefront/i18n';
import { CITY_SLUG, regionsApi, textPlaceholders } from '@storefront/regions';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { publicError } from '../../../app/public-errors';
import { loadStartupData } from '../../../app/startup-data';
import { routeValidationFailure } from '../../../pages/status-pages';
import { knownCities } from './-cities';

/**
 * The optional `{city}` segment after `{region}_{locale}` (SPEC §2). A city must be one of the
 * region's known cities, else 404 (SPEC §5); with no city data at all, a city in the URL is a server
 * error (SPEC §8). Its loader fills the text placeholders from the startup data, which the region's route
 * has started (RTK Query answers both from the one request).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}')({
  // A layout: every page below it renders it and runs its loader, so neither leaves the first load.
  codeSplitGroupings: [],
  beforeLoad: async ({ params, matches, context: { store, regionLocale } }) => {
    const city = params.city;
    if (city === undefined) return { city: undefined };
    // SPEC §8's 500 is for a city in the URL of a real page: a segment that cannot be a city, or a path
    // with no page below the city, is a 404 whatever the cities list (issue 17 defect 6).
    if (!couldBeCity(city) || matches.some((match) => match._notFound)) throw routeValidationFailure();
    const known = await knownCities(store, regionLocale);
    if (known.length === 0) throw publicError('cities-unavailable', 'Internal Server Error: cities data not available');
    if (!known.includes(city)) throw routeValidationFailure();
    return { city };
  },
  // SPEC §3 text placeholders come from the startup data; only their ten values travel to the browser.
  loader: async ({ context }) => {
    const { store, regionLocale, countryName, city } = context;
    // Loaders run side by side: this waits for the startup data the region's route started.
    await loadStartupData(context, regionLocale);
    const args = { region: regionLocale.region.code, locale: regionLocale.locale };
    const state = store.getState();
    return {
      placeholders: textPlaceholders({
        region: regionLocale.region,
        countryName,
        generals: regionsApi.endpoints.getInit.select(args)(state)?.data?.generals,
        cities: regionsApi.endpoints.getCities.select(args)(state)?.data?.items ?? [],
        citySlug: city,
      }),
    };
  },
  component: CityRoot,
});

const couldBeCity = (segment: string) => CITY_SLUG.test(segment);

/** SPEC §3 text placeholders (currency, city, in-city, region, …) written into the catalogue. */
function CityRoot() {
  const { regionLocale, catalogues } = Route.useRouteContext();
  const { placeholders } = Route.useLoaderData();
  const messages = catalogues.get(regionLocale.locale);
  const filled = useMemo(() => fillPlaceholders(messages, placeholders), [messages, placeholders]);
  return (
    <I18nProvider locale={regionLocale.locale} messages={filled}>
      <Outlet />
    </I18nProvider>
  );
}
