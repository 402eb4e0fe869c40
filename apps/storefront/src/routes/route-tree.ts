import { globalHomeRoute } from './global.route';
import { regionHomeRoute } from './region-home.route';
import { regionRoute } from './region.route';
import { rootRoute } from './root.route';

export const routeTree = rootRoute.addChildren([globalHomeRoute, regionRoute.addChildren([regionHomeRoute])]);
