import type { LocaleCode } from '@storefront/locales';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  /** Under the totals (the app's checkout button). */
  checkout?: ReactNode;
  /** Under the lines (the app's checkout form). */
  below?: ReactNode;
  aside?: ReactNode;
}

/**
 * The cart of the region, from the store (the page injects the slice): restored after hydration,
 * in step with other tabs, every change written and priced by the backend (SPEC §4). Sends GA4
 * `view_cart` once priced and `remove_from_cart` for each removal.
 */
export function CartContents({ region, locale, country, currency, limits = CART_CONTRACT_LIMITS, imageUrl, checkout, below, aside }: CartContentsProps) {
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
      below={below}
      aside={aside}
    />
  );
}

/**
 * Quantities being clicked: shown at once, committed `QUANTITY_SETTLE_MS` after the last click of
 * a line (and when the page is left, so leaving never loses a click).
 */
function useSettledQuantities(commit: (productId: number, quantity: number) => void) {
  const [pending, setPending] = useState<Readonly<Record<number, number>>>({});
  const drafts = useRef(new Map<number, { quantity: number; timer: ReturnType<typeof setTimeout> }>());
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  const forget = (productId: number) => {
    clearTimeout(drafts.current.get(productId)?.timer);
    drafts.current.delete(productId);
    setPending(({ [productId]: _gone, ...rest }) => rest);
  };

  const settle = (productId: number) => {
    const draft = drafts.current.get(productId);
    if (!draft) return;
    forget(productId);
    commitRef.current(productId, draft.quantity);
  };

  useEffect(() => {
    const open = drafts.current;
    return () => {
      for (const [productId, { quantity, timer }] of open) {
        clearTimeout(timer);
        commitRef.current(productId, quantity);
      }
      open.clear();
    };
  }, []);

  const change = (productId: number, quantity: number) => {
    clearTimeout(drafts.current.get(productId)?.timer);
    drafts.current.set(productId, { quantity, timer: setTimeout(() => settle(productId), QUANTITY_SETTLE_MS) });
    setPending((current) => ({ ...current, [productId]: quantity }));
  };

  return { pending, change, cancel: forget };
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
