import { catalogApi } from '@storefront/catalog';
import { serviceInitQuery } from '@storefront/content';
import { regionsApi, type RegionLocale } from '@storefront/regions';
import type { RouterContext } from './router-context';

/**
 * SPEC §7 startup fetches of a region and locale: init (stores, categories, generals), shop,
 * offers, sitemap pairs, regions, service and cities, all at once. Each lib owns its endpoint;
 * this only starts them, so the server's answer carries them all in the dehydrated state. On the
 * server each is answered from the host's short per-region cache when fresh (`shared` requests).
 *
 * SPEC §8: a failure is logged and leaves that datum empty (no stores, categories or cities);
 * the page still renders.
 */
export async function loadStartupData(
  { store, queryClient, api }: Pick<RouterContext, 'store' | 'queryClient' | 'api'>,
  { region, locale }: RegionLocale,
): Promise<void> {
  const args = { region: region.code, locale };
  const failures: [string, unknown][] = [];
  const track = (name: string) => (result: { error?: unknown }) => {
    if (result.error !== undefined) failures.push([name, result.error]);
  };
  await Promise.all([
    store.dispatch(regionsApi.endpoints.getInit.initiate(args, { subscribe: false })).then(track('Initial data')),
    store.dispatch(regionsApi.endpoints.getCities.initiate(args, { subscribe: false })).then(track('Cities')),
    store.dispatch(regionsApi.endpoints.getRegions.initiate(args, { subscribe: false })).then(track('Regions')),
    // Read by the server only (dehydrated-state.ts): a browser navigation does not load it again.
    import.meta.env.SSR ? store.dispatch(regionsApi.endpoints.getMapSite.initiate(args, { subscribe: false })).then(track('Sitemap pairs')) : undefined,
    store.dispatch(catalogApi.endpoints.getShop.initiate(args, { subscribe: false })).then(track('Shop settings')),
    store.dispatch(catalogApi.endpoints.getRunningOffers.initiate(args, { subscribe: false })).then(track('Offers')),
    queryClient()
      .then((client) => client.ensureQueryData(serviceInitQuery(api, args)))
      .then(
      () => undefined,
      (error: unknown) => track('Service data')({ error }),
    ),
  ]);
  for (const [name, error] of failures) console.error(`${name} of ${region.code}_${locale} could not be loaded`, error);
}
