import { regionsApi, type RegionLocale } from '@storefront/regions';
import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import type { AppStore } from '../app/app-store';
import { regionRoute } from './region.route';

/**
 * The optional `{city}` segment after `{region}_{locale}` (SPEC §2). A city must be one of the
 * region's known cities, else 404 (SPEC §5); with no city data at all, a city in the URL is a server
 * error (SPEC §8).
 */
export const cityRoute = createRoute({
  getParentRoute: () => regionRoute,
  path: '{-$city}',
  beforeLoad: async ({ params, context: { store, regionLocale } }) => {
    const city = params.city;
    if (city === undefined) return { city: undefined };
    const known = await knownCities(store, regionLocale);
    if (known.length === 0) throw new Error('Internal Server Error: cities data not available');
    if (!known.includes(city)) throw notFound();
    return { city };
  },
  component: Outlet,
});

/**
 * The region's city slugs. The backend's regions of a country are its cities (a URL city selects the
 * region with that slug, SPEC §4); the query is the one the region home uses, so it is cached once.
 * A failed fetch is logged and leaves the list empty (SPEC §8).
 */
async function knownCities(store: AppStore, { region, locale }: RegionLocale): Promise<string[]> {
  const result = await store.dispatch(
    regionsApi.endpoints.getRegions.initiate({ region: region.code, locale }, { subscribe: false }),
  );
  if (!result.data) console.error(`Cities of ${region.code} could not be loaded`, result.error);
  return result.data?.items.map((item) => item.slug) ?? [];
}
