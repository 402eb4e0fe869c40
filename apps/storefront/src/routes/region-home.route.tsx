import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { defaultLayoutRoute } from './layout.routes';
import { pageHead } from './page-head';

const homePage = () => import('../pages/region-home.page');

/** `/{region}_{locale}/{city?}/`: the region home; its loader travels with its page (`routes/region-home.loader.ts`). */
export const regionHomeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  loader: async ({ context }) => (await homePage()).loadRegionHome(context),
  head: ({ matches }) => pageHead(matches, { page: appMessages.homeTitle, description: appMessages.homeLead, home: true }),
  component: lazyRouteComponent(homePage, 'RegionHomePage'),
});
