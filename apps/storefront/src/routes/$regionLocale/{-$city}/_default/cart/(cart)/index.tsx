import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import { validateSearchRecord } from '../../../../../../app/search-params';
import { pageHead } from '../../../../../-shared/page-head';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';
import { loadCartPage } from '../-loader';
import { CartPage } from './-page';

/**
 * `/cart/` (SPEC §2): one shopper's cart, kept in the browser (`cartItems_{region}`), so the server
 * renders its frame and the browser fills it. Private: never cached for others, never indexed.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/cart/(cart)/')({
  staticData: { title: appMessages.cart, private: true },
  // `?add=…&quantity=…&warranty=…`: an addition the product page's form carried here before it had
  // hydrated (the cart's `useCartAddition` reads it; anything else in the query is ignored).
  validateSearch: validateSearchRecord,
  loader: ({ context: { store, regionLocale } }) => loadCartPage({ store, regionLocale }),
  head: ({ matches }) => pageHead(matches, { page: appMessages.cart, description: pageHeadMessages.cartDescription, noindex: true }),
  component: CartPage,
});
