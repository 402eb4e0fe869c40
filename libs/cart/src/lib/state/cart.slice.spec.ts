import { createSlice } from '@reduxjs/toolkit';
import type { QuotationLine } from '@storefront/api-client';
import { createTestStore } from '@storefront/testing';
import { describe, expect, it } from 'vitest';
import { CART_CONTRACT_LIMITS, EMPTY_QUOTATION, type CartLine, type CartQuotation } from './cart-line';
import {
  cartCleared,
  cartRestored,
  cartSlice,
  droppedNoticed,
  initialCartState,
  lineAdded,
  linesUnsold,
  productsNamed,
  quantityChanged,
  quotationRequested,
  quotationSettled,
  selectCartLine,
  selectCartLineCount,
  selectCartLines,
  selectCartLoading,
  selectCartQuotation,
  unitRemoved,
  unsoldNoticed,
  type CartState,
} from './cart.slice';

const reduce = (state: CartState, ...actions: Parameters<typeof cartSlice.reducer>[1][]) =>
  actions.reduce((current, action) => cartSlice.reducer(current, action), state);

const withLines = (...lines: CartLine[]): CartState => ({ ...initialCartState, region: 'ae', lines });
const line = (product_id: number, quantity = 1, warranty: CartLine['warranty'] = 'basic'): CartLine => ({ product_id, quantity, warranty });

const quotation: CartQuotation = {
  subTotalBeforeDiscounts: 1000,
  discountsTotalAbs: 0,
  subTotalBeforeTaxation: 1000,
  taxesTotal: 50,
  total: 1050,
  adjustments: [],
  lines: [],
  currency: 'AED',
  fractionDigits: 2,
  taxRate: 500,
};

const pricedLine: QuotationLine = {
  productId: 1,
  slug: 'raptor-125',
  name: 'Raptor 125',
  image: { path: '/raptor.jpg', width: 800, height: 600, alt: '' },
  quantity: 1,
  unitPrice: 1000,
  warranty: 'basic',
  warrantyUnitPrice: 0,
  linePrice: 1000,
  discount: 0,
  offerSlug: null,
  taxes: 50,
  total: 1050,
  stock: 3,
  preOrder: null,
};

