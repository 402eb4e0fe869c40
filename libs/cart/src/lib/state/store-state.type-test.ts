// Compile-time tests (typecheck runs them, nothing calls them): an app's store whose type does not
// declare the lazily injected cart still takes the cart's selectors and thunks.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { AddToCartResult, CartLine } from './cart-line';
import { selectCartLines } from './cart.slice';
import { addToCart } from './cart.thunks';

export function appStoreServesTheCart(): [CartLine[], AddToCartResult] {
  const store = configureStore({ reducer: combineSlices({ shell: (state: { open: boolean } = { open: false }) => state }) });
  return [selectCartLines(store.getState()), store.dispatch(addToCart('ae', { productId: 1 }))];
}
