import { regionsApi, regionsLoaded, selectSelectedRegionSlug } from '@storefront/regions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { defaultLayoutRoute } from './layout.routes';
import { pageTitle } from './page-title';

/** `/{region}_{locale}/{city?}/`: the region home. */
export const regionHomeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  loader: async ({ context: { store, regionLocale, city } }) => {
    const args = { region: regionLocale.region.code, locale: regionLocale.locale };
    // Deferred-style data: a backend failure is logged and the page renders without the list.
    const result = await store.dispatch(regionsApi.endpoints.getRegions.initiate(args, { subscribe: false }));
    if (!result.data) {
      console.error(`Regions of ${args.region} could not be loaded`, result.error);
      return;
    }
    // SPEC §4: the URL city, else the chosen (or first) active region; its shops are loaded.
    store.dispatch(regionsLoaded({ regions: result.data.items, citySlug: city }));
    const regionSlug = selectSelectedRegionSlug(store.getState());
    if (regionSlug) {
      await store.dispatch(regionsApi.endpoints.getStores.initiate({ ...args, regionSlug }, { subscribe: false }));
    }
  },
  head: ({ matches }) => ({ meta: [{ title: pageTitle(matches, appMessages.homeTitle) }] }),
  component: lazyRouteComponent(() => import('../pages/region-home.page'), 'RegionHomePage'),
});
