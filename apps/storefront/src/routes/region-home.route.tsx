import { regionsApi, regionsLoaded } from '@storefront/regions';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { defaultLayoutRoute } from './layout.routes';
import { pageTitle } from './page-title';

/** `/{region}_{locale}/{city?}/`: the region home. */
export const regionHomeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  loader: async ({ context: { store, regionLocale, city } }) => {
    const { region, locale } = regionLocale;
    // Deferred-style data: a backend failure is logged and the page renders without the list.
    const result = await store.dispatch(
      regionsApi.endpoints.getRegions.initiate({ region: region.code, locale }, { subscribe: false }),
    );
    if (result.data) store.dispatch(regionsLoaded({ regions: result.data.items, citySlug: city }));
    else console.error(`Regions of ${region.code} could not be loaded`, result.error);
  },
  head: ({ matches }) => ({ meta: [{ title: pageTitle(matches, appMessages.homeTitle) }] }),
  component: lazyRouteComponent(() => import('../pages/region-home.page'), 'RegionHomePage'),
});
