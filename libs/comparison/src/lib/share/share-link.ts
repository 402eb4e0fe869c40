// A comparison as a link (docs/adr/0282-comparison-share-link.md): `?products=12,34,56`, the compared
// products' ids, the active category's first. Plain functions of plain data; no React, no Redux.
import {
  COMPARISON_LIMITS,
  slotOf,
  toggleOutcome,
  type ComparableProduct,
  type ComparisonCategoryEntry,
} from '../state/comparison.model';

/** The query parameter of a shared comparison. */
export const SHARE_PARAM = 'products';

/** The most products a comparison can hold (SPEC §5: 6 categories of 3): a link never names more. */
export const MAX_SHARED_PRODUCTS = COMPARISON_LIMITS.categories * COMPARISON_LIMITS.productsPerCategory;

/** A link's entries read at most: a hostile link of a million commas costs no more than this. */
const MAX_ENTRIES = MAX_SHARED_PRODUCTS * 4;

/** A product id as a link writes it: a positive whole number without sign, zeros in front or exponent. */
const ID = /^[1-9]\d{0,14}$/;

export interface SharedProductIds {
  /** Distinct ids in the link's order, at most `MAX_SHARED_PRODUCTS`. */
  ids: number[];
  /** Entries left out: not an id (garbage, negative, zero, fractions) or beyond the limit; repeats are not counted. */
  rejected: number;
}

/**
 * The product ids of a shared link's `products` value (`12,34,56`). Anything else in it is left out
 * and counted, so the page can say that some of the link could not be shown; it never throws.
 */
export function parseSharedProducts(value: string): SharedProductIds {
  const ids: number[] = [];
  const seen = new Set<number>();
  let rejected = 0;
  const entries = value.split(',', MAX_ENTRIES + 1);
  if (entries.length > MAX_ENTRIES) rejected += 1;
  for (const entry of entries.slice(0, MAX_ENTRIES)) {
    const text = entry.trim();
    if (text === '') continue;
    const id = Number(text);
    if (!ID.test(text) || !Number.isSafeInteger(id)) rejected += 1;
    else if (seen.has(id)) continue;
    else if (ids.length >= MAX_SHARED_PRODUCTS) rejected += 1;
    else {
      seen.add(id);
      ids.push(id);
    }
  }
  return { ids, rejected };
}

/** The `products` value of a comparison's link: the active category's products first, then the others in order. */
export function shareValue(categories: readonly Pick<ComparisonCategoryEntry, 'isActive' | 'products'>[]): string {
  const ordered = [...categories.filter((category) => category.isActive), ...categories.filter((category) => !category.isActive)];
  return ordered.flatMap((category) => category.products.map((slot) => slot.productId)).join(',');
}

/** A comparison's link: this page's address with the `products` parameter only. */
export function shareUrl(pageUrl: string, categories: readonly Pick<ComparisonCategoryEntry, 'isActive' | 'products'>[]): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = '';
  url.searchParams.set(SHARE_PARAM, shareValue(categories));
  // Commas stay readable: they are allowed in a query (RFC 3986 sub-delims).
  return url.toString().replaceAll('%2C', ',');
}

export interface SharedComparison {
  categories: ComparisonCategoryEntry[];
  /** Ids the region does not sell (or not at all), and products refused by the limits of SPEC §5. */
  dropped: number;
}

/**
 * The comparison a link names, from the products the region answered for its ids: each product in
 * the link's order joins its leaf category under the rules of SPEC §5 (at most 6 categories, 3 products
 * each; the rest is dropped), the first category is active. Ids without a product are dropped.
 */
export function sharedComparison(ids: readonly number[], products: readonly ComparableProduct[]): SharedComparison {
  const byId = new Map(products.map((product) => [product.id, product]));
  const categories: ComparisonCategoryEntry[] = [];
  let dropped = 0;
  for (const id of ids) {
    const product = byId.get(id);
    if (!product || toggleOutcome(categories, product) !== 'added') {
      dropped += 1;
      continue;
    }
    const category = categories.find((entry) => entry.id === product.category.id);
    if (category) category.products.push(slotOf(product, category.products.length));
    else {
      const { id: categoryId, slug, path, title } = product.category;
      categories.push({
        id: categoryId,
        slug,
        path,
        title,
        products: [slotOf(product, 0)],
        characteristics: [],
        selectedCharacteristics: [],
        isActive: categories.length === 0,
      });
    }
  }
  return { categories, dropped };
}
