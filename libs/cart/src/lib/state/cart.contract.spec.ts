import { apiPaths, fetchApi, loadApiClient, type ApiExtra } from '@storefront/api-client';
import { startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { createTestStore } from '@storefront/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from './cart-line';
import { cartSlice, selectCartState } from './cart.slice';
import { addToCart, refreshQuotation, restoreCart, setCartQuantity } from './cart.thunks';

/**
 * The cart's quotation against the real reference backend (apps/regional-api as a process on a fresh
 * database, fault injection on): the request the storefront sends, its answer validated by the
 * contract's schema, and what the cart does with stale, refused and failed answers. No module mocks.
 */
let backend: ReferenceBackend;
let extra: ApiExtra;
let productIds: number[];

const START_TIMEOUT_MS = 120_000;

const line = (product_id: number, quantity = 1, warranty: CartLine['warranty'] = 'basic'): CartLine => ({ product_id, quantity, warranty });

const makeStore = () => createTestStore({ slices: [cartSlice], extra }).store;

async function fault(rule: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(response.status).toBe(201);
}

/** The backend's own quotation of lines, asked directly. */
const backendQuotation = (cart: { product_id: number; quantity: number }[]) =>
  fetchApi(extra, { region: 'ae', url: apiPaths.quotation, method: 'POST', data: { cart }, schema: 'quotation' });

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS, faults: true });
  extra = { apiClientFor: (region) => loadApiClient({ baseURL: `${backend.url}/${region}/api`, retries: 0 }) };
  const list = await fetchApi(extra, { region: 'ae', url: apiPaths.products, params: { itemsPerPage: 3 }, schema: 'productList' });
  productIds = list.items.map((product) => product.id);
  expect(productIds).toHaveLength(3);
}, START_TIMEOUT_MS);

afterAll(() => backend?.stop());
beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  vi.restoreAllMocks();
  await fetch(`${backend.url}/__faults`, { method: 'DELETE' });
});

