import type { LocaleCode } from '@storefront/locales';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cartDataLayer, quotationEvent, quotationItem } from '../../analytics/cart-analytics';
import { CART_CONTRACT_LIMITS, lineKey, type CartLimits, type CartLine } from '../../state/cart-line';
import { droppedNoticed, selectCartState } from '../../state/cart.slice';
import { refreshQuotation, setCartQuantity } from '../../state/cart.thunks';
import { useCartDispatch, useCartSelector } from '../../state/store-hooks';
import { useCartSync } from '../../state/use-cart-sync';
import { CartView } from './cart-view';
import type { InstalmentTerms } from '../../instalments/instalment-plan';

/**
 * How long a quantity waits for the next click before it is written and priced: rapid clicks on
 * + or − make one change and one quotation request, not one per click.
 */
const QUANTITY_SETTLE_MS = 400;

export interface CartContentsProps {
  /** The region's code (`ae`): its cart is `cartItems_{region}`. */
  region: string;
  locale: LocaleCode;
  country: string;
  /** The region's currency (`AED`). */
  currency: string;
  /** `/init/shop` `cartLimits`; default the backend contract's bounds. */
  limits?: CartLimits;
  /** `/init/shop` `instalments`: the total's payments under it where the region offers them. */
  instalments?: InstalmentTerms | null | undefined;
  imageUrl: (path: string) => string;
  /** Under the totals (the app's checkout button). */
  checkout?: ReactNode;
  /** Under the lines (the app's checkout form). */
  below?: ReactNode;
  aside?: ReactNode;
  /** Under the empty cart (the app's recently viewed products). */
  empty?: ReactNode;
}

/**
 * The cart of the region, from the store (the page injects the slice): restored after hydration,
 * in step with other tabs, every change written and priced by the backend (SPEC §4). Sends GA4
 * `view_cart` once priced and `remove_from_cart` for each removal.
 */
export function CartContents(props: CartContentsProps) {
  const { region, locale, country, currency, limits = CART_CONTRACT_LIMITS, instalments, imageUrl, checkout, below, aside, empty } = props;
  const dispatch = useCartDispatch();
  useCartSync(region, limits);
  const cart = useCartSelector(selectCartState);
  const drafts = useSettledQuantities((line, quantity) => dispatch(setCartQuantity(region, line, quantity, limits)));
  useViewCart(cart.quotationStatus === 'success' ? cart.quotation : undefined);

  const lines: CartLine[] = cart.lines.map((line) => {
    const pending = drafts.pending[lineKey(line)];
    return pending === undefined ? line : { ...line, quantity: pending };
  });

  const remove = (line: CartLine) => {
    const priced = cart.quotation.lines.find((item) => item.productId === line.product_id && item.warranty === line.warranty);
    drafts.cancel(line);
    dispatch(setCartQuantity(region, line, 0));
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
      region={region}
      restored={cart.region === region}
      lines={lines}
      quotation={cart.quotation}
      quotationStatus={cart.quotationStatus}
      loading={cart.loading}
      locale={locale}
      country={country}
      currency={currency}
      maxQuantity={limits.maxQuantity}
      maxLines={limits.maxLines}
      instalments={instalments}
      products={cart.products}
      dropped={cart.dropped}
      onDroppedNoticed={() => dispatch(droppedNoticed())}
      imageUrl={imageUrl}
      onQuantityChange={drafts.change}
      onRemove={remove}
      onRetry={() => void dispatch(refreshQuotation())}
      checkout={checkout}
      below={below}
      aside={aside}
      empty={empty}
    />
  );
}

/**
 * Quantities being clicked: shown at once, committed `QUANTITY_SETTLE_MS` after the last click of
 * a line (and when the page is left, so leaving never loses a click). Keyed by `lineKey`.
 */
function useSettledQuantities(commit: (line: CartLine, quantity: number) => void) {
  const [pending, setPending] = useState<Readonly<Record<string, number>>>({});
  const drafts = useRef(new Map<string, { line: CartLine; quantity: number; timer: ReturnType<typeof setTimeout> }>());
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  const forget = (line: CartLine) => {
    const key = lineKey(line);
    clearTimeout(drafts.current.get(key)?.timer);
    drafts.current.delete(key);
    setPending(({ [key]: _gone, ...rest }) => rest);
  };

  const settle = (line: CartLine) => {
    const draft = drafts.current.get(lineKey(line));
    if (!draft) return;
    forget(line);
    commitRef.current(draft.line, draft.quantity);
  };

  useEffect(() => {
    const open = drafts.current;
    return () => {
      for (const { line, quantity, timer } of open.values()) {
        clearTimeout(timer);
        commitRef.current(line, quantity);
      }
      open.clear();
    };
  }, []);

  const change = (line: CartLine, quantity: number) => {
    const key = lineKey(line);
    clearTimeout(drafts.current.get(key)?.timer);
    drafts.current.set(key, { line, quantity, timer: setTimeout(() => settle(line), QUANTITY_SETTLE_MS) });
    setPending((current) => ({ ...current, [key]: quantity }));
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
