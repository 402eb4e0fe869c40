import { consentAllows, whenConsented } from '@storefront/analytics';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  browserStorage,
  historyVersion,
  readSearches,
  readViewed,
  recordViewed,
  subscribeHistory,
  type HistoryStorage,
  type ViewedProduct,
} from './shopper-history';

/** Nothing on the server and while hydrating: the history is in this browser's storage only. */
const SERVER = -1;

function useHistory<T>(read: (storage: HistoryStorage) => T[]): T[] {
  const version = useSyncExternalStore(subscribeHistory, historyVersion, () => SERVER);
  return useMemo(() => {
    const storage = browserStorage();
    // Shown only while the shopper allows it: withdrawn consent hides the lists at once.
    if (version === SERVER || !storage || !consentAllows('preferences')) return [];
    return read(storage);
    // `version` changes with every write, another tab's write and every consent change.
  }, [version, read]);
}

/** The products opened in `region`, newest first: none before hydration or without `preferences` consent. */
export function useViewedHistory(region: string): ViewedProduct[] {
  const read = useMemo(() => (storage: HistoryStorage) => readViewed(storage, region), [region]);
  return useHistory(read);
}

/** The searches made in `region`, newest first: none before hydration or without `preferences` consent. */
export function useSearchHistory(region: string): string[] {
  const read = useMemo(() => (storage: HistoryStorage) => readSearches(storage, region), [region]);
  return useHistory(read);
}

/**
 * Records that the shopper opened `product` in `region` (none: nothing to record), once `preferences`
 * consent allows it (at once when it already does; when the shopper grants it on this page, then).
 */
export function useRecordProductView(region: string, product: ViewedProduct | undefined): void {
  const id = product?.id;
  const slug = product?.slug;
  const name = product?.name;
  useEffect(() => {
    if (id === undefined || slug === undefined || name === undefined) return undefined;
    return whenConsented('preferences', () => {
      const storage = browserStorage();
      if (storage) recordViewed(storage, region, { id, slug, name });
    });
  }, [region, id, slug, name]);
}
