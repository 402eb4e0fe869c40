import { CART_WARRANTIES, CART_CONTRACT_LIMITS, lineKey, type CartLimits, type CartLine, type CartWarranty } from './cart-line';
import { cartStorageKey, isStoredCartLine, notifyCartStored, readStoredCart } from '../storage/stored-cart';

/**
 * The lines of a stored cart (`cartItems_{region}`, a JSON list of lines). Tolerant, never throws: a
 * value that is not JSON or not a list is an empty cart, a malformed line is dropped, a line without
 * `warranty` (written before warranties) or with an unknown one gets 'basic', a second line of the
 * same product with the same warranty is dropped, a quantity above what the backend accepts is
 * capped. Each of these is reported once with `console.warn`. Carts stored before a line was a
 * product with its warranty (one line per product) read as they are. How many lines fit is
 * `fitLines`'s business: every well-formed line is returned.
 */
export function parseStoredCart(stored: string | null, region = ''): CartLine[] {
  if (stored === null || stored === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    console.warn(`The stored cart ${cartStorageKey(region)} is not JSON; the cart starts empty.`);
    return [];
  }
  if (!Array.isArray(value)) {
    console.warn(`The stored cart ${cartStorageKey(region)} is not a list of lines; the cart starts empty.`);
    return [];
  }
  const lines: CartLine[] = [];
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    if (!isStoredCartLine(item)) continue;
    const { product_id: productId, quantity, warranty } = item as { product_id: number; quantity: number; warranty?: unknown };
    const line: CartLine = {
      product_id: productId,
      quantity: Math.min(quantity, CART_CONTRACT_LIMITS.maxQuantity),
      warranty: CART_WARRANTIES.includes(warranty as CartWarranty) ? (warranty as CartWarranty) : 'basic',
    };
    if (seen.has(lineKey(line))) continue;
    seen.add(lineKey(line));
    lines.push(line);
  }
  if (lines.length < value.length) {
    console.warn(`The stored cart ${cartStorageKey(region)} had ${value.length - lines.length} malformed line(s); they were dropped.`);
  }
  return lines;
}

/**
 * The lines a cart keeps within `limits`: the first `maxLines` (in the order they were added), each
 * capped at `maxQuantity`; `dropped` are the lines beyond, for the shopper to be told. A cart above
 * the limit comes from another tab or an older version; without the cut, its every quotation would
 * be refused (the backend takes `maxLines` lines at most) and its prices never shown.
 */
export function fitLines(lines: readonly CartLine[], limits: CartLimits = CART_CONTRACT_LIMITS): { lines: CartLine[]; dropped: CartLine[] } {
  const capped = lines.map((line) => (line.quantity > limits.maxQuantity ? { ...line, quantity: limits.maxQuantity } : line));
  return { lines: capped.slice(0, limits.maxLines), dropped: capped.slice(limits.maxLines) };
}

/** The region's stored cart, parsed; empty when storage is switched off. */
export const loadStoredCart = (region: string): CartLine[] => parseStoredCart(readStoredCart(region), region);

/**
 * Writes the region's lines (SPEC §4: on every change), or removes the stored copy when `lines` is
 * null (SPEC §4: clearing). Storage that is switched off or full keeps the cart in memory only; the
 * tab's own listeners (the header's count) are told either way.
 */
export function saveStoredCart(region: string, lines: readonly CartLine[] | null): void {
  try {
    if (lines === null) window.localStorage.removeItem(cartStorageKey(region));
    else window.localStorage.setItem(cartStorageKey(region), JSON.stringify(lines));
  } catch (error) {
    console.warn(`The cart could not be stored under ${cartStorageKey(region)}; it lasts until the page is left.`, error);
  }
  notifyCartStored(region);
}
