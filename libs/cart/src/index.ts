// Public API of @storefront/cart (see README.md).

// Stored carts without the cart's code: what every page's header reads (the cart icon's count).
export { cartStorageKey, storedCartLineCount } from './lib/storage/stored-cart';

// State: the slice a page injects (`cartSlice.injectInto(rootReducer)`), its selectors and thunks.
export { CART_CONTRACT_LIMITS } from './lib/state/cart-line';
export { cartSlice, selectCartState } from './lib/state/cart.slice';
export { addToCart, clearCart } from './lib/state/cart.thunks';
export { useCartSelector } from './lib/state/store-hooks';
export { useCartSync } from './lib/state/use-cart-sync';
// An addition a product's form carried to the cart page before the page had hydrated.
export { CART_ADDITION_FIELDS, useCartAddition } from './lib/state/cart-addition-link';

// Components and their texts.
export { AddToCartButton, isOrderable } from './lib/components/add-to-cart-button/add-to-cart-button';
export { CartAdditionForm } from './lib/components/add-to-cart-button/cart-addition-form';
export { cartQuantityMessages } from './lib/components/cart.messages';
export { CartContents } from './lib/components/cart-view/cart-contents';
export { cartViewMessages } from './lib/components/cart-view/cart-view.messages';

export { OrderDetails } from './lib/components/order-details/order-details';
export { OrderPaymentPanel } from './lib/components/order-payment/order-payment-panel';
// Paying in instalments where the region offers it: the line under a price (its dialog loads when asked for).
export { InstalmentsNote } from './lib/instalments/instalments-note';
export { ORDER_SLUG, orderApi, useGetOrderQuery } from './lib/state/order.api';

// The checkout form (SPEC §7), loaded when it first renders (a `React.lazy`: render it in `<Suspense>`).
export { CheckoutForm } from './lib/checkout/checkout-form.lazy';

// The checkout's draft (session storage): whether one exists, so the cart page opens the checkout again.
export { checkoutDraftKey, hasCheckoutDraft } from './lib/checkout/checkout-draft';
// Where a browser keeps the orders whose GA4 `purchase` it sent (the app's storage registry declares the key).
export { reportedPurchasesKey } from './lib/checkout/checkout-analytics';

// Feedback on the site's accessibility (a CRM deal, form `accessibility-feedback`), loaded when it first renders.
export { AccessibilityFeedbackForm } from './lib/feedback/accessibility-feedback-form.lazy';

// The call-back request (SPEC §7 `POST /deal/add/`): a button; its dialog and form load when pressed.
export { CallbackRequest } from './lib/callback/callback-request';

// Booking a test ride or a showroom visit (issue 34): the page's form and the confirmation, their endpoints
// (loaders dispatch them), the address's query and the texts of the links into the page.
export { BookingForm } from './lib/booking/booking-form.lazy';
export { BookingDetails } from './lib/booking/booking-details';
export { bookingPageMessages } from './lib/booking/booking-page.messages';
export { testRideLinkMessages } from './lib/booking/test-ride-link.messages';
export { showroomVisitLinkMessages } from './lib/booking/showroom-visit-link.messages';
export { BOOKING_ID, BOOKING_TOKEN, parseBookingSearch } from './lib/booking/booking-search';
export { bookingApi, useGetBookingQuery } from './lib/state/booking.api';
export type { BookingArgs } from './lib/state/booking.api';
