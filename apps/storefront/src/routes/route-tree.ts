import { aboutUsRoute, blogRoute, supportRoute } from './content.routes';
import { cartRoute, orderRoute } from './cart.routes';
import { catalogCategoryRoute } from './catalog.routes';
import { cityRoute } from './city.route';
import { collectionRoute } from './collection.routes';
import { comparisonRoute } from './comparison.routes';
import { productRoute } from './product.routes';
import { offersRoute } from './offers.routes';
import { globalHomeRoute, globalLayoutRoute, globalPageRoute } from './global.route';
import { defaultLayoutRoute, supportLayoutRoute } from './layout.routes';
import { regionHomeRoute } from './region-home.route';
import { regionRoute } from './region.route';
import { rootRoute } from './root.route';


export const routeTree = rootRoute.addChildren([
  globalLayoutRoute.addChildren([globalHomeRoute, globalPageRoute]),
  regionRoute.addChildren([
    cityRoute.addChildren([
      defaultLayoutRoute.addChildren([regionHomeRoute, catalogCategoryRoute, offersRoute, collectionRoute, productRoute, cartRoute, orderRoute, comparisonRoute, blogRoute, aboutUsRoute]),
      supportLayoutRoute.addChildren([supportRoute]),
    ]),
  ]),
]);
