import { runningOffersQuery, shopQuery } from '@storefront/catalog';
import { serviceInitQuery } from '@storefront/content';
import { citiesQuery, initQuery, mapSiteQuery, regionsQuery, type RegionLocale } from '@storefront/regions';
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
    store.dispatch(initQuery.fetch(args)).then(track('Initial data')),
    store.dispatch(citiesQuery.fetch(args)).then(track('Cities')),
    store.dispatch(regionsQuery.fetch(args)).then(track('Regions')),
    // Read by the server only (dehydrated-state.ts): a browser navigation does not load it again.
    import.meta.env.SSR ? store.dispatch(mapSiteQuery.fetch(args)).then(track('Sitemap pairs')) : undefined,
    store.dispatch(shopQuery.fetch(args)).then(track('Shop settings')),
    store.dispatch(runningOffersQuery.fetch(args)).then(track('Offers')),
    queryClient()
      .then((client) => client.ensureQueryData(serviceInitQuery(api, args)))
      .then(
      () => undefined,
      (error: unknown) => track('Service data')({ error }),
    ),
  ]);
  for (const [name, error] of failures) console.error(`${name} of ${region.code}_${locale} could not be loaded`, error);
}
