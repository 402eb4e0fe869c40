import { regionsApi, regionsLoaded } from '@storefront/regions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { regionRoute } from './region.route';

/** `/{region}_{locale}/`: the region home. */
export const regionHomeRoute = createRoute({
  getParentRoute: () => regionRoute,
  path: '/',
  loader: async ({ context: { store, regionLocale } }) => {
    const { region, locale } = regionLocale;
    // Deferred-style data: a backend failure is logged and the page renders without the list.
    const result = await store.dispatch(
      regionsApi.endpoints.getRegions.initiate({ region: region.code, locale }, { subscribe: false }),
    );
    if (result.data) store.dispatch(regionsLoaded({ regions: result.data.items }));
    else console.error(`Regions of ${region.code} could not be loaded`, result.error);
  },
  component: lazyRouteComponent(() => import('../pages/region-home.page'), 'RegionHomePage'),
});
