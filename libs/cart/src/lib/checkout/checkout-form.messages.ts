import type { Order } from '@storefront/api-client';
import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';

/** The checkout form of the cart page (SPEC §4 checkout; issue 14). */
export const checkoutMessages = defineMessages<{
  title: NoMessageValues;
  customer: NoMessageValues;
  delivery: NoMessageValues;
  pickup: NoMessageValues;
  pickupHint: NoMessageValues;
  courier: NoMessageValues;
  courierHint: NoMessageValues;
  store: NoMessageValues;
  storeRequired: NoMessageValues;
  storesLoading: NoMessageValues;
  storesFailed: NoMessageValues;
  noStores: NoMessageValues;
  city: NoMessageValues;
  cityRequired: NoMessageValues;
  cityPlaceholder: NoMessageValues;
  citiesFailed: NoMessageValues;
  address: NoMessageValues;
  addressHint: NoMessageValues;
  payment: NoMessageValues;
  cardOnline: NoMessageValues;
  instalments: NoMessageValues;
  /** The instalments method with its terms: "In 4 interest-free payments with Tabby". */
  instalmentsWith: { count: number; provider: string };
  cardInStore: NoMessageValues;
  cash: NoMessageValues;
  bankTransfer: NoMessageValues;
  commentHint: { max: number };
  total: { total: string };
  submit: NoMessageValues;
  submitting: NoMessageValues;
  /** Why the button is inactive: the cart is empty. */
  emptyCart: NoMessageValues;
  /** Why the button is inactive: the prices are being updated. */
  pricesUpdating: NoMessageValues;
  /** A 422 naming a cart line's product: the cart page removes it and updates the prices. */
  productGone: NoMessageValues;
}>({
  title: { id: 'cart.checkout.title', defaultMessage: 'Checkout' },
  customer: { id: 'cart.checkout.customer', defaultMessage: 'Your details' },
  delivery: { id: 'cart.checkout.delivery', defaultMessage: 'Delivery' },
  pickup: { id: 'cart.checkout.pickup', defaultMessage: 'Pick up at a store' },
  pickupHint: { id: 'cart.checkout.pickupHint', defaultMessage: 'Free. We call you when your order is ready.' },
  courier: { id: 'cart.checkout.courier', defaultMessage: 'Courier delivery' },
  courierHint: { id: 'cart.checkout.courierHint', defaultMessage: 'To your address in one of our cities. We call you to agree on a time.' },
  store: { id: 'cart.checkout.store', defaultMessage: 'Store' },
  storeRequired: { id: 'cart.checkout.storeRequired', defaultMessage: 'Choose the store where you will pick up the order.' },
  storesLoading: { id: 'cart.checkout.storesLoading', defaultMessage: 'Loading the stores…' },
  storesFailed: {
    id: 'cart.checkout.storesFailed',
    defaultMessage: 'The stores could not be loaded. Choose courier delivery, or reload the page to try again.',
  },
  noStores: { id: 'cart.checkout.noStores', defaultMessage: 'No store offers pickup here yet: choose courier delivery.' },
  city: { id: 'cart.checkout.city', defaultMessage: 'City' },
  cityRequired: { id: 'cart.checkout.cityRequired', defaultMessage: 'Choose the city to deliver to.' },
  cityPlaceholder: { id: 'cart.checkout.cityPlaceholder', defaultMessage: 'Choose a city' },
  citiesFailed: { id: 'cart.checkout.citiesFailed', defaultMessage: 'The cities could not be loaded. Reload the page to try again.' },
  address: { id: 'cart.checkout.address', defaultMessage: 'Address' },
  addressHint: { id: 'cart.checkout.addressHint', defaultMessage: 'Street, building, flat or office' },
  payment: { id: 'cart.checkout.payment', defaultMessage: 'Payment' },
  cardOnline: { id: 'cart.checkout.cardOnline', defaultMessage: 'Card, online' },
  instalments: { id: 'cart.checkout.instalments', defaultMessage: 'In instalments, online' },
  instalmentsWith: { id: 'cart.checkout.instalmentsWith', defaultMessage: 'In {count} interest-free payments with {provider}' },
  cardInStore: { id: 'cart.checkout.cardInStore', defaultMessage: 'Card, on pickup or delivery' },
  cash: { id: 'cart.checkout.cash', defaultMessage: 'Cash, on pickup or delivery' },
  bankTransfer: { id: 'cart.checkout.bankTransfer', defaultMessage: 'Bank transfer' },
  commentHint: { id: 'cart.checkout.commentHint', defaultMessage: 'Optional, up to {max, number} characters: anything we should know.' },
  total: { id: 'cart.checkout.total', defaultMessage: 'To pay: {total}' },
  submit: { id: 'cart.checkout.submit', defaultMessage: 'Place the order' },
  submitting: { id: 'cart.checkout.submitting', defaultMessage: 'Placing the order…' },
  emptyCart: { id: 'cart.checkout.emptyCart', defaultMessage: 'Your cart is empty: add a product to order it.' },
  pricesUpdating: { id: 'cart.checkout.pricesUpdating', defaultMessage: 'The prices are being updated…' },
  productGone: {
    id: 'cart.checkout.productGone',
    defaultMessage: 'A product in your cart is no longer sold: it is being removed and the prices updated. Check your cart and place the order again.',
  },
});

/** The payment methods' names (the checkout's choices, the order page's "Payment"). */
export const paymentMethodMessages = {
  'card-online': checkoutMessages.cardOnline,
  instalments: checkoutMessages.instalments,
  'card-in-store': checkoutMessages.cardInStore,
  cash: checkoutMessages.cash,
  'bank-transfer': checkoutMessages.bankTransfer,
} as const satisfies Record<Order['paymentMethod'], MessageDescriptor>;
