import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@storefront/api-client/testing';
import { createTestStore } from '@storefront/testing';
import { testProduct } from '../testing/products';
import { loadComparison, saveComparison } from '../state/comparison.persistence';
import { comparisonSlice, productToggled } from '../state/comparison.slice';
import { selectComparisonCategories } from '../state/comparison.selectors';
import { mergeSharedComparison } from '../state/comparison.thunks';

const makeStore = () =>
  createTestStore({ slices: [{ shell: (state: { open: boolean } = { open: false }) => state }], inject: [comparisonSlice] }).store;

describe('"Save to my comparison" (docs/adr/0282-comparison-share-link.md)', () => {
  it('merges the shared products into the own comparison: kept ones stay, the limits refuse the rest', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seed = makeStore();
    for (const product of [testProduct(1, 0), testProduct(2, 0), testProduct(9, 1)]) seed.dispatch(productToggled(product));
    const storage = new MemoryStorage();
    saveComparison('ae', selectComparisonCategories(seed.getState()), storage);

    const store = makeStore();
    const shared = [testProduct(2, 0), testProduct(3, 0), testProduct(4, 0), testProduct(5, 2)];
    const result = store.dispatch(mergeSharedComparison({ products: shared, region: 'ae', locale: 'en' }, storage));

    // 2 is already compared (not toggled away), 3 fills the Enduro, 4 is a fourth Enduro, 5 opens Scooters.
    expect(result).toEqual({ added: 2, refused: 1 });
    expect(loadComparison('ae', storage).map((category) => [category.title, category.products.map((slot) => slot.productId)])).toEqual([
      ['Enduro', [1, 2, 3]],
      ['Naked', [9]],
      ['Scooters', [5]],
    ]);
  });
});
