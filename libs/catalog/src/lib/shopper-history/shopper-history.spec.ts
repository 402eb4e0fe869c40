import { RECENT_SEARCHES_KEY_PREFIX, RECENTLY_VIEWED_KEY_PREFIX, createConsentStore } from '@storefront/analytics';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_SEARCHES,
  MAX_VIEWED,
  clearSearches,
  clearViewed,
  readSearches,
  readViewed,
  recentSearchesKey,
  recentlyViewedKey,
  recordSearch,
  recordViewed,
  removeSearch,
  removeViewed,
} from './shopper-history';

const granted = () => createConsentStore({ status: 'resolved', analytics: false, marketing: false, preferences: true, decided: true });
const refused = () => createConsentStore({ status: 'resolved', analytics: true, marketing: true, preferences: false, decided: true });
const product = (id: number) => ({ id, slug: `model-${id}`, name: `Model ${id}` });

/** A browser's local storage, in memory (the tests run in Node). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    get length() {
      return items.size;
    },
  };
}
let localStorage = memoryStorage();

describe('the keys', () => {
  it('carry the prefixes the consent manager erases when preferences are withdrawn', () => {
    expect(recentlyViewedKey('ae')).toBe(`${RECENTLY_VIEWED_KEY_PREFIX}ae`);
    expect(recentSearchesKey('ae')).toBe(`${RECENT_SEARCHES_KEY_PREFIX}ae`);
  });
});

describe('recently viewed products', () => {
  beforeEach(() => {
    localStorage = memoryStorage();
  });

  it('keeps the last products of a region, newest first, without duplicates, at most eight', () => {
    const consent = granted();
    for (let id = 1; id <= 10; id += 1) recordViewed(localStorage, 'ae', product(id), consent);
    recordViewed(localStorage, 'ae', product(5), consent);
    const ids = readViewed(localStorage, 'ae').map((item) => item.id);
    expect(ids).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
    expect(ids).toHaveLength(MAX_VIEWED);
    expect(readViewed(localStorage, 'es')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(recentlyViewedKey('ae')) ?? '[]')[0]).toEqual({ id: 5, slug: 'model-5', name: 'Model 5' });
  });

  it('stores nothing without preferences consent, or while the choice is pending', () => {
    recordViewed(localStorage, 'ae', product(1), refused());
    recordViewed(localStorage, 'ae', product(2), createConsentStore());
    expect(localStorage.length).toBe(0);
  });

  it('drops a corrupt stored value instead of failing, and bad items inside a list', () => {
    for (const raw of ['{', 'null', '"text"', '{"id":1}', '42']) {
      localStorage.setItem(recentlyViewedKey('ae'), raw);
      expect(readViewed(localStorage, 'ae')).toEqual([]);
    }
    localStorage.setItem(
      recentlyViewedKey('ae'),
      JSON.stringify([product(1), { id: -2, slug: 'x', name: 'X' }, { id: 3, slug: '<script>', name: 'Y' }, { id: 4, slug: 'ok', name: '' }, product(1), product(5)]),
    );
    expect(readViewed(localStorage, 'ae').map((item) => item.id)).toEqual([1, 5]);
    recordViewed(localStorage, 'ae', product(6), granted());
    expect(readViewed(localStorage, 'ae').map((item) => item.id)).toEqual([6, 1, 5]);
  });

  it('removes one product, those the region no longer sells, or all', () => {
    const consent = granted();
    [1, 2, 3].forEach((id) => recordViewed(localStorage, 'ae', product(id), consent));
    removeViewed(localStorage, 'ae', [2]);
    expect(readViewed(localStorage, 'ae').map((item) => item.id)).toEqual([3, 1]);
    clearViewed(localStorage, 'ae');
    expect(localStorage.getItem(recentlyViewedKey('ae'))).toBeNull();
  });

  it('never throws on a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readViewed(refusing, 'ae')).toEqual([]);
    expect(() => recordViewed(refusing, 'ae', product(1), granted())).not.toThrow();
  });
});

describe('recent searches', () => {
  beforeEach(() => {
    localStorage = memoryStorage();
  });

  it('keeps the last five of a region, newest first, trimmed, without duplicates whatever the case', () => {
    const consent = granted();
    for (const query of ['enduro', 'raptor 125', 'quad', 'helmet', 'generator', 'outboard']) recordSearch(localStorage, 'ae', query, consent);
    recordSearch(localStorage, 'ae', '  Raptor   125 ', consent);
    expect(readSearches(localStorage, 'ae')).toEqual(['Raptor 125', 'outboard', 'generator', 'helmet', 'quad']);
    expect(readSearches(localStorage, 'ae')).toHaveLength(MAX_SEARCHES);
    recordSearch(localStorage, 'ae', '   ', consent);
    recordSearch(localStorage, 'ae', 'x'.repeat(201), consent);
    expect(readSearches(localStorage, 'ae')[0]).toBe('Raptor 125');
  });

  it('stores nothing without preferences consent; removes one or all; drops corrupt values', () => {
    recordSearch(localStorage, 'ae', 'enduro', refused());
    expect(localStorage.length).toBe(0);
    const consent = granted();
    recordSearch(localStorage, 'ae', 'enduro', consent);
    recordSearch(localStorage, 'ae', 'quad', consent);
    removeSearch(localStorage, 'ae', 'enduro');
    expect(readSearches(localStorage, 'ae')).toEqual(['quad']);
    clearSearches(localStorage, 'ae');
    expect(localStorage.getItem(recentSearchesKey('ae'))).toBeNull();
    localStorage.setItem(recentSearchesKey('ae'), '[1, null, "quad", {"q":"x"}]');
    expect(readSearches(localStorage, 'ae')).toEqual(['quad']);
    localStorage.setItem(recentSearchesKey('ae'), 'not json');
    expect(readSearches(localStorage, 'ae')).toEqual([]);
  });
});
