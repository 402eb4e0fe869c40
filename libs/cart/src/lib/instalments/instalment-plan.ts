import type { InitShop } from '@storefront/api-client';

/** A region's pay-in-instalments terms (`/init/shop` `instalments`): provider, count, order totals it takes. */
export type InstalmentTerms = NonNullable<InitShop['instalments']>;

/**
 * The payments of `total` (minor units) in `terms.count` instalments, or null where the provider does
 * not take it (outside `minTotal`–`maxTotal`). Each payment is the total divided by the count, rounded
 * down to the minor unit; the first carries what rounding left, so the payments add up to the total.
 */
export function instalmentPlan(total: number, terms: InstalmentTerms): number[] | null {
  if (!Number.isSafeInteger(total) || total < terms.minTotal || total > terms.maxTotal) return null;
  const payment = Math.floor(total / terms.count);
  return Array.from({ length: terms.count }, (_, index) => (index === 0 ? total - payment * (terms.count - 1) : payment));
}
