import { cartSlice } from '@storefront/cart';
import { useLayoutEffect } from 'react';
import { rootReducer, sliceInjected } from './app-store';
import { useAppDispatch } from './store-hooks';

/**
 * Puts the cart's slice into the store for a page that shows or changes the cart. The cart joins
 * the store in the browser only: the server renders an empty cart, and restoring it (`useCartSync`)
 * comes after hydration. A layout effect: it runs before every passive effect of the page's parts.
 */
export function useCartSlice(): void {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    rootReducer.inject(cartSlice);
    dispatch(sliceInjected());
  }, [dispatch]);
}
