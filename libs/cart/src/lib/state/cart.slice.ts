import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  CART_CONTRACT_LIMITS,
  EMPTY_QUOTATION,
  addLine,
  isLine,
  type AddLineRequest,
  type CartLimits,
  type CartLine,
  type CartLineRef,
  type CartProduct,
  type CartQuotation,
} from './cart-line';

/** SPEC §4 / docs/architecture.md "Who owns which state": cart lines, quotation, loading flag. */
export interface CartState {
  /** The region whose stored cart the lines are (`cartItems_{region}`); null until restored in the browser. */
  region: string | null;
  lines: CartLine[];
  /** True while a quotation is asked for the current lines (SPEC §4). */
  loading: boolean;
  quotation: CartQuotation;
  /**
   * SPEC §4 async status of the quotation. 'error': the last request failed (5xx, timeout, network):
   * `quotation` is the last one that succeeded, for lines that may have changed since, so its amounts
   * are not shown as prices (names and pictures still are).
   */
  quotationStatus: 'idle' | 'pending' | 'success' | 'error';
  /** Number of the latest quotation request: an answer to an older one is dropped. */
  quotationRequest: number;
  /** Products the backend no longer sells, removed from the cart, until the shopper was told. */
  unsold: UnsoldProduct[];
  /**
   * Lines of the stored cart that did not fit `maxLines` when it was read (written by another tab
   * or an older version), left out of the cart and its stored copy, until the shopper was told.
   */
  dropped: CartLine[];
  /**
   * Products the cart can name before a quotation does (memory only): those the shopper added from
   * a page, and those a lookup of the catalogue found (`lookUpProducts`). Keyed by product id.
   */
  products: Record<number, CartProduct>;
}

/** A line removed because its product is not sold any more; `name` when a quotation had named it. */
export interface UnsoldProduct {
  productId: number;
  name: string | null;
}

export const initialCartState: CartState = {
  region: null,
  lines: [],
  loading: false,
  quotation: EMPTY_QUOTATION,
  quotationStatus: 'idle',
  quotationRequest: 0,
  unsold: [],
  dropped: [],
  products: {},
};

/** SPEC §4: an empty cart's quotation is zeros and empty lists; nothing is asked for it. */
function settleWhenEmpty(state: CartState) {
  if (state.lines.length) return;
  state.quotation = EMPTY_QUOTATION;
  state.quotationStatus = 'idle';
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
    /**
     * The region's stored cart was read (first use in the browser, another tab's change): `lines` are
     * those that fit, `dropped` those left out (beyond `maxLines`), for the shopper to be told.
     */
    cartRestored(state, action: PayloadAction<{ region: string; lines: CartLine[]; dropped?: CartLine[] }>) {
      const regionChanged = state.region !== action.payload.region;
      state.region = action.payload.region;
      state.lines = action.payload.lines;
      if (regionChanged) {
        state.quotation = EMPTY_QUOTATION;
        state.quotationStatus = 'idle';
        state.dropped = [];
      }
      if (action.payload.dropped?.length) state.dropped.push(...action.payload.dropped);
      settleWhenEmpty(state);
    },
    /** Adds pieces of a product with a warranty: that line's quantity rises, or a new line. */
    lineAdded(state, action: PayloadAction<AddLineRequest>) {
      const { lines } = addLine(state.lines, action.payload);
      if (lines !== state.lines) state.lines = [...lines];
      const { product } = action.payload;
      if (product && product.id === action.payload.productId) state.products[product.id] = product;
    },
    /** One piece less; the line goes below 1. */
    unitRemoved(state, action: PayloadAction<{ line: CartLineRef }>) {
      const line = state.lines.find(isLine(action.payload.line));
      if (!line) return;
      line.quantity -= 1;
      if (line.quantity < 1) state.lines = state.lines.filter((item) => item !== line);
      settleWhenEmpty(state);
    },
    /** A line's quantity set to a number (a stepper): 0 or less removes it, more than `maxQuantity` is capped. */
    quantityChanged(state, action: PayloadAction<{ line: CartLineRef; quantity: number; limits?: CartLimits }>) {
      const { quantity, limits = CART_CONTRACT_LIMITS } = action.payload;
      const line = state.lines.find(isLine(action.payload.line));
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
    /**
     * The backend answered that it no longer sells these products (a 422 naming `cart[i].product_id`):
     * their lines go, the rest stays, and the shopper is told which (`unsold`, named by the last
     * quotation that priced them).
     */
    linesUnsold(state, action: PayloadAction<{ productIds: number[] }>) {
      const gone = new Set(action.payload.productIds);
      if (!state.lines.some((line) => gone.has(line.product_id))) return;
      state.lines = state.lines.filter((line) => !gone.has(line.product_id));
      for (const productId of gone) {
        const name = state.quotation.lines.find((line) => line.productId === productId)?.name ?? state.products[productId]?.name ?? null;
        state.unsold.push({ productId, name });
      }
      settleWhenEmpty(state);
    },
    /** The shopper was told about the removed products. */
    unsoldNoticed(state) {
      state.unsold = [];
    },
    /** The shopper was told about the lines that did not fit. */
    droppedNoticed(state) {
      state.dropped = [];
    },
    /** A lookup of the catalogue named these products (lines the quotation has not priced, lines left out). */
    productsNamed(state, action: PayloadAction<CartProduct[]>) {
      for (const product of action.payload) state.products[product.id] = product;
    },
    /** A new quotation is asked for the current lines. */
    quotationRequested(state) {
      state.quotationRequest += 1;
      state.loading = true;
      state.quotationStatus = 'pending';
    },
    /** The answer to request `request`: the quotation, or none when it failed. An older request's answer is dropped. */
    quotationSettled(state, action: PayloadAction<{ request: number; quotation?: CartQuotation }>) {
      if (action.payload.request !== state.quotationRequest) return;
      state.loading = false;
      if (action.payload.quotation) {
        state.quotation = action.payload.quotation;
        state.quotationStatus = 'success';
      } else state.quotationStatus = 'error';
    },
  },
  selectors: {
    selectCartRegion: (state) => state.region,
    selectCartLines: (state) => state.lines,
    selectCartLineCount: (state) => state.lines.length,
    selectCartLoading: (state) => state.loading,
    selectCartQuotation: (state) => state.quotation,
    selectCartQuotationStatus: (state) => state.quotationStatus,
    selectUnsoldProducts: (state) => state.unsold,
    selectDroppedLines: (state) => state.dropped,
    selectCartProducts: (state) => state.products,
    /** The line of a product with a warranty, if the cart has it. */
    selectCartLine: (state, ref: CartLineRef) => state.lines.find(isLine(ref)),
  },
});

export const {
  cartRestored,
  lineAdded,
  unitRemoved,
  quantityChanged,
  cartCleared,
  linesUnsold,
  unsoldNoticed,
  droppedNoticed,
  productsNamed,
  quotationRequested,
  quotationSettled,
} = cartSlice.actions;

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
  
  selectUnsoldProducts,
  selectDroppedLines,
  
  selectCartLine,
} = cartSlice.getSelectors(selectCartState);
