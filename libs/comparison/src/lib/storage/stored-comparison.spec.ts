// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comparisonProductCount, comparisonStorageKey, notifyComparisonStored, storedComparisonCount } from './stored-comparison';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('comparisonProductCount', () => {
  it('counts the products of every category', () => {
    expect(comparisonProductCount(JSON.stringify([{ products: [{}, {}] }, { products: [{}] }]))).toBe(3);
  });

  it('reads anything unreadable as none, and never counts more than 3 per category', () => {
    for (const stored of [null, '', '{not json', '{"products":[1]}', 'null', '[null,{"products":"x"}]']) {
      expect(comparisonProductCount(stored), String(stored)).toBe(0);
    }
    expect(comparisonProductCount(JSON.stringify([{ products: [1, 2, 3, 4, 5] }]))).toBe(3);
  });
});

describe('storedComparisonCount', () => {
  it('reads the region’s key only', () => {
    window.localStorage.setItem(comparisonStorageKey('ae'), JSON.stringify([{ products: [{}] }]));
    expect(storedComparisonCount('ae')).toBe(1);
    expect(storedComparisonCount('om')).toBe(0);
  });

  it('is 0 when storage is switched off', () => {
    vi.spyOn(window.localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedComparisonCount('ae')).toBe(0);
  });
});

describe('notifyComparisonStored', () => {
  it('tells this tab’s listeners with a storage event of the region’s key and no storage area', () => {
    const heard: StorageEvent[] = [];
    const listener = (event: StorageEvent) => heard.push(event);
    window.addEventListener('storage', listener);
    notifyComparisonStored('ae');
    window.removeEventListener('storage', listener);
    expect(heard.map((event) => [event.key, event.storageArea])).toEqual([['comparison_ae', null]]);
  });
});
