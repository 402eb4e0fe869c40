// The checkout of @storefront/cart, a second entry in a chunk of its own: the cart page imports it
// dynamically when the shopper opens the checkout, so the form, its phone field (and the country table
// it loads) are never part of the cart page's first load. See README.md.
export { CheckoutForm } from './lib/checkout/checkout-form';
export type { CheckoutFormProps } from './lib/checkout/checkout-form';
export { PAYMENT_METHODS, defaultPayment } from './lib/checkout/checkout-schema';
export type { CheckoutField, CheckoutValues, DeliveryMethod, PaymentMethod } from './lib/checkout/checkout-schema';
export type { CheckoutFormState, CheckoutStatus } from './lib/checkout/use-checkout-form';
export { checkoutMessages } from './lib/checkout/checkout-form.messages';
