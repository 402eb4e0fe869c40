import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ApiExtra } from '@storefront/api-client';
import { addLine, type AddLineRequest, type AddToCartResult, type CartLimits, type CartLine, type CartLineRef } from './cart-line';
import { fitLines, loadStoredCart, saveStoredCart } from './cart.persistence';
import {
  cartCleared,
  cartRestored,
  lineAdded,
  linesUnsold,
  productsNamed,
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
import { requestProducts } from './product-lookup';
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
 * Takes the region's stored cart as far as it fits `limits` (`fitLines`): the lines left out are
 * remembered for the shopper (`dropped`) and looked up so that they can be named, and the stored
 * copy is rewritten without them, so every tab and the header count the same cart.
 */
const takeStoredCart =
  (region: string, stored: readonly CartLine[], limits: CartLimits | undefined): CartThunk<void> =>
  (dispatch) => {
    const { lines, dropped } = fitLines(stored, limits);
    dispatch(cartRestored({ region, lines, dropped }));
    if (lines.length === stored.length && lines.every((line, index) => line === stored[index])) return;
    saveStoredCart(region, lines);
    if (dropped.length) void dispatch(lookUpProducts(dropped.map((line) => line.product_id)));
  };

/**
 * Reads the region's stored cart into the state, once per region: on the cart's first use in the
 * browser (after hydration, so the server's empty cart and the first render agree) and when the
 * shopper moves to another region's pages. `limits` are `/init/shop`'s `cartLimits` when the caller
 * has them (default the backend contract's).
 */
export const restoreCart =
  (region: string, limits?: CartLimits): CartThunk<void> =>
  (dispatch, getState) => {
    if (selectCartRegion(getState()) === region) return;
    dispatch(takeStoredCart(region, loadStoredCart(region), limits));
    requireSlice(getState());
    void dispatch(refreshQuotation());
  };

/** Another tab wrote the region's cart (the `storage` event): take its lines (as far as they fit). */
export const cartStoredElsewhere =
  (region: string, limits?: CartLimits): CartThunk<void> =>
  (dispatch, getState) => {
    if (selectCartRegion(getState()) !== region) return;
    const lines = loadStoredCart(region);
    if (JSON.stringify(lines) === JSON.stringify(selectCartLines(getState()))) return;
    dispatch(takeStoredCart(region, lines, limits));
    void dispatch(refreshQuotation());
  };

/**
 * Names products the cart cannot name yet (`products`): lines no quotation has priced, lines left
 * out of an oversized cart. One light request to the catalogue; a failure leaves them unnamed.
 */
const lookUpProducts =
  (productIds: readonly number[]): CartThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const { region, products } = selectCartState(getState());
    const unknown = productIds.filter((id) => !products[id]);
    if (!region || !unknown.length) return;
    const found = await requestProducts(extra, region, unknown);
    if (found.length) dispatch(productsNamed(found));
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
    if (outcome.kind === 'priced') {
      dispatch(quotationSettled({ request, quotation: outcome.quotation }));
      return;
    }
    console.warn('The cart could not be priced; its lines are kept.', outcome.error.status);
    dispatch(quotationSettled({ request }));
    // Lines the last answer did not price are named from the catalogue while the prices wait.
    const priced = new Set(selectCartState(getState()).quotation.lines.map((line) => line.productId));
    await dispatch(lookUpProducts(lines.map((line) => line.product_id).filter((id) => !priced.has(id))));
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
    dispatch(restoreCart(region, request.limits));
    const { result } = addLine(selectCartLines(getState()), request);
    if (result.status === 'refused') return result;
    dispatch(lineAdded(request));
    dispatch(afterChange(region));
    return result;
  };

/** SPEC §4: one piece less on a line (a product with a warranty); the line is deleted below 1. */
export const removeOneFromCart =
  (region: string, line: CartLineRef): CartThunk<void> =>
  (dispatch) => {
    dispatch(restoreCart(region));
    dispatch(unitRemoved({ line: { product_id: line.product_id, warranty: line.warranty } }));
    dispatch(afterChange(region));
  };

/** SPEC §4: sets a line's quantity; 0 deletes the line; more than `limits.maxQuantity` is capped. */
export const setCartQuantity =
  (region: string, line: CartLineRef, quantity: number, limits?: CartLimits): CartThunk<void> =>
  (dispatch) => {
    dispatch(restoreCart(region, limits));
    dispatch(quantityChanged({ line: { product_id: line.product_id, warranty: line.warranty }, quantity, ...(limits ? { limits } : {}) }));
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

