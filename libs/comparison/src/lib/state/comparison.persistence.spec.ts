import { describe, expect, it, vi } from 'vitest';
import { DeniedStorage, MemoryStorage } from '@storefront/api-client/testing';
import { createTestStore } from '@storefront/testing';
import { testProduct } from '../testing/products';
import { comparisonStorageKey, isSavedComparison, loadComparison, saveComparison } from './comparison.persistence';
import { selectComparisonCategories, selectComparisonRegion, selectIsCompared } from './comparison.selectors';
import { comparisonSlice, productToggled } from './comparison.slice';
import { chooseComparisonCategory, restoreComparison, toggleComparison, toggleComparisonCharacteristic } from './comparison.thunks';

/**
 * As the app builds its store: RTK Query in it from the start, the comparison
 * injected later. No backend here (the test store's default): the characteristics' fetch fails at
 * once (covered against the real one in comparison.contract.spec.ts).
 */
const makeStore = () =>
  createTestStore({ slices: [{ shell: (state: { open: boolean } = { open: false }) => state }], inject: [comparisonSlice] }).store;

/** Some categories as a store makes them (and saves them). */
function savedCategories(...products: ReturnType<typeof testProduct>[]) {
  const store = makeStore();
  for (const product of products) store.dispatch(productToggled(product));
  return selectComparisonCategories(store.getState());
}

