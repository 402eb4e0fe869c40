// The comparison's state and its selectors, apart from the slice: a component that only shows
// whether a product is compared (the product page's toggle) reads the store without the reducers.
import { createSelector } from '@reduxjs/toolkit';
import { COMPARISON_LIMITS } from './comparison.limits';
import type { ComparisonCategoryEntry, ComparisonSlot } from './comparison.model';

export const COMPARISON_REDUCER_PATH = 'comparison';

export interface ComparisonState {
  /** The region whose saved comparison the state holds; null until restored. */
  region: string | null;
  /** At most 6, in the order they were created. */
  categories: ComparisonCategoryEntry[];
}

export const EMPTY_COMPARISON: ComparisonState = { region: null, categories: [] };

/**
 * The part of the store this lib owns. Optional: pages inject the slice when they need it, and
 * every selector reads an absent slice as an empty comparison. The other slices are the app's
 * (the index signature lets a store whose type does not declare the injected slice pass).
 */
export interface ComparisonStoreState {
  [slice: string]: unknown;
  [COMPARISON_REDUCER_PATH]?: ComparisonState;
}

export const selectComparison = (state: ComparisonStoreState): ComparisonState =>
  state[COMPARISON_REDUCER_PATH] ?? EMPTY_COMPARISON;

export const selectComparisonCategories = (state: ComparisonStoreState): ComparisonCategoryEntry[] =>
  selectComparison(state).categories;

/** The region whose comparison is in the store (null before it is restored). */
export const selectComparisonRegion = (state: ComparisonStoreState): string | null => selectComparison(state).region;

/** The category the comparison view shows, if any. */
export const selectActiveComparisonCategory = (state: ComparisonStoreState): ComparisonCategoryEntry | undefined =>
  selectComparisonCategories(state).find((category) => category.isActive);

/** The 3 slots of the comparison view (SPEC §9): the active category's products, then null. */
export const selectComparisonSlots: (state: ComparisonStoreState) => (ComparisonSlot | null)[] = createSelector(
  [selectComparisonCategories],
  (categories) => {
    const active = categories.find((category) => category.isActive);
    return Array.from({ length: COMPARISON_LIMITS.slots }, (_, index) => active?.products[index] ?? null);
  },
);

/** How many products are compared, over all categories (a header badge). */
export const selectComparedProductsCount = (state: ComparisonStoreState): number =>
  selectComparisonCategories(state).reduce((count, category) => count + category.products.length, 0);

/** Whether a product is in the comparison. */
export const selectIsCompared = (state: ComparisonStoreState, productId: number): boolean =>
  selectComparisonCategories(state).some((category) => category.products.some((product) => product.productId === productId));
