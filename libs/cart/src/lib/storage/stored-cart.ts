// The few bytes of the cart that every page's header needs (the count over the cart icon): the storage
// key, the tolerant line check and the same-tab notification. Nothing here imports Redux, React or
// another module of the lib, so the header's first load gains only this file.

/** SPEC §4: the cart of a region is kept in local storage under this key. */
export const cartStorageKey = (region: string): string => `cartItems_${region}`;

/**
 * A stored line the cart keeps: a positive whole `product_id` and a whole `quantity` of at least 1.
 * Its `warranty` is not checked here: a line without one (written before warranties) or with an
 * unknown one restores as 'basic'.
 */
export function isStoredCartLine(value: unknown): boolean {
  // Any JSON value: `null ?? {}` and a number or string simply have no such fields.
  const line = (value ?? {}) as { product_id: number; quantity: number };
  return line.product_id > 0 && line.quantity > 0 && Number.isInteger(line.product_id) && Number.isInteger(line.quantity);
}

/**
 * The number of lines of a stored cart (a JSON list of `{ product_id, quantity, warranty }`), counted
 * as the cart restores them: malformed lines are left out, anything unreadable is an empty cart. (A
 * second line of one product, which only a hand-edited storage has, is counted here and dropped by
 * the cart, whose next write corrects the count: not worth bytes in every page's first load.)
 */
export function cartLineCount(stored: string | null): number {
  try {
    const lines: unknown = JSON.parse(stored || '0');
    return Array.isArray(lines) ? lines.filter(isStoredCartLine).length : 0;
  } catch {
    return 0;
  }
}

/**
 * The same count as `cartLineCount` on the region's stored cart, as the source of a script that runs
 * in the page before React does (no imports, ES5): it calls `then(count)` with the count, 0 when
 * storage cannot be read. stored-cart.spec.ts runs it on the same stored values as `cartLineCount`.
 */
export function storedCartLineCountScript(region: string, then: string): string {
  // JSON is JavaScript, and `<` escaped keeps the key from closing the script element.
  const key = JSON.stringify(cartStorageKey(region)).replace(/</g, '\\u003c');
  return (
    `(function(){var n=0;try{var l=JSON.parse(localStorage.getItem(${key})||"0");` +
    'if(Array.isArray(l))for(var i=0;i<l.length;i++){var x=l[i]==null?{}:l[i];' +
    'if(x.product_id>0&&x.quantity>0&&Number.isInteger(x.product_id)&&Number.isInteger(x.quantity))n++}}catch(e){}' +
    `(${then})(n)})()`
  );
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
