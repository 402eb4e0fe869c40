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
  const productId = wholeNumber(search['add'], Number.MAX_SAFE_INTEGER);
  if (productId === undefined) return undefined;
  const warranty = CART_WARRANTIES.find((id) => id === search['warranty']) ?? 'basic';
  return { productId, quantity: wholeNumber(search['quantity'], CART_CONTRACT_LIMITS.maxQuantity) ?? 1, warranty };
}

/**
 * Adds `addition` to the region's cart once, in the browser after hydration (within `limits`), then
 * calls `onAdded`, which takes the addition out of the address (so a reload does not add it twice).
 */
export function useCartAddition(region: string, addition: CartAddition | undefined, limits: CartLimits | undefined, onAdded: () => void): void {
  const dispatch = useCartDispatch();
  // The addition last made, by value: a re-render before the address has changed makes no second one.
  const done = useRef('');
  useEffect(() => {
    if (!addition) return;
    const key = `${region}:${addition.productId}:${addition.quantity}:${addition.warranty}`;
    if (done.current === key) return;
    done.current = key;
    dispatch(addToCart(region, { ...addition, ...(limits ? { limits } : {}) }));
    onAdded();
  }, [addition, dispatch, limits, onAdded, region]);
}
