// The few bytes of the comparison that every page's header needs (the count over the comparison
// icon): the storage key, a tolerant count and the same-tab notification. Nothing here imports Redux
// or React, so the header's first load gains only this file and the comparison's limits.
import { COMPARISON_LIMITS } from '../state/comparison.limits';

/** SPEC §4: the comparison of a region is kept in local storage under this key (`comparison_ae`). */
export const comparisonStorageKey = (region: string): string => `comparison_${region}`;

/**
 * How many products a stored comparison holds (a JSON list of categories, each with its `products`).
 * Tolerant and cheap: a category counts its listed products up to the limit (`COMPARISON_LIMITS`),
 * anything unreadable counts 0.
 * The comparison itself checks the whole shape when it restores (and rewrites what it resets).
 */
export function comparisonProductCount(stored: string | null): number {
  try {
    const categories: unknown = JSON.parse(stored || '0');
    if (!Array.isArray(categories)) return 0;
    return categories.reduce<number>((count, category: { products?: unknown } | null) => {
      const products = category?.products;
      return count + (Array.isArray(products) ? Math.min(products.length, COMPARISON_LIMITS.productsPerCategory) : 0);
    }, 0);
  } catch {
    return 0;
  }
}

/** The number of products in the region's stored comparison; 0 when storage cannot be read. */
export function storedComparisonCount(region: string): number {
  try {
    return comparisonProductCount(window.localStorage.getItem(comparisonStorageKey(region)));
  } catch {
    // Storage can be switched off (privacy settings): the comparison is then empty.
    return 0;
  }
}

/**
 * Tells this tab's listeners (the header's count) that the region's stored comparison changed. The
 * browser sends `storage` events to the other tabs only. The event has no `storageArea`, so the
 * comparison's own listener (which restores from storage) leaves it alone.
 */
export function notifyComparisonStored(region: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: comparisonStorageKey(region) }));
}