describe('local storage per region (SPEC §4)', () => {
  it('saves under comparison_{region} and reads the same categories back', () => {
    const storage = new MemoryStorage();
    const categories = savedCategories(testProduct(1, 0), testProduct(2, 1));
    saveComparison('ae', categories, storage);
    expect(storage.getItem('comparison_ae')).not.toBeNull();
    expect(comparisonStorageKey('om')).toBe('comparison_om');
    expect(loadComparison('ae', storage)).toEqual(categories);
    expect(loadComparison('om', storage)).toEqual([]);
  });

  it('removes the key when the comparison is emptied', () => {
    const storage = new MemoryStorage();
    saveComparison('ae', savedCategories(testProduct(1, 0)), storage);
    saveComparison('ae', [], storage);
    expect(storage.length).toBe(0);
  });

  it('resets to empty, with a warning, when the saved text is not JSON', () => {
    const storage = new MemoryStorage();
    storage.setItem('comparison_ae', '[{"id": 11,');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadComparison('ae', storage)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['an object', { categories: [] }],
    ['a category without products', [{ ...savedCategories(testProduct(1, 0))[0], products: [] }]],
    ['a slot with a string id', [{ ...savedCategories(testProduct(1, 0))[0], products: [{ ...savedCategories(testProduct(1, 0))[0]?.products[0], productId: '1' }] }]],
    ['four products in a category', savedCategories(testProduct(1, 0)).map((category) => ({ ...category, products: [0, 1, 2, 3].map((id) => ({ ...category.products[0], id, productId: id + 1 })) }))],
    ['seven categories', Array.from({ length: 7 }, (_, index) => savedCategories(testProduct(index + 1, index % 7))[0])],
    ['a category twice', [...savedCategories(testProduct(1, 0)), ...savedCategories(testProduct(2, 0))]],
    ['two active categories', [...savedCategories(testProduct(1, 0)), ...savedCategories(testProduct(2, 1))]],
    ['null', null],
  ])('resets to empty, with a warning, when the saved JSON is %s', (_name, saved) => {
    const storage = new MemoryStorage();
    storage.setItem('comparison_ae', JSON.stringify(saved));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isSavedComparison(saved)).toBe(false);
    expect(loadComparison('ae', storage)).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads nothing and saves nothing, without throwing, when storage is switched off', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadComparison('ae', new DeniedStorage())).toEqual([]);
    expect(() => saveComparison('ae', savedCategories(testProduct(1, 0)), new DeniedStorage())).not.toThrow();
    expect(loadComparison('ae', undefined)).toEqual([]);
    expect(() => saveComparison('ae', savedCategories(testProduct(1, 0)), undefined)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('uses the browser’s local storage by default, and none where there is none (Node)', () => {
    expect(loadComparison('ae')).toEqual([]);
  });
});

describe('the thunks save what they change', () => {
  it('restores a region’s comparison, and replaces it when another region is restored', () => {
    const storage = new MemoryStorage();
    saveComparison('ae', savedCategories(testProduct(1, 0)), storage);
    saveComparison('om', savedCategories(testProduct(2, 1)), storage);
    const store = makeStore();

    store.dispatch(restoreComparison('ae', storage));
    expect(selectComparisonRegion(store.getState())).toBe('ae');
    expect(selectIsCompared(store.getState(), 1)).toBe(true);

    store.dispatch(restoreComparison('om', storage));
    expect(selectIsCompared(store.getState(), 1)).toBe(false);
    expect(selectIsCompared(store.getState(), 2)).toBe(true);
  });

  it('does not dispatch when the saved copy equals the state', () => {
    const storage = new MemoryStorage();
    saveComparison('ae', savedCategories(testProduct(1, 0)), storage);
    const store = makeStore();
    store.dispatch(restoreComparison('ae', storage));
    const before = store.getState();
    store.dispatch(restoreComparison('ae', storage));
    expect(store.getState()).toBe(before);
  });

  it('toggling restores the region first, then saves; a refused product changes nothing', async () => {
    const storage = new MemoryStorage();
    saveComparison('ae', savedCategories(testProduct(1, 0), testProduct(2, 0), testProduct(3, 0)), storage);
    const store = makeStore();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const refused = store.dispatch(toggleComparison({ product: testProduct(4, 0), region: 'ae', locale: 'en' }, storage));
    expect(refused.outcome).toBe('tooManyProducts');
    expect(selectComparisonCategories(store.getState())[0]?.products).toHaveLength(3);

    const removed = store.dispatch(toggleComparison({ product: testProduct(2, 0), region: 'ae', locale: 'en' }, storage));
    expect(removed.outcome).toBe('removed');
    expect(loadComparison('ae', storage)[0]?.products.map((slot) => slot.productId)).toEqual([1, 3]);

    const added = store.dispatch(toggleComparison({ product: testProduct(5, 1), region: 'ae', locale: 'en' }, storage));
    expect(added.outcome).toBe('added');
    expect(loadComparison('ae', storage).map((category) => [category.title, category.isActive])).toEqual([
      ['Enduro', false],
      ['Naked', true],
    ]);
    // Offline: the characteristics stay empty, the shopper's choice is kept.
    await added.characteristics;
    expect(warn).toHaveBeenCalledWith('The characteristics of model-5 could not be loaded', expect.anything());
    expect(loadComparison('ae', storage)[1]?.products[0]?.characteristics).toEqual([]);
  });

  it('choosing a category and ticking a characteristic are saved', () => {
    const storage = new MemoryStorage();
    const store = makeStore();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.dispatch(toggleComparison({ product: testProduct(1, 0), region: 'ae', locale: 'en' }, storage));
    store.dispatch(toggleComparison({ product: testProduct(2, 1), region: 'ae', locale: 'en' }, storage));
    store.dispatch(chooseComparisonCategory('ae', 11, storage));
    expect(loadComparison('ae', storage).map((category) => category.isActive)).toEqual([true, false]);

    // A name the category does not have changes nothing; the copy stays valid.
    store.dispatch(toggleComparisonCharacteristic('ae', { categoryId: 11, group: 'Engine', title: 'Power' }, storage));
    expect(loadComparison('ae', storage)[0]?.selectedCharacteristics).toEqual([]);
  });

  it('keeps working in memory when storage is switched off', () => {
    const store = makeStore();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new DeniedStorage();
    store.dispatch(restoreComparison('ae', storage));
    const { outcome } = store.dispatch(toggleComparison({ product: testProduct(1, 0), region: 'ae', locale: 'en' }, storage));
    expect(outcome).toBe('added');
    expect(selectIsCompared(store.getState(), 1)).toBe(true);
  });
});