describe('cart slice: SPEC §4 transitions', () => {
  it('adds a new line of one piece with the basic warranty by default', () => {
    expect(reduce(withLines(), lineAdded({ productId: 7 })).lines).toEqual([line(7)]);
  });

  it('adds a new line with the given quantity and warranty, after the existing ones', () => {
    expect(reduce(withLines(line(1)), lineAdded({ productId: 7, quantity: 3, warranty: 'pro' })).lines).toEqual([
      line(1),
      line(7, 3, 'pro'),
    ]);
  });

  it('raises the quantity when the same product is added again, by 1 or by the given amount', () => {
    const state = reduce(withLines(line(7, 2)), lineAdded({ productId: 7 }), lineAdded({ productId: 7, quantity: 4 }));
    expect(state.lines).toEqual([line(7, 7)]);
  });

  it('adds the same product with the other warranty as a line of its own, the first line untouched', () => {
    expect(reduce(withLines(line(7, 1, 'pro')), lineAdded({ productId: 7, warranty: 'basic' })).lines).toEqual([line(7, 1, 'pro'), line(7, 1, 'basic')]);
    const both = reduce(withLines(line(7, 3)), lineAdded({ productId: 7, warranty: 'pro' }), lineAdded({ productId: 7, quantity: 2 }));
    expect(both.lines).toEqual([line(7, 5), line(7, 1, 'pro')]);
  });

  it('remembers the product a page added (its name for the line until a quotation names it)', () => {
    const product = { id: 7, name: 'Raptor 125', slug: 'raptor-125' };
    expect(reduce(withLines(), lineAdded({ productId: 7, product })).products).toEqual({ 7: product });
    expect(reduce(withLines(), lineAdded({ productId: 7, product: { ...product, id: 8 } })).products).toEqual({});
  });

  it('counts a quantity that is not a positive whole number as one piece', () => {
    expect(reduce(withLines(), lineAdded({ productId: 7, quantity: 0 }), lineAdded({ productId: 7, quantity: Number.NaN })).lines).toEqual([
      line(7, 2),
    ]);
    expect(reduce(withLines(), lineAdded({ productId: 7, quantity: 2.7 })).lines).toEqual([line(7, 2)]);
  });

  it('lowers the quantity by one when one piece is removed, and deletes the line below 1', () => {
    const lowered = reduce(withLines(line(1, 2), line(7)), unitRemoved({ line: line(1) }));
    expect(lowered.lines).toEqual([line(1, 1), line(7)]);
    expect(reduce(lowered, unitRemoved({ line: line(1) })).lines).toEqual([line(7)]);
  });

  it('ignores removing a line that is not in the cart (another product, or the product with the other warranty)', () => {
    expect(reduce(withLines(line(7)), unitRemoved({ line: line(1) })).lines).toEqual([line(7)]);
    expect(reduce(withLines(line(7)), unitRemoved({ line: line(7, 1, 'pro') })).lines).toEqual([line(7)]);
  });

  it('sets a quantity, and deletes the line when it is set to 0 (or less)', () => {
    expect(reduce(withLines(line(7)), quantityChanged({ line: line(7), quantity: 5 })).lines).toEqual([line(7, 5)]);
    expect(reduce(withLines(line(1), line(7)), quantityChanged({ line: line(7), quantity: 0 })).lines).toEqual([line(1)]);
    expect(reduce(withLines(line(7)), quantityChanged({ line: line(7), quantity: -2 })).lines).toEqual([]);
  });

  it('changes only the line of the warranty named, never the same product’s other line', () => {
    const both = withLines(line(7, 2), line(7, 1, 'pro'));
    expect(reduce(both, quantityChanged({ line: line(7, 1, 'pro'), quantity: 4 })).lines).toEqual([line(7, 2), line(7, 4, 'pro')]);
    expect(reduce(both, quantityChanged({ line: line(7), quantity: 0 })).lines).toEqual([line(7, 1, 'pro')]);
    expect(reduce(both, unitRemoved({ line: line(7, 1, 'pro') })).lines).toEqual([line(7, 2)]);
  });

  it('caps a quantity set above the maximum per line', () => {
    const limits = { maxQuantity: 5, maxLines: 10 };
    expect(reduce(withLines(line(7)), quantityChanged({ line: line(7), quantity: 50, limits })).lines).toEqual([line(7, 5)]);
    expect(reduce(withLines(line(7)), quantityChanged({ line: line(7), quantity: 5000 })).lines).toEqual([
      line(7, CART_CONTRACT_LIMITS.maxQuantity),
    ]);
  });

  it('empties the cart when cleared', () => {
    expect(reduce(withLines(line(1), line(7)), cartCleared()).lines).toEqual([]);
  });

  it('replaces the lines with the restored ones and remembers their region', () => {
    const state = reduce(withLines(line(1)), cartRestored({ region: 'om', lines: [line(9, 2)] }));
    expect(state).toMatchObject({ region: 'om', lines: [line(9, 2)], dropped: [] });
  });

  it('remembers the lines of a stored cart that did not fit, until the shopper was told', () => {
    const state = reduce(withLines(), cartRestored({ region: 'ae', lines: [line(1)], dropped: [line(2), line(3)] }));
    expect(state).toMatchObject({ lines: [line(1)], dropped: [line(2), line(3)] });
    expect(reduce(state, droppedNoticed()).dropped).toEqual([]);
    // Another region's cart says nothing of this one's.
    expect(reduce(state, cartRestored({ region: 'om', lines: [] })).dropped).toEqual([]);
  });

  it('keeps the products a lookup named', () => {
    const named = reduce(withLines(line(1)), productsNamed([{ id: 1, name: 'Raptor 125', slug: 'raptor-125' }]));
    expect(named.products[1]?.name).toBe('Raptor 125');
  });
});

describe('cart slice: limits of /init/shop', () => {
  const limits = { maxQuantity: 3, maxLines: 2 };

  it('refuses a new line beyond the maximum number of lines, and changes nothing', () => {
    const full = withLines(line(1), line(2));
    expect(reduce(full, lineAdded({ productId: 3, limits }))).toEqual(full);
  });

  it('still raises the quantity of a line already in a full cart, and refuses the product with the other warranty', () => {
    expect(reduce(withLines(line(1), line(2)), lineAdded({ productId: 2, limits })).lines).toEqual([line(1), line(2, 2)]);
    const full = withLines(line(1), line(2));
    expect(reduce(full, lineAdded({ productId: 2, warranty: 'pro', limits }))).toEqual(full);
  });

  it('caps the quantity at the maximum per line', () => {
    expect(reduce(withLines(), lineAdded({ productId: 1, quantity: 10, limits })).lines).toEqual([line(1, 3)]);
    expect(reduce(withLines(line(1, 2)), lineAdded({ productId: 1, quantity: 2, limits })).lines).toEqual([line(1, 3)]);
  });

  it('changes nothing when the line already has the maximum quantity', () => {
    const state = withLines(line(1, 3, 'pro'));
    expect(reduce(state, lineAdded({ productId: 1, warranty: 'pro', limits }))).toEqual(state);
  });
});

