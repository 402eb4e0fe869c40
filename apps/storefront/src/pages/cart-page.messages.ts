import { defineMessages, type NoMessageValues } from 'react-intl';

/** The cart page's own texts (the cart's come from `@storefront/cart`). */
export const cartPageMessages = defineMessages<{
  /** Opens the checkout form under the totals. */
  checkout: NoMessageValues;
}>({
  checkout: { id: 'app.cart.checkout', defaultMessage: 'Proceed to checkout' },
});
