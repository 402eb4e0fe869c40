import { CART_WARRANTIES, CART_CONTRACT_LIMITS, type CartLine, type CartWarranty } from './cart-line';
import { cartStorageKey, isStoredCartLine, notifyCartStored, readStoredCart } from '../storage/stored-cart';

/**
 * The lines of a stored cart (`cartItems_{region}`, a JSON list of lines). Tolerant, never throws: a
 * value that is not JSON or not a list is an empty cart, a malformed line is dropped, a second line of
 * the same product is dropped, a line without `warranty` (written before warranties) or with an unknown
 * one gets 'basic', a quantity above what the backend accepts is capped. Each of these is reported once with `console.warn`.
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
  const seen = new Set<number>();
  for (const item of value as unknown[]) {
    if (!isStoredCartLine(item)) continue;
    const { product_id: productId, quantity, warranty } = item as { product_id: number; quantity: number; warranty?: unknown };
    if (seen.has(productId)) continue;
    seen.add(productId);
    lines.push({
      product_id: productId,
      quantity: Math.min(quantity, CART_CONTRACT_LIMITS.maxQuantity),
      warranty: CART_WARRANTIES.includes(warranty as CartWarranty) ? (warranty as CartWarranty) : 'basic',
    });
  }
  if (lines.length < value.length) {
    console.warn(`The stored cart ${cartStorageKey(region)} had ${value.length - lines.length} malformed line(s); they were dropped.`);
  }
  return lines;
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
