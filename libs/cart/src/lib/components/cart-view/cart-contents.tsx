import type { LocaleCode } from '@storefront/locales';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cartDataLayer, quotationEvent, quotationItem } from '../../analytics/cart-analytics';
import { CART_CONTRACT_LIMITS, type CartLimits, type CartLine } from '../../state/cart-line';
import { selectCartState } from '../../state/cart.slice';
import { refreshQuotation, setCartQuantity } from '../../state/cart.thunks';
import { useCartDispatch, useCartSelector } from '../../state/store-hooks';
import { useCartSync } from '../../state/use-cart-sync';
import { CartView } from './cart-view';

/**
 * How long a quantity waits for the next click before it is written and priced: rapid clicks on
 * + or − make one change and one quotation request, not one per click.
 */
export const QUANTITY_SETTLE_MS = 400;

export interface CartContentsProps {
  /** The region's code (`ae`): its cart is `cartItems_{region}`. */
  region: string;
  locale: LocaleCode;
  country: string;
  /** The region's currency (`AED`). */
  currency: string;
  /** `/init/shop` `cartLimits`; default the backend contract's bounds. */
  limits?: CartLimits;
  imageUrl: (path: string) => string;
  /** Under the totals (the app's checkout). */
  checkout?: ReactNode;
  aside?: ReactNode;
}

/**
 * The cart of the region, from the store (the page injects the slice): restored after hydration,
 * in step with other tabs, every change written and priced by the backend (SPEC §4). Sends GA4
 * `view_cart` once priced and `remove_from_cart` for each removal.
 */
export function CartContents({ region, locale, country, currency, limits = CART_CONTRACT_LIMITS, imageUrl, checkout, aside }: CartContentsProps) {
  const dispatch = useCartDispatch();
  useCartSync(region);
  const cart = useCartSelector(selectCartState);
  const drafts = useSettledQuantities((productId, quantity) => dispatch(setCartQuantity(region, productId, quantity, limits)));
  useViewCart(cart.quotationStatus === 'success' ? cart.quotation : undefined);

  const lines: CartLine[] = cart.lines.map((line) =>
    drafts.pending[line.product_id] === undefined ? line : { ...line, quantity: drafts.pending[line.product_id] as number },
  );

  const remove = (productId: number) => {
    const priced = cart.quotation.lines.find((line) => line.productId === productId);
    drafts.cancel(productId);
    dispatch(setCartQuantity(region, productId, 0));
    if (priced) {
      cartDataLayer.track({
        name: 'remove_from_cart',
        currency: cart.quotation.currency ?? currency,
        value: (priced.linePrice - priced.discount) / 10 ** (cart.quotation.fractionDigits ?? 2),
        items: [quotationItem(priced, cart.quotation.fractionDigits)],
      });
    }
  };

  return (
    <CartView
      restored={cart.region === region}
      lines={lines}
      quotation={cart.quotation}
      quotationStatus={cart.quotationStatus}
      loading={cart.loading}
      locale={locale}
      country={country}
      currency={currency}
      maxQuantity={limits.maxQuantity}
      imageUrl={imageUrl}
      onQuantityChange={drafts.change}
      onRemove={remove}
      onRetry={() => void dispatch(refreshQuotation())}
      checkout={checkout}
      aside={aside}
    />
  );
}

/**
 * Quantities being clicked: shown at once, committed `QUANTITY_SETTLE_MS` after the last click of
 * a line (and at unmount, so leaving the page never loses a click).
 */
function useSettledQuantities(commit: (productId: number, quantity: number) => void) {
  const [pending, setPending] = useState<Record<number, number>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef({ pending, commit });
  latest.current = { pending, commit };

  const settle = useCallback((productId: number) => {
    timers.current.delete(productId);
    const quantity = latest.current.pending[productId];
    setPending(({ [productId]: _settled, ...rest }) => rest);
    if (quantity !== undefined) latest.current.commit(productId, quantity);
  }, []);

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const [productId, timer] of running) {
        clearTimeout(timer);
        const quantity = latest.current.pending[productId];
        if (quantity !== undefined) latest.current.commit(productId, quantity);
      }
      running.clear();
    };
  }, []);

  const change = (productId: number, quantity: number) => {
    clearTimeout(timers.current.get(productId));
    latest.current.pending = { ...latest.current.pending, [productId]: quantity };
    setPending((current) => ({ ...current, [productId]: quantity }));
    timers.current.set(productId, setTimeout(() => settle(productId), QUANTITY_SETTLE_MS));
  };

  const cancel = (productId: number) => {
    clearTimeout(timers.current.get(productId));
    timers.current.delete(productId);
    latest.current.pending = Object.fromEntries(Object.entries(latest.current.pending).filter(([id]) => Number(id) !== productId));
    setPending(({ [productId]: _cancelled, ...rest }) => rest);
  };

  return { pending, change, cancel };
}

/** GA4 `view_cart`, once per visit of the page, when the cart is first priced. */
function useViewCart(quotation: Parameters<typeof quotationEvent>[0] | undefined) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !quotation || !quotation.lines.length) return;
    sent.current = true;
    cartDataLayer.track({ name: 'view_cart', ...quotationEvent(quotation) });
  }, [quotation]);
}
