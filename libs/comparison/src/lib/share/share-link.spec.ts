import { describe, expect, it } from 'vitest';
import { testProduct } from '../testing/products';
import { MAX_SHARED_PRODUCTS, parseSharedProducts, shareUrl, shareValue, sharedComparison } from './share-link';

describe('parseSharedProducts', () => {
  it('reads comma-separated ids in order', () => {
    expect(parseSharedProducts('12,34,56')).toEqual({ ids: [12, 34, 56], rejected: 0 });
    expect(parseSharedProducts(' 7 , 9 ')).toEqual({ ids: [7, 9], rejected: 0 });
  });

  it('keeps the first of repeated ids without counting the repeats as lost', () => {
    expect(parseSharedProducts('5,5,6,5')).toEqual({ ids: [5, 6], rejected: 0 });
  });

  it('leaves out and counts what is not a positive whole number', () => {
    const parsed = parseSharedProducts('-3,0,1.5,abc,1e3,0x10,+4,007,Infinity,NaN,<script>,8');
    expect(parsed.ids).toEqual([8]);
    expect(parsed.rejected).toBe(11);
  });

  it('refuses ids beyond safe integers', () => {
    expect(parseSharedProducts('999999999999999999999,3')).toEqual({ ids: [3], rejected: 1 });
  });

  it('ignores empty entries', () => {
    expect(parseSharedProducts('')).toEqual({ ids: [], rejected: 0 });
    expect(parseSharedProducts(',,1,,')).toEqual({ ids: [1], rejected: 0 });
  });

  it('names at most as many products as a comparison holds (6 × 3)', () => {
    const ids = Array.from({ length: 40 }, (_, index) => index + 1);
    const parsed = parseSharedProducts(ids.join(','));
    expect(MAX_SHARED_PRODUCTS).toBe(18);
    expect(parsed.ids).toEqual(ids.slice(0, 18));
    expect(parsed.rejected).toBe(22);
  });

  it('reads a huge hostile list in bounded time and without throwing', () => {
    const started = performance.now();
    const parsed = parseSharedProducts(`${'1,'.repeat(500_000)}x`.concat(',-1'.repeat(100_000)));
    expect(parsed.ids).toEqual([1]);
    expect(parsed.rejected).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('shareValue and shareUrl', () => {
  const comparison = sharedComparison([1, 2, 3], [testProduct(1, 0), testProduct(2, 1), testProduct(3, 0)]).categories;

  it('puts the active category first', () => {
    expect(shareValue(comparison)).toBe('1,3,2');
    expect(shareValue(comparison.map((category, index) => ({ ...category, isActive: index === 1 })))).toBe('2,1,3');
  });

  it('keeps the page address, drops its other parameters and keeps the commas readable', () => {
    expect(shareUrl('https://shop.example/ae_en/comparison/?utm_source=x#top', comparison)).toBe(
      'https://shop.example/ae_en/comparison/?products=1,3,2',
    );
  });

  it('round-trips through the parser', () => {
    const url = new URL(shareUrl('https://shop.example/ae_en/comparison/', comparison));
    expect(parseSharedProducts(url.searchParams.get('products') ?? '').ids).toEqual([1, 3, 2]);
  });
});

describe('sharedComparison', () => {
  it('groups the products by leaf category in the link order, the first category active', () => {
    const { categories, dropped } = sharedComparison([1, 2, 3], [testProduct(3, 0), testProduct(2, 1), testProduct(1, 0)]);
    expect(dropped).toBe(0);
    expect(categories.map((category) => [category.id, category.isActive, category.products.map((slot) => [slot.id, slot.productId])])).toEqual([
      [11, true, [[0, 1], [1, 3]]],
      [12, false, [[0, 2]]],
    ]);
  });

  it('drops ids the region does not answer for', () => {
    const { categories, dropped } = sharedComparison([1, 404, 2], [testProduct(1, 0), testProduct(2, 0)]);
    expect(categories[0]?.products.map((slot) => slot.productId)).toEqual([1, 2]);
    expect(dropped).toBe(1);
  });

  it('applies SPEC §5: a fourth product of a category and a seventh category are dropped', () => {
    const products = [1, 2, 3, 4].map((id) => testProduct(id, 0));
    expect(sharedComparison([1, 2, 3, 4], products)).toMatchObject({ dropped: 1 });
    const seven = Array.from({ length: 7 }, (_, index) => testProduct(100 + index, index));
    const { categories, dropped } = sharedComparison(seven.map((product) => product.id), seven);
    expect(categories).toHaveLength(6);
    expect(dropped).toBe(1);
  });
});
