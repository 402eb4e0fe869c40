import { defineMessages, type NoMessageValues } from 'react-intl';

/** The cart page's own texts (the cart's come from `@storefront/cart`). */
export const cartPageMessages = defineMessages<{
  /** Opens the checkout form under the totals. */
  checkout: NoMessageValues;
  /** Beside the summary, over the call-back request. */
  help: NoMessageValues;
}>({
  checkout: { id: 'app.cart.checkout', defaultMessage: 'Proceed to checkout' },
  help: { id: 'app.cart.help', defaultMessage: 'Questions about a product, delivery or payment? We will call you back.' },
});
