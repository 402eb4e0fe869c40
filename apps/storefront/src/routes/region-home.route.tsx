import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { cityOf, textPlaceholdersOf } from '../app/route-data';
import { defaultLayoutRoute } from './layout.routes';
import { pageHead } from './page-head';

const homePage = () => import('../pages/region-home.page');

/** `/{region}_{locale}/{city?}/`: the region home; its loader travels with its page (`routes/region-home.loader.ts`). */
export const regionHomeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  loader: async ({ context }) => (await homePage()).loadRegionHome(context),
  // A city's home names the city (its in-city form: "in Dubai", "في دبي", "в Москве"), the region's the country.
  head: ({ matches }) =>
    pageHead(matches, {
      page: cityOf(matches) ? appMessages.cityHomeTitle : appMessages.homeTitle,
      values: { ...textPlaceholdersOf(matches) },
      description: appMessages.homeLead,
      home: true,
    }),
  component: lazyRouteComponent(homePage, 'RegionHomePage'),
});
