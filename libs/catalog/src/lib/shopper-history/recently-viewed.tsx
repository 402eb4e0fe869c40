import { Suspense, lazy, useSyncExternalStore } from 'react';
import type { RecentlyViewedListProps } from './recently-viewed-list';

const RecentlyViewedList = lazy(() => import('./recently-viewed-list').then((module) => ({ default: module.RecentlyViewedList })));

// Read once, after hydration: the list follows the history's changes itself.
const noSubscription = () => () => undefined;

/**
 * `recentlyViewedKey` (shopper-history.ts), written out: importing it would put that module's chunk (and
 * the consent prefixes') into the preload list of every route that shows this (recently-viewed.spec.ts
 * keeps the two equal).
 */
export const storedHistoryKey = (region: string) => `recentlyViewed_${region}`;

function hasHistory(region: string): boolean {
  try {
    return Boolean(window.localStorage.getItem(storedHistoryKey(region)));
  } catch {
    return false;
  }
}

/**
 * The recently viewed products of the region (`RecentlyViewedList`), for a page: client-only, its code
 * loaded after hydration, and only where it has something to do: a view to record (`record`, the product
 * page) or a history stored for the region. Costs a route's first load a chunk's name in a preload list.
 */
export function RecentlyViewed(props: RecentlyViewedListProps) {
  const wanted = useSyncExternalStore(noSubscription, () => Boolean(props.record) || hasHistory(props.region), () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <RecentlyViewedList {...props} />
    </Suspense>
  ) : null;
}
