import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  CART_CONTRACT_LIMITS,
  EMPTY_QUOTATION,
  addLine,
  type AddLineRequest,
  type CartLimits,
  type CartLine,
  type CartQuotation,
} from './cart-line';

/** SPEC §4 / ARCHITECTURE "Who owns which state": cart lines, quotation, loading flag. */
export interface CartState {
  /** The region whose stored cart the lines are (`cartItems_{region}`); null until restored in the browser. */
  region: string | null;
  lines: CartLine[];
  /** True while a quotation is asked for the current lines (SPEC §4). */
  loading: boolean;
  quotation: CartQuotation;
  /** Number of the latest quotation request: an answer to an older one is dropped. */
  quotationRequest: number;
}

export const initialCartState: CartState = {
  region: null,
  lines: [],
  loading: false,
  quotation: EMPTY_QUOTATION,
  quotationRequest: 0,
};

/** SPEC §4: an empty cart's quotation is zeros and empty lists; nothing is asked for it. */
function settleWhenEmpty(state: CartState) {
  if (state.lines.length) return;
  state.quotation = EMPTY_QUOTATION;
  state.loading = false;
  // An answer still on its way belongs to lines that are gone.
  state.quotationRequest += 1;
}

/**
 * The cart as SPEC §4 describes its transitions. Actions are events; a thunk of `cart.thunks.ts`
 * dispatches them and keeps local storage in step. The slice is injected by the pages that use the
 * cart (`cartSlice.injectInto(rootReducer)` or `rootReducer.inject(cartSlice)`), so its selectors
 * read the initial state until it is.
 */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The region's stored cart was read (first use in the browser, another tab's change). */
    cartRestored(state, action: PayloadAction<{ region: string; lines: CartLine[] }>) {
      const regionChanged = state.region !== action.payload.region;
      state.region = action.payload.region;
      state.lines = action.payload.lines;
      if (regionChanged) state.quotation = EMPTY_QUOTATION;
      settleWhenEmpty(state);
    },
    /** Adds pieces of a product: its line's quantity rises (and takes the new warranty), or a new line. */
    lineAdded(state, action: PayloadAction<AddLineRequest>) {
      const { lines } = addLine(state.lines, action.payload);
      if (lines !== state.lines) state.lines = [...lines];
    },
    /** One piece less; the line goes below 1. */
    unitRemoved(state, action: PayloadAction<{ productId: number }>) {
      const line = state.lines.find((item) => item.product_id === action.payload.productId);
      if (!line) return;
      line.quantity -= 1;
      if (line.quantity < 1) state.lines = state.lines.filter((item) => item !== line);
      settleWhenEmpty(state);
    },
    /** A line's quantity set to a number (a stepper): 0 or less removes it, more than `maxQuantity` is capped. */
    quantityChanged(state, action: PayloadAction<{ productId: number; quantity: number; limits?: CartLimits }>) {
      const { productId, quantity, limits = CART_CONTRACT_LIMITS } = action.payload;
      const line = state.lines.find((item) => item.product_id === productId);
      if (!line) return;
      const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
      if (whole < 1) state.lines = state.lines.filter((item) => item !== line);
      else line.quantity = Math.min(whole, limits.maxQuantity);
      settleWhenEmpty(state);
    },
    /** Every line removed (the stored copy too, by the thunk). */
    cartCleared(state) {
      state.lines = [];
      settleWhenEmpty(state);
    },
    /** A new quotation is asked for the current lines. */
    quotationRequested(state) {
      state.quotationRequest += 1;
      state.loading = true;
    },
    /** The answer to request `request`: the quotation, or none (failed, or not asked yet: issue 14). */
    quotationSettled(state, action: PayloadAction<{ request: number; quotation?: CartQuotation }>) {
      if (action.payload.request !== state.quotationRequest) return;
      state.loading = false;
      if (action.payload.quotation) state.quotation = action.payload.quotation;
    },
  },
  selectors: {
    selectCartRegion: (state) => state.region,
    selectCartLines: (state) => state.lines,
    selectCartLineCount: (state) => state.lines.length,
    selectCartLoading: (state) => state.loading,
    selectCartQuotation: (state) => state.quotation,
    selectCartLine: (state, productId: number) => state.lines.find((line) => line.product_id === productId),
  },
});

export const { cartRestored, lineAdded, unitRemoved, quantityChanged, cartCleared, quotationRequested, quotationSettled } =
  cartSlice.actions;

/**
 * The part of the app's state this lib reads. The slice is injected lazily, so it may be absent: every
 * selector then reads the initial (empty) cart. The other slices are the app's (the index signature
 * lets a store whose type does not declare the injected slice pass, as comparison's does).
 */
export interface CartStoreState {
  [slice: string]: unknown;
  cart?: CartState;
}

/** The cart's state, or the initial state while the slice is not injected yet. */
export const selectCartState = (state: CartStoreState): CartState => state.cart ?? initialCartState;

export const {
  selectCartRegion,
  selectCartLines,
  selectCartLineCount,
  selectCartLoading,
  selectCartQuotation,
  selectCartLine,
} = cartSlice.getSelectors(selectCartState);
