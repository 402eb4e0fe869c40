import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { defaultLayoutRoute } from './layout.routes';
import { pageHead } from './page-head';
import { pageHeadMessages } from '../app/page-head.messages';

/**
 * `/cart/` (SPEC §2): one shopper's cart, kept in the browser (`cartItems_{region}`), so the server
 * renders its frame and the browser fills it. Private: never cached for others, never indexed.
 */
export const cartRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cart',
  staticData: { title: appMessages.cart, private: true },
  loader: async ({ context: { store, regionLocale } }) => {
    const { loadCartPage } = await import('./cart.loader');
    return loadCartPage({ store, regionLocale });
  },
  head: ({ matches }) => pageHead(matches, { page: appMessages.cart, description: pageHeadMessages.cartDescription, noindex: true }),
  component: lazyRouteComponent(() => import('../pages/cart.page'), 'CartPage'),
});

/**
 * `/cart/{slug}/` (SPEC §2): an order as it was placed. The slug is the capability to read it:
 * private (`Cache-Control: no-store`, never shared or indexed); a slug that cannot be one, or that the
 * backend does not know in this country, is the 404 page.
 */
export const orderRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'cart/$slug',
  staticData: { title: appMessages.cart, private: true },
  loader: async ({ params, context: { store, regionLocale } }) => {
    const { loadOrderPage } = await import('./cart.loader');
    return loadOrderPage({ slug: params.slug, store, regionLocale });
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, {
      page: loaderData ? pageHeadMessages.orderTitle : appMessages.cart,
      values: { number: loaderData?.number ?? '' },
      description: pageHeadMessages.cartDescription,
      noindex: true,
    }),
  component: lazyRouteComponent(() => import('../pages/order.page'), 'OrderPage'),
});
