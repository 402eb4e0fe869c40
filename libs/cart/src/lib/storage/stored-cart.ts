// The few bytes of the cart that every page's header needs (the count over the cart icon): the storage
// key, the tolerant line check and the same-tab notification. Nothing here imports Redux, React or
// another module of the lib, so the header's first load gains only this file.

/** SPEC §4: the cart of a region is kept in local storage under this key. */
export const cartStorageKey = (region: string): string => `cartItems_${region}`;

/** A stored line as the cart can restore it: an old line without `warranty` is still one (it gets 'basic'). */
export function isStoredCartLine(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { product_id: productId, quantity, warranty } = value as Record<string, unknown>;
  return (
    Number.isInteger(productId) &&
    (productId as number) > 0 &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (warranty === undefined || warranty === 'basic' || warranty === 'pro')
  );
}

/**
 * The number of lines of a stored cart (a JSON list of `{ product_id, quantity, warranty }`), counted
 * as the cart restores them: malformed lines and repeats of a product are left out, anything
 * unreadable is an empty cart.
 */
export function cartLineCount(stored: string | null): number {
  if (!stored) return 0;
  try {
    const lines: unknown = JSON.parse(stored);
    if (!Array.isArray(lines)) return 0;
    return new Set(lines.filter(isStoredCartLine).map((line: { product_id: number }) => line.product_id)).size;
  } catch {
    return 0;
  }
}

/** The region's stored cart as written, or null when there is none or storage is switched off. */
export function readStoredCart(region: string): string | null {
  try {
    return window.localStorage.getItem(cartStorageKey(region));
  } catch {
    // Storage can be switched off (privacy settings): the cart is then empty.
    return null;
  }
}

/** The number of lines of the region's stored cart; 0 when storage cannot be read. */
export const storedCartLineCount = (region: string): number => cartLineCount(readStoredCart(region));

/**
 * Tells this tab's listeners (the header's count) that the region's stored cart changed. The browser
 * sends `storage` events to the other tabs only; the cart sends the same event to its own tab, so a
 * listener hears both with one subscription.
 */
export function notifyCartStored(region: string): void {
  window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey(region) }));
}

/**
 * Calls `listener` whenever a stored cart may have changed, in this tab or another (`storage`).
 * Returns the unsubscribe function, as `useSyncExternalStore` wants it.
 */
export function subscribeToStoredCarts(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
