import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { browserStorage, comparisonStorageKey } from '../state/comparison.persistence';
import { restoreComparison } from '../state/comparison.thunks';
import { useComparisonDispatch } from '../state/store-hooks';

/**
 * Keeps the store's comparison equal to the region's saved copy (SPEC §4): restored after the page
 * has hydrated (the server renders "not compared", so hydration never mismatches), after every
 * resolved navigation, and when another tab saves (`storage` event). Call it once per page that
 * shows the comparison, with the page's region code (`ae`), after injecting the slice.
 */
export function useComparisonSync(region: string): void {
  const dispatch = useComparisonDispatch();
  const router = useRouter();
  useEffect(() => {
    const restore = () => dispatch(restoreComparison(region));
    restore();
    const key = comparisonStorageKey(region);
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage.
      if ((event.key === key || event.key === null) && event.storageArea === browserStorage()) restore();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = router.subscribe('onResolved', restore);
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [dispatch, router, region]);
}