describe('the quotation of the cart (SPEC §4, POST quotation/get)', () => {
  it('prices one product with each warranty as two lines, each as it was sent', async () => {
    const store = makeStore();
    const [first] = productIds as [number];
    store.dispatch(addToCart('ae', { productId: first, quantity: 2, warranty: 'pro' }));
    store.dispatch(addToCart('ae', { productId: first }));
    await vi.waitFor(() => expect(selectCartState(store.getState()).quotationStatus).toBe('success'));
    const { lines, quotation } = selectCartState(store.getState());
    expect(lines).toEqual([line(first, 2, 'pro'), line(first)]);
    expect(quotation.lines.map((priced) => [priced.productId, priced.quantity, priced.warranty])).toEqual([
      [first, 2, 'pro'],
      [first, 1, 'basic'],
    ]);
    expect(quotation.lines[0]?.warrantyUnitPrice).toBeGreaterThan(0);
  });

  it('boots a stored cart of 150 lines with the first 100, priced, and names the lines it left out', async () => {
    const list = await fetchApi(extra, { region: 'ae', url: apiPaths.products, params: { itemsPerPage: 150 }, schema: 'productList' });
    const stored = list.items.map((product) => line(product.id));
    expect(stored).toHaveLength(150);
    window.localStorage.setItem('cartItems_ae', JSON.stringify(stored));
    const store = makeStore();
    store.dispatch(restoreCart('ae'));
    await vi.waitFor(() => expect(selectCartState(store.getState()).quotationStatus).toBe('success'));
    const state = selectCartState(store.getState());
    expect(state.lines).toEqual(stored.slice(0, 100));
    expect(state.quotation.lines).toHaveLength(100);
    expect(state.dropped).toEqual(stored.slice(100));
    await vi.waitFor(() => expect(selectCartState(store.getState()).products[list.items[149]?.id ?? 0]?.name).toBe(list.items[149]?.name));
    expect(JSON.parse(window.localStorage.getItem('cartItems_ae') ?? '')).toHaveLength(100);
  });

  it('is the backend’s own, line for line, after each change', async () => {
    const store = makeStore();
    const [first, second] = productIds as [number, number];
    store.dispatch(addToCart('ae', { productId: first, quantity: 2 }));
    store.dispatch(addToCart('ae', { productId: second }));
    await vi.waitFor(() => expect(selectCartState(store.getState()).loading).toBe(false));
    const { quotation, quotationStatus } = selectCartState(store.getState());
    expect(quotationStatus).toBe('success');
    expect(quotation).toEqual(await backendQuotation([{ product_id: first, quantity: 2 }, { product_id: second, quantity: 1 }]));
    expect(quotation.lines.map((priced) => [priced.productId, priced.quantity])).toEqual([[first, 2], [second, 1]]);
  });

  it('ends with the quotation of the last state when an earlier answer arrives late', async () => {
    const store = makeStore();
    const [first] = productIds as [number];
    window.localStorage.setItem('cartItems_ae', JSON.stringify([line(first)]));
    // The first request (the restore's) is held back for a second; the change after it is answered at once.
    await fault({ path: '/ae/api/quotation/get', latencyMs: 1000, times: 1 });
    store.dispatch(restoreCart('ae'));
    store.dispatch(setCartQuantity('ae', line(first), 3));
    await vi.waitFor(() => expect(selectCartState(store.getState()).quotationStatus).toBe('success'));
    expect(selectCartState(store.getState()).quotation.lines[0]?.quantity).toBe(3);
    // The late answer (quantity 1) arrives after and is dropped.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const state = selectCartState(store.getState());
    expect(state.quotation.lines[0]?.quantity).toBe(3);
    expect(state.loading).toBe(false);
  });

  it('removes a product the backend no longer sells, names it when it was priced, and keeps the rest', async () => {
    const store = makeStore();
    const [first, second] = productIds as [number, number];
    const gone = 987_654;
    window.localStorage.setItem('cartItems_ae', JSON.stringify([line(first), line(gone, 2), line(second, 1, 'pro')]));
    store.dispatch(restoreCart('ae'));
    await vi.waitFor(() => expect(selectCartState(store.getState()).quotationStatus).toBe('success'));
    const state = selectCartState(store.getState());
    expect(state.lines).toEqual([line(first), line(second, 1, 'pro')]);
    expect(state.unsold).toEqual([{ productId: gone, name: null }]);
    expect(JSON.parse(window.localStorage.getItem('cartItems_ae') ?? '')).toEqual([line(first), line(second, 1, 'pro')]);
    expect(state.quotation.lines.map((priced) => priced.productId)).toEqual([first, second]);
  });

  it('keeps every line and says the prices failed on a 503, a dropped connection or malformed JSON; a retry prices them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [first, second] = productIds as [number, number];
    for (const rule of [{ status: 503 }, { drop: true }, { malformedJson: true }]) {
      window.localStorage.setItem('cartItems_ae', JSON.stringify([line(first, 2), line(second)]));
      const store = makeStore();
      await fault({ path: '/ae/api/quotation/get', times: 1, ...rule });
      store.dispatch(restoreCart('ae'));
      await vi.waitFor(() => expect(selectCartState(store.getState()).quotationStatus).toBe('error'));
      const failed = selectCartState(store.getState());
      expect(failed.lines).toEqual([line(first, 2), line(second)]);
      expect(failed.loading).toBe(false);
      expect(JSON.parse(window.localStorage.getItem('cartItems_ae') ?? '')).toEqual([line(first, 2), line(second)]);
      // Never priced, the lines are named by a lookup of the catalogue while the prices wait.
      await vi.waitFor(() => expect(Object.keys(selectCartState(store.getState()).products).map(Number).sort()).toEqual([first, second].sort()));
      expect(selectCartState(store.getState()).products[first]).toMatchObject({ id: first, name: expect.any(String), slug: expect.any(String) });
      await store.dispatch(refreshQuotation());
      expect(selectCartState(store.getState()).quotationStatus).toBe('success');
      expect(selectCartState(store.getState()).quotation.total).toBeGreaterThan(0);
    }
  });
});
