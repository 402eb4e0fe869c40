// Compile-time tests (typecheck runs them, nothing calls them): an app's store whose type does not
// declare the lazily injected cart (its thunks' extra is the app's `ApiExtra`) still takes the cart's selectors and thunks.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiExtra } from '@storefront/api-client';
import type { AddToCartResult, CartLine } from './cart-line';
import { selectCartLines } from './cart.slice';
import { addToCart } from './cart.thunks';

export function appStoreServesTheCart(extra: ApiExtra): [CartLine[], AddToCartResult] {
  const store = configureStore({
    reducer: combineSlices({ shell: (state: { open: boolean } = { open: false }) => state }),
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
  return [selectCartLines(store.getState()), store.dispatch(addToCart('ae', { productId: 1 }))];
}
