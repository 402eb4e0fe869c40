import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '@storefront/api-client';
import { addLine, type AddLineRequest, type AddToCartResult, type CartLimits } from './cart-line';
import { loadStoredCart, saveStoredCart } from './cart.persistence';
import {
  cartCleared,
  cartRestored,
  lineAdded,
  linesUnsold,
  quantityChanged,
  quotationRequested,
  quotationSettled,
  selectCartLines,
  selectCartRegion,
  selectCartState,
  selectUnsoldProducts,
  unitRemoved,
  unsoldNoticed,
  type UnsoldProduct,
  type CartStoreState,
} from './cart.slice';
import { requestQuotation } from './quotation';

export type CartDispatch = ThunkDispatch<CartStoreState, ApiExtra, UnknownAction>;
export type CartThunk<Result> = ThunkAction<Result, CartStoreState, ApiExtra, UnknownAction>;

/**
 * A page that uses the cart injects its slice first. Without it, the lines would stay empty and the
 * first write would replace the shopper's stored cart with nothing: fail loudly instead. (Checked after
 * an action: an injected slice's state appears with the first action after `inject`.)
 */
function requireSlice(state: CartStoreState): void {
  if (!state.cart) {
    throw new Error('The cart slice is not in the store: inject it in the page first (cartSlice.injectInto(rootReducer)).');
  }
}

/**
 * Reads the region's stored cart into the state, once per region: on the cart's first use in the
 * browser (after hydration, so the server's empty cart and the first render agree) and when the
 * shopper moves to another region's pages.
 */
export const restoreCart =
  (region: string): CartThunk<void> =>
  (dispatch, getState) => {
    if (selectCartRegion(getState()) === region) return;
    dispatch(cartRestored({ region, lines: loadStoredCart(region) }));
    requireSlice(getState());
    void dispatch(refreshQuotation());
  };

/** Another tab wrote the region's cart (the `storage` event): take its lines, write nothing back. */
export const cartStoredElsewhere =
  (region: string): CartThunk<void> =>
  (dispatch, getState) => {
    if (selectCartRegion(getState()) !== region) return;
    const lines = loadStoredCart(region);
    if (JSON.stringify(lines) === JSON.stringify(selectCartLines(getState()))) return;
    dispatch(cartRestored({ region, lines }));
    void dispatch(refreshQuotation());
  };

/**
 * SPEC §4: after any change, the loading flag is set, a new quotation is asked for, and the flag is
 * cleared with the answer. Only the answer to the latest request counts: one that arrives after a
 * newer change is dropped. Products the backend no longer sells leave the cart (stored too) and the
 * rest is asked for again; a failure keeps every line and marks the quotation failed (the page
 * offers a retry, which is this thunk again). An empty cart asks nothing (its quotation is zeros).
 */
export const refreshQuotation =
  (): CartThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const { region, lines } = selectCartState(getState());
    if (!region || !lines.length) return;
    dispatch(quotationRequested());
    const request = selectCartState(getState()).quotationRequest;
    const outcome = await requestQuotation(extra, region, lines);
    if (selectCartState(getState()).quotationRequest !== request) return;
    if (outcome.kind === 'unsold') {
      dispatch(linesUnsold({ productIds: outcome.productIds }));
      saveStoredCart(region, selectCartLines(getState()));
      await dispatch(refreshQuotation());
      return;
    }
    if (outcome.kind === 'failed') console.warn('The cart could not be priced; its lines are kept.', outcome.error.status);
    dispatch(quotationSettled({ request, ...(outcome.kind === 'priced' ? { quotation: outcome.quotation } : {}) }));
  };

/** Writes the lines after a change (SPEC §4) and asks for their quotation. */
const afterChange =
  (region: string): CartThunk<void> =>
  (dispatch, getState) => {
    saveStoredCart(region, selectCartLines(getState()));
    void dispatch(refreshQuotation());
  };

/**
 * Adds `quantity` pieces (default 1) of a product to the region's cart with the chosen warranty
 * (SPEC §4; the rules are `addLine`'s). Returns what happened, so the caller can tell the shopper
 * when a limit refused or capped the addition.
 */
export const addToCart =
  (region: string, request: AddLineRequest): CartThunk<AddToCartResult> =>
  (dispatch, getState) => {
    dispatch(restoreCart(region));
    const { result } = addLine(selectCartLines(getState()), request);
    if (result.status === 'refused') return result;
    dispatch(lineAdded(request));
    dispatch(afterChange(region));
    return result;
  };

/** SPEC §4: one piece less; the line is deleted below 1. */
export const removeOneFromCart =
  (region: string, productId: number): CartThunk<void> =>
  (dispatch) => {
    dispatch(restoreCart(region));
    dispatch(unitRemoved({ productId }));
    dispatch(afterChange(region));
  };

/** SPEC §4: sets a line's quantity; 0 deletes the line; more than `limits.maxQuantity` is capped. */
export const setCartQuantity =
  (region: string, productId: number, quantity: number, limits?: CartLimits): CartThunk<void> =>
  (dispatch) => {
    dispatch(restoreCart(region));
    dispatch(quantityChanged({ productId, quantity, ...(limits ? { limits } : {}) }));
    dispatch(afterChange(region));
  };

/** SPEC §4: empties the cart and removes the stored copy. */
export const clearCart =
  (region: string): CartThunk<void> =>
  (dispatch) => {
    dispatch(restoreCart(region));
    dispatch(cartCleared());
    saveStoredCart(region, null);
  };

/**
 * The products removed because they are not sold any more, handed once to whoever tells the shopper
 * (several components of a page keep the cart in sync; only the first one to ask gets them).
 */
export const takeUnsoldProducts =
  (): CartThunk<UnsoldProduct[]> =>
  (dispatch, getState) => {
    const unsold = selectUnsoldProducts(getState());
    if (unsold.length) dispatch(unsoldNoticed());
    return unsold;
  };
