import { useEffect, useRef } from 'react';
import { CART_CONTRACT_LIMITS, CART_WARRANTIES, type CartLimits, type CartWarranty } from './cart-line';
import { addToCart } from './cart.thunks';
import { useCartDispatch } from './store-hooks';

/**
 * An addition to the cart carried by the cart page's address: what the product page's form sends
 * when a shopper taps "Add to cart" before the page's script has hydrated (`AddToCartButton`'s
 * `submit`): `/cart/?add={product id}&quantity={pieces}&warranty={basic|pro}`.
 */
export interface CartAddition {
  productId: number;
  quantity: number;
  warranty: CartWarranty;
}

/**
 * The query's field names, which the form's controls carry: the submit button sends `product`, a
 * `QuantityStepper` is named `quantity` (the catalogue's `WarrantyChoice` names its radios `warranty`).
 */
export const CART_ADDITION_FIELDS = Object.freeze({ product: 'add', quantity: 'quantity', warranty: 'warranty' });

/** A whole number written in digits only, from 1 to `max`; anything else is not one. */
function wholeNumber(value: unknown, max: number): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
}

/**
 * The addition a cart page's query names, or none: a product id that is no positive whole number
 * means no addition; a quantity that is none (or above the contract's bound) is 1, an unknown warranty
 * Basic. Never throws. Whether the region sells the product is the quotation's to say: a product it
 * does not sell leaves the cart with the usual notice.
 */
export function cartAdditionFromSearch(search: Readonly<Record<string, unknown>>): CartAddition | undefined {
  const productId = wholeNumber(search[CART_ADDITION_FIELDS.product], Number.MAX_SAFE_INTEGER);
  if (productId === undefined) return undefined;
  const warranty = CART_WARRANTIES.find((id) => id === search[CART_ADDITION_FIELDS.warranty]) ?? 'basic';
  return { productId, quantity: wholeNumber(search[CART_ADDITION_FIELDS.quantity], CART_CONTRACT_LIMITS.maxQuantity) ?? 1, warranty };
}

/**
 * Adds the addition the cart page's query names (`cartAdditionFromSearch`) to the region's cart once,
 * in the browser after hydration (within `limits`), then calls `onAdded`, which takes it out of the
 * address (so a reload does not add it twice).
 */
export function useCartAddition(region: string, search: Readonly<Record<string, unknown>>, limits: CartLimits | undefined, onAdded: () => void): void {
  const dispatch = useCartDispatch();
  const addition = cartAdditionFromSearch(search);
  // The addition last made, by value: a re-render before the address has changed makes no second one.
  const key = addition && `${region}:${addition.productId}:${addition.quantity}:${addition.warranty}`;
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!addition || done.current === key) return;
    done.current = key;
    dispatch(addToCart(region, { ...addition, ...(limits ? { limits } : {}) }));
    onAdded();
  }, [addition, dispatch, key, limits, onAdded, region]);
}
