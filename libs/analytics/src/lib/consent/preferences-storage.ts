/**
 * What the `preferences` purpose covers on the device
 * (docs/adr/0285-remembering-what-a-shopper-looked-at-needs-consent.md): the keys of local storage that
 * remember what the shopper looked at, one per region. Their owner (libs/catalog `shopper-history.ts`) writes
 * the same prefixes, its spec proves it; the consent manager erases every such key, in every region, when the
 * purpose is withdrawn. Imported by the manager's lazy chunk only, so it costs no page's first load.
 */
export const RECENTLY_VIEWED_KEY_PREFIX = 'recentlyViewed_';
export const RECENT_SEARCHES_KEY_PREFIX = 'recentSearches_';

const PREFIXES = [RECENTLY_VIEWED_KEY_PREFIX, RECENT_SEARCHES_KEY_PREFIX];

/** Removes every key the purpose covers from `storage`. Never throws: storage we cannot reach holds nothing of ours. */
export function forgetPreferences(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to erase where nothing could be written.
  }
}
