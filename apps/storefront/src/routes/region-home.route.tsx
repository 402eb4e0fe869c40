import type { ApiExtra, Banner } from '@storefront/api-client';
import { bannersQuery } from '@storefront/content';
import { regionsLoaded, regionsQuery, selectSelectedRegionSlug, storesQuery, type RegionsQueryArgs } from '@storefront/regions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AppStore } from '../app/app-store';
import { appMessages } from '../app/messages';
import type { RouterContext } from '../app/router-context';
import { defaultLayoutRoute } from './layout.routes';
import { pageHead } from './page-head';

/** `/{region}_{locale}/{city?}/`: the region home. */
export const regionHomeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  // Deferred-style data: each part that fails is logged and the page renders without it.
  loader: async ({ context: { store, api, queryClient, regionLocale, city } }) => {
    const args = { region: regionLocale.region.code, locale: regionLocale.locale };
    const [, banners] = await Promise.all([loadRegionsAndStores(store, args, city), loadHeroBanners(queryClient, api, args)]);
    return { banners };
  },
  head: ({ matches }) => pageHead(matches, { page: appMessages.homeTitle, description: appMessages.homeLead, home: true }),
  component: lazyRouteComponent(() => import('../pages/region-home.page'), 'RegionHomePage'),
});

/** SPEC §4: the URL city, else the chosen (or first) active region; its shops are loaded. */
async function loadRegionsAndStores(store: AppStore, args: RegionsQueryArgs, city: string | undefined) {
  const result = await store.dispatch(regionsQuery.fetch(args));
  if (!result.data) {
    console.error(`Regions of ${args.region} could not be loaded`, result.error);
    return;
  }
  store.dispatch(regionsLoaded({ regions: result.data.items, citySlug: city }));
  const regionSlug = selectSelectedRegionSlug(store.getState());
  if (regionSlug) {
    await store.dispatch(storesQuery.fetch({ ...args, regionSlug }));
  }
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
