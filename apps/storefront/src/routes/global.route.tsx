import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.route';

/** `/`: the global landing, where a shopper picks a country and language. */
export const globalHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: () => ({ meta: [{ title: 'Motors & Equipment' }] }),
  component: lazyRouteComponent(() => import('../pages/global-home.page'), 'GlobalHomePage'),
});
