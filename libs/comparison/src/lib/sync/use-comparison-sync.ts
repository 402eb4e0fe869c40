import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadComparisonRuntime, type ComparisonSliceInjector } from '../state/comparison.lazy';
import { useComparisonDispatch } from '../state/store-hooks';

/**
 * Makes the comparison work on a page (SPEC §4): once the page has hydrated, loads the comparison's
 * runtime, injects its slice into the app's root reducer (`rootReducer`, a `combineSlices` reducer)
 * and keeps the store equal to the region's saved copy: restored at once (the server rendered "not
 * compared", so hydration never mismatches), after every resolved navigation, and when another tab
 * saves (`storage` event). Call it once per page that shows comparison controls, with the page's
 * region code (`ae`).
 */
export function useComparisonSync(region: string, rootReducer: ComparisonSliceInjector): void {
  const dispatch = useComparisonDispatch();
  const router = useRouter();
  useEffect(() => {
    let active = true;
    let stop = () => undefined as void;
    loadComparisonRuntime().then(
      ({ comparisonSlice, restoreComparison, comparisonStorageKey, browserStorage }) => {
        if (!active) return;
        // Injecting the same slice again changes nothing.
        rootReducer.inject(comparisonSlice);
        const restore = () => dispatch(restoreComparison(region));
        restore();
        const key = comparisonStorageKey(region);
        const onStorage = (event: StorageEvent) => {
          // `key` is null when another tab cleared the whole storage.
          if ((event.key === key || event.key === null) && event.storageArea === browserStorage()) restore();
        };
        window.addEventListener('storage', onStorage);
        const unsubscribe = router.subscribe('onResolved', restore);
        stop = () => {
          window.removeEventListener('storage', onStorage);
          unsubscribe();
        };
      },
      (error: unknown) => console.error('The comparison could not be loaded', error),
    );
    return () => {
      active = false;
      stop();
    };
  }, [dispatch, router, region, rootReducer]);
}
