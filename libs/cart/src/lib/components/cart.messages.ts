import { defineMessages, type NoMessageValues } from 'react-intl';

/** The add-to-cart button and its toasts. */
export const addToCartMessages = defineMessages<{
  label: NoMessageValues;
  /** The label for a pre-order (stock 0, orderable, expected later). */
  preOrder: NoMessageValues;
  /** Announced while a click is being handled. */
  adding: NoMessageValues;
  /** Why the button does nothing. */
  outOfStock: NoMessageValues;
  /** Success toast. */
  added: { product: string };
  /** The success toast's link to the cart page. */
  viewCart: NoMessageValues;
  /** Warning toast: fewer pieces than asked were added. */
  capped: { product: string; max: number };
  /** Warning toast: the line already has the most pieces allowed. */
  maxQuantity: { product: string; max: number };
  /** Warning toast: a new line would pass the number of lines allowed. */
  maxLines: { product: string; max: number };
}>({
  label: { id: 'cart.add.label', defaultMessage: 'Add to cart' },
  preOrder: { id: 'cart.add.preOrder', defaultMessage: 'Pre-order' },
  adding: { id: 'cart.add.adding', defaultMessage: 'Adding…' },
  outOfStock: { id: 'cart.add.outOfStock', defaultMessage: 'Out of stock: this product cannot be ordered now.' },
  added: { id: 'cart.add.added', defaultMessage: '{product} added to your cart' },
  viewCart: { id: 'cart.add.viewCart', defaultMessage: 'View cart' },
  capped: {
    id: 'cart.add.capped',
    defaultMessage: '{product}: the quantity was limited to the maximum per product, {max}.',
  },
  maxQuantity: {
    id: 'cart.add.maxQuantity',
    defaultMessage: '{product} is already in your cart with the maximum quantity per product, {max}.',
  },
  maxLines: {
    id: 'cart.add.maxLines',
    defaultMessage: 'Your cart is full: the maximum number of products is {max}. Remove one to add {product}.',
  },
});

/** Texts of a quantity stepper for a cart line (the product page passes them to `QuantityStepper`). */
export const cartQuantityMessages = defineMessages<{
  label: NoMessageValues;
  decrease: NoMessageValues;
  increase: NoMessageValues;
}>({
  label: { id: 'cart.quantity.label', defaultMessage: 'Quantity' },
  decrease: { id: 'cart.quantity.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'cart.quantity.increase', defaultMessage: 'Increase quantity' },
});
