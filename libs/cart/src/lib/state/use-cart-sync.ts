import { toast } from '@storefront/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { cartViewMessages as messages } from '../components/cart-view/cart-view.messages';
import { cartStorageKey } from '../storage/stored-cart';
import type { CartLimits } from './cart-line';
import { selectUnsoldProducts } from './cart.slice';
import { cartStoredElsewhere, restoreCart, takeUnsoldProducts } from './cart.thunks';
import { useCartDispatch, useCartSelector } from './store-hooks';

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
 * cart calls it; restoring is done once per region. It also tells the shopper, in a toast, which
 * products left the cart because the backend no longer sells them (once, whichever caller is first).
 * `limits` (`/init/shop` `cartLimits`, default the backend contract's) bound a stored cart that is
 * read: lines beyond `maxLines` are left out (`dropped`, which the cart's view names).
 */
export function useCartSync(region: string, limits?: CartLimits): void {
  const dispatch = useCartDispatch();
  const intl = useIntl();
  const unsold = useCartSelector(selectUnsoldProducts);
  useEffect(() => {
    if (!unsold.length) return;
    const removed = dispatch(takeUnsoldProducts());
    if (!removed.length) return;
    const names = removed.flatMap((product) => (product.name ? [product.name] : []));
    const text =
      names.length === removed.length
        ? intl.formatMessage(messages.unsoldNamed, { products: intl.formatList(names, { type: 'conjunction' }), count: names.length })
        : intl.formatMessage(messages.unsoldUnnamed, { count: removed.length });
    toast.warning(text);
  }, [dispatch, intl, unsold]);
  const maxLines = limits?.maxLines;
  const maxQuantity = limits?.maxQuantity;
  useEffect(() => {
    const bounds = maxLines && maxQuantity ? { maxLines, maxQuantity } : undefined;
    try {
      dispatch(restoreCart(region, bounds));
    } catch (error) {
      // A page without the cart slice (a programming error): said once here, the page still renders.
      console.error(error);
      return undefined;
    }
    const key = cartStorageKey(region);
    const onStorage = (event: StorageEvent) => {
      // `key` is null when another tab cleared the whole storage.
      if ((event.key === null || event.key === key) && isLocalStorage(event.storageArea)) dispatch(cartStoredElsewhere(region, bounds));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, region, maxLines, maxQuantity]);
}
