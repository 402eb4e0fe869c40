import { consentAllows, pageConsent, type ConsentStore } from '@storefront/analytics';

/**
 * What a shopper looked at in a region, kept in this browser only and only under the `preferences`
 * consent (docs/adr/0285-remembering-what-a-shopper-looked-at-needs-consent.md): the products they
 * opened (`recentlyViewed_{region}`) and the searches they made (`recentSearches_{region}`), newest
 * first, without duplicates. Read defensively: a value that is not what this module writes is dropped,
 * never a crash. What the lists show is checked against the region first (recently-viewed-list.tsx).
 */

/** Products kept at most. */
export const MAX_VIEWED = 8;
/** Searches kept at most. */
export const MAX_SEARCHES = 5;
/** A search longer than this is not kept (the search field takes 200 characters). */
const MAX_SEARCH_LENGTH = 200;
const MAX_TEXT = 300;

/** What a small card needs before the backend confirms the product: never shown unconfirmed. */
export interface ViewedProduct {
  id: number;
  slug: string;
  name: string;
}

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The keys, with the prefixes the consent manager erases (`@storefront/analytics` `RECENTLY_VIEWED_KEY_PREFIX`,
 * `RECENT_SEARCHES_KEY_PREFIX`) written out: importing them would make that module a chunk of its own, named in
 * every page's first load (shopper-history.spec.ts keeps them equal).
 */
export const recentlyViewedKey = (region: string) => `recentlyViewed_${region}`;
export const recentSearchesKey = (region: string) => `recentSearches_${region}`;

const text = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.trim().length > 0 && value.length <= max;

function isViewedProduct(value: unknown): value is ViewedProduct {
  if (!value || typeof value !== 'object') return false;
  const { id, slug, name } = value as Record<string, unknown>;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && text(slug) && /^[a-z0-9-]+$/i.test(slug) && text(name);
}

/** The stored list under `key`, each item checked; anything else (not JSON, not a list) is none. */
function readList<T>(storage: HistoryStorage, key: string, valid: (item: unknown) => item is T): T[] {
  try {
    const raw = storage.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    return [];
  }
}

function writeList(storage: HistoryStorage, key: string, items: readonly unknown[]): void {
  try {
    if (items.length) storage.setItem(key, JSON.stringify(items));
    else storage.removeItem(key);
  } catch {
    // A full or refused storage keeps nothing: the lists are a convenience.
  }
  notify();
}

const isSearch = (value: unknown): value is string => text(value, MAX_SEARCH_LENGTH);
const sameSearch = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The products opened in `region`, newest first (at most `MAX_VIEWED`, no duplicates). */
export function readViewed(storage: HistoryStorage, region: string): ViewedProduct[] {
  const seen = new Set<number>();
  return readList(storage, recentlyViewedKey(region), isViewedProduct)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
    .slice(0, MAX_VIEWED);
}

/** The searches made in `region`, newest first (at most `MAX_SEARCHES`, no duplicates whatever the case). */
export function readSearches(storage: HistoryStorage, region: string): string[] {
  return readList(storage, recentSearchesKey(region), isSearch)
    .filter((item, index, all) => all.findIndex((other) => sameSearch(other, item)) === index)
    .slice(0, MAX_SEARCHES);
}

/** Puts `product` first in `region`'s history, only with `preferences` consent. */
export function recordViewed(storage: HistoryStorage, region: string, product: ViewedProduct, consent: ConsentStore = pageConsent): void {
  if (!consentAllows('preferences', consent)) return;
  const item = { id: product.id, slug: product.slug, name: product.name.slice(0, MAX_TEXT) };
  if (!isViewedProduct(item)) return;
  const rest = readViewed(storage, region).filter((other) => other.id !== item.id);
  writeList(storage, recentlyViewedKey(region), [item, ...rest].slice(0, MAX_VIEWED));
}

/** Puts `query` first in `region`'s searches, only with `preferences` consent. */
export function recordSearch(storage: HistoryStorage, region: string, query: string, consent: ConsentStore = pageConsent): void {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (!consentAllows('preferences', consent) || !isSearch(trimmed)) return;
  const rest = readSearches(storage, region).filter((other) => !sameSearch(other, trimmed));
  writeList(storage, recentSearchesKey(region), [trimmed, ...rest].slice(0, MAX_SEARCHES));
}

/** Remembers a search the shopper made in `region` (submitted, or a result opened), under `preferences` consent. */
export function rememberSearch(region: string, query: string): void {
  const storage = browserStorage();
  if (storage) recordSearch(storage, region, query);
}

/** Removes some products of `region`'s history (one the shopper removed, those the region no longer sells). */
export function removeViewed(storage: HistoryStorage, region: string, ids: readonly number[]): void {
  const kept = readViewed(storage, region).filter((item) => !ids.includes(item.id));
  writeList(storage, recentlyViewedKey(region), kept);
}

export function removeSearch(storage: HistoryStorage, region: string, query: string): void {
  writeList(storage, recentSearchesKey(region), readSearches(storage, region).filter((other) => other !== query));
}

export function clearViewed(storage: HistoryStorage, region: string): void {
  writeList(storage, recentlyViewedKey(region), []);
}

export function clearSearches(storage: HistoryStorage, region: string): void {
  writeList(storage, recentSearchesKey(region), []);
}

/** The page's local storage, or none where the browser refuses it (or on the server). */
export function browserStorage(): HistoryStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

// Changes, for the lists on screen: this tab's writes, another tab's (`storage` events) and consent's.
let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version += 1;
  for (const listener of [...listeners]) listener();
}

/** For `useSyncExternalStore`: a number that changes whenever the stored history may have. */
export function historyVersion(): number {
  return version;
}

export function subscribeHistory(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', notify);
    stopConsent = pageConsent.subscribe(notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', notify);
      stopConsent?.();
    }
  };
}
let stopConsent: (() => void) | undefined;
