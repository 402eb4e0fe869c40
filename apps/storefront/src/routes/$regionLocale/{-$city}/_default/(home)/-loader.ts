import type { ApiExtra, Banner } from '@storefront/api-client';
import { bannersQuery } from '@storefront/content';
import { regionsApi, regionsLoaded, selectSelectedRegionSlug, type RegionLocale, type RegionsQueryArgs } from '@storefront/regions';
import type { AppStore } from '../../../../../app/app-store';
import type { RouterContext } from '../../../../../app/router-context';
import { prefetchHomeStrips } from './-parts/home-strip';

type RegionHomeLoadInput = Pick<RouterContext, 'store' | 'api' | 'queryClient'> & {
  regionLocale: RegionLocale;
  city: string | undefined;
};

/**
 * `/{region}_{locale}/{city?}/`, in the home's chunk (the routes' code is every page's first load).
 * Deferred-style data: each part that fails is logged and the page renders without it. In the
 * browser (a client-side navigation) the strips' cards and their data are loaded too, so that the
 * page renders whole at once: the window glides to an anchor or back to where it was on a page
 * whose length no longer changes. The server leaves them to the browser
 * (docs/adr/0082-the-home-strips-load-near-the-screen.md).
 */
export async function loadRegionHome({ store, api, queryClient, regionLocale, city }: RegionHomeLoadInput) {
  const args = { region: regionLocale.region.code, locale: regionLocale.locale };
  const [, banners, strips] = await Promise.all([
    loadRegionsAndStores(store, args, city),
    loadHeroBanners(queryClient, api, args),
    import.meta.env.SSR ? undefined : prefetchHomeStrips({ store, api, queryClient }, args),
  ]);
  return { banners, strips };
}

/** SPEC §4: the URL city, else the chosen (or first) active region; its shops are loaded. */
async function loadRegionsAndStores(store: AppStore, args: RegionsQueryArgs, city: string | undefined) {
  const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate(args, { subscribe: false }));
  if (!result.data) {
    console.error(`Regions of ${args.region} could not be loaded`, result.error);
    return;
  }
  store.dispatch(regionsLoaded({ regions: result.data.items, citySlug: city }));
  const regionSlug = selectSelectedRegionSlug(store.getState());
  if (!regionSlug) return;
  const stores = await store.dispatch(regionsApi.endpoints.getStores.initiate({ ...args, regionSlug }, { subscribe: false }));
  if (!stores.data) console.error(`Stores of ${args.region} in ${regionSlug} could not be loaded`, stores.error);
}

/** The hero's banners (read-only content, TanStack Query); none when they cannot be loaded. */
async function loadHeroBanners(queryClient: RouterContext['queryClient'], api: ApiExtra, args: RegionsQueryArgs): Promise<Banner[]> {
  try {
    return (await (await queryClient()).ensureQueryData(bannersQuery(api, { ...args, placement: 'home-hero' }))).items;
  } catch (error) {
    console.error(`Banners of ${args.region}_${args.locale} could not be loaded`, error);
    return [];
  }
}
