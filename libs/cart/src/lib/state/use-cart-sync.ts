import { useEffect } from 'react';
import { cartStorageKey } from '../storage/stored-cart';
import { cartStoredElsewhere, restoreCart } from './cart.thunks';
import { useCartDispatch } from './store-hooks';

function isLocalStorage(area: Storage | null): boolean {
  try {
    return area === null || area === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * Keeps the store's cart the region's stored one: restores it after the first render in the browser
 * (the server rendered an empty cart, so hydration matches) and follows the other tabs' changes
 * (the `storage` event; a tab never hears its own writes). Any component that shows or changes the
 * cart calls it; restoring is done once per region.
 */
export function useCartSync(region: string): void {
  const dispatch = useCartDispatch();
  useEffect(() => {
    try {
      dispatch(restoreCart(region));
    } catch (error) {
      // A page without the cart slice (a programming error): said once here, the page still renders.
      console.error(error);
      return undefined;
    }
    const key = cartStorageKey(region);
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage.
      if ((event.key === null || event.key === key) && isLocalStorage(event.storageArea)) dispatch(cartStoredElsewhere(region));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, region]);
}
