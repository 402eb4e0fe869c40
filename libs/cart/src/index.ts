// Public API of @storefront/cart (see README.md).

// Stored carts without the cart's code: what every page's header reads (the cart icon's count).
export {
  cartLineCount,
  cartStorageKey,
  notifyCartStored,
  readStoredCart,
  storedCartLineCount,
} from './lib/storage/stored-cart';

// State: the slice a page injects (`cartSlice.injectInto(rootReducer)`), its selectors and thunks.
export {
  CART_CONTRACT_LIMITS,
  CART_WARRANTIES,
  EMPTY_QUOTATION,
  addLine,
  isLine,
  lineKey,
} from './lib/state/cart-line';
export type {
  AddLineRequest,
  AddRefusal,
  AddToCartResult,
  CartLimits,
  CartLine,
  CartLineRef,
  CartProduct,
  CartQuotation,
  CartWarranty,
} from './lib/state/cart-line';
export {
  cartCleared,
  cartRestored,
  cartSlice,
  droppedNoticed,
  linesUnsold,
  productsNamed,
  initialCartState,
  lineAdded,
  quantityChanged,
  quotationRequested,
  quotationSettled,
  selectCartLine,
  selectCartLineCount,
  selectCartLines,
  selectCartLoading,
  selectCartProducts,
  selectCartQuotation,
  selectCartQuotationStatus,
  selectCartRegion,
  selectCartState,
  selectDroppedLines,
  selectUnsoldProducts,
  unitRemoved,
  unsoldNoticed,
} from './lib/state/cart.slice';
export type { CartState, CartStoreState, UnsoldProduct } from './lib/state/cart.slice';
export { fitLines, parseStoredCart } from './lib/state/cart.persistence';
export {
  addToCart,
  clearCart,
  lookUpProducts,
  refreshQuotation,
  removeOneFromCart,
  restoreCart,
  setCartQuantity,
  takeUnsoldProducts,
} from './lib/state/cart.thunks';
export type { CartDispatch, CartThunk } from './lib/state/cart.thunks';
export { useCartDispatch, useCartSelector } from './lib/state/store-hooks';
export { useCartSync } from './lib/state/use-cart-sync';

// Components and their texts.
export { ADDING_PAUSE_MS, AddToCartButton, isOrderable } from './lib/components/add-to-cart-button/add-to-cart-button';
export type { AddToCartButtonProps, AddToCartProduct } from './lib/components/add-to-cart-button/add-to-cart-button';
export { cartQuantityMessages } from './lib/components/cart.messages';
export { CartContents, QUANTITY_SETTLE_MS } from './lib/components/cart-view/cart-contents';
export type { CartContentsProps } from './lib/components/cart-view/cart-contents';
export { CartEmpty, CartView } from './lib/components/cart-view/cart-view';
export type { CartViewProps } from './lib/components/cart-view/cart-view';
export { cartViewMessages } from './lib/components/cart-view/cart-view.messages';

export { OrderDetails } from './lib/components/order-details/order-details';
export type { OrderDetailsProps } from './lib/components/order-details/order-details';
export { orderMessages } from './lib/components/order-details/order-details.messages';
export { ORDER_SLUG, orderQuery } from './lib/state/order.queries';
export type { OrderArgs } from './lib/state/order.queries';

// The checkout form (SPEC §7), loaded when it first renders (a `React.lazy`: render it in `<Suspense>`).
export { CheckoutForm } from './lib/checkout/checkout-form.lazy';
export type { CheckoutFormProps } from './lib/checkout/checkout-form';

// The checkout's draft (session storage): whether one exists, so the cart page opens the checkout again.
export { checkoutDraftKey, hasCheckoutDraft } from './lib/checkout/checkout-draft';

// Analytics of the cart (GA4 items of a priced line).
export { quotationEvent, quotationItem } from './lib/analytics/cart-analytics';

// The call-back request (SPEC §7 `POST /deal/add/`): a button; its dialog and form load when pressed.
export { CallbackRequest, useCallbackRequest } from './lib/callback/callback-request';
export type { CallbackRequestControl, CallbackRequestOptions, CallbackRequestProps } from './lib/callback/callback-request';