describe('cart slice: loading flag and quotation', () => {
  it('sets the loading flag while a quotation is asked, and clears it with the answer', () => {
    const asked = reduce(withLines(line(1)), quotationRequested());
    expect(asked.loading).toBe(true);
    const answered = reduce(asked, quotationSettled({ request: asked.quotationRequest, quotation }));
    expect(answered).toMatchObject({ loading: false, quotation });
  });

  it('keeps the quotation it has when an answer brings none (a failed request), marked failed', () => {
    const asked = reduce({ ...withLines(line(1)), quotation }, quotationRequested());
    expect(asked.quotationStatus).toBe('pending');
    expect(reduce(asked, quotationSettled({ request: asked.quotationRequest }))).toMatchObject({
      loading: false,
      quotation,
      quotationStatus: 'error',
    });
    expect(reduce(asked, quotationSettled({ request: asked.quotationRequest, quotation })).quotationStatus).toBe('success');
  });

  it('removes the lines of products no longer sold, named by the last quotation, and keeps the rest', () => {
    const priced = { ...quotation, lines: [{ ...pricedLine, productId: 2, name: 'Raptor 125' }] };
    const state = reduce({ ...withLines(line(1), line(2, 3), line(3)), quotation: priced }, linesUnsold({ productIds: [2, 3] }));
    expect(state.lines).toEqual([line(1)]);
    expect(state.unsold).toEqual([
      { productId: 2, name: 'Raptor 125' },
      { productId: 3, name: null },
    ]);
    expect(reduce(state, unsoldNoticed()).unsold).toEqual([]);
  });

  it('settles an empty cart when its last product is no longer sold', () => {
    const asked = reduce(withLines(line(1)), quotationRequested());
    expect(reduce(asked, linesUnsold({ productIds: [1] }))).toMatchObject({ lines: [], loading: false, quotation: EMPTY_QUOTATION, quotationStatus: 'idle' });
  });

  it('drops the answer to an older request', () => {
    const first = reduce(withLines(line(1)), quotationRequested());
    const second = reduce(first, quotationRequested());
    const late = reduce(second, quotationSettled({ request: first.quotationRequest, quotation }));
    expect(late).toMatchObject({ loading: true, quotation: EMPTY_QUOTATION });
  });

  it.each([
    ['cleared', cartCleared()],
    ['emptied by removing its last piece', unitRemoved({ line: line(1) })],
    ['emptied by setting its last line to 0', quantityChanged({ line: line(1), quantity: 0 })],
  ])('resets the quotation to zeros and empty lists when %s, and drops the answer on its way', (_how, action) => {
    const asked = reduce({ ...withLines(line(1)), quotation }, quotationRequested());
    const empty = reduce(asked, action);
    expect(empty).toMatchObject({ loading: false, quotation: EMPTY_QUOTATION });
    expect(reduce(empty, quotationSettled({ request: asked.quotationRequest, quotation })).quotation).toEqual(EMPTY_QUOTATION);
  });

  it('resets the quotation when another region is restored', () => {
    expect(reduce({ ...withLines(line(1)), quotation }, cartRestored({ region: 'om', lines: [line(2)] })).quotation).toEqual(EMPTY_QUOTATION);
  });
});

describe('cart slice: injected after the store exists', () => {
  const other = createSlice({ name: 'other', initialState: { ready: true }, reducers: {} });
  // As the app's store: it starts without the cart, which a page injects.
  const makeStore = () => createTestStore({ slices: [other] });

  it('reads an empty cart from a store that has no cart slice yet', () => {
    const { store } = makeStore();
    const state = store.getState();
    expect(selectCartLines(state)).toEqual([]);
    expect(selectCartLineCount(state)).toBe(0);
    expect(selectCartLoading(state)).toBe(false);
    expect(selectCartQuotation(state)).toEqual(EMPTY_QUOTATION);
    expect(selectCartLine(state, line(1))).toBeUndefined();
  });

  it('works once a page injects it into the root reducer', () => {
    const { store, rootReducer } = makeStore();
    cartSlice.injectInto(rootReducer);
    store.dispatch(lineAdded({ productId: 7, warranty: 'pro' }));
    expect(selectCartLines(store.getState())).toEqual([line(7, 1, 'pro')]);
    expect(selectCartLine(store.getState(), line(7, 1, 'pro'))).toEqual(line(7, 1, 'pro'));
    expect(selectCartLine(store.getState(), line(7))).toBeUndefined();
    expect(store.getState()).toMatchObject({ other: { ready: true } });
  });
});
