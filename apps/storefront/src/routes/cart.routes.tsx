import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { defaultLayoutRoute } from './layout.routes';
import { pageHead } from './page-head';
import { pageHeadMessages } from './page-head.messages';

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
