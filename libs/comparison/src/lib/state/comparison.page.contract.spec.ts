// @vitest-environment happy-dom
import { apiPaths, fetchApi, loadApiClient, type ApiExtra, type ProductSummary } from '@storefront/api-client';
import { MemoryStorage, startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { createTestStore } from '@storefront/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadComparison } from './comparison.persistence';
import { selectComparisonCategories } from './comparison.selectors';
import { comparisonSlice } from './comparison.slice';
import { loadComparedProduct, removeFromComparison, toggleComparison } from './comparison.thunks';
import { pageConsent } from '@storefront/analytics';

// The shopper has allowed analytics and marketing: the events and marks these tests expect may go.
pageConsent.set({ analytics: true, marketing: true, decided: true });

/**
 * What the comparison page does with the backend (apps/regional-api as a process, fault injection on):
 * today's price and the page language's characteristics of each compared product, a product the
 * region no longer sells dropped, a failed answer kept with its product; and the GA4 events of adding
 * and removing. No module mocks: the network is the real backend's, faults are its own.
 */
let backend: ReferenceBackend;
let extra: ApiExtra;
let enduros: ProductSummary[];

const START_TIMEOUT_MS = 120_000;
const ENDURO = 'motorcycles/off-road-motorcycles/enduro';

/** As the app's store: RTK Query in it from the start, the comparison injected later (as pages do). */
const makeStore = () => createTestStore({ extra, inject: [comparisonSlice] }).store;

async function fault(rule: Record<string, unknown>) {
  const response = await fetch(`${backend.url}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(response.status).toBe(201);
}

/** A store with the first enduros compared (their characteristics fetched in English). */
async function compared(count: number, storage: Storage) {
  const store = makeStore();
  for (const product of enduros.slice(0, count)) {
    await store.dispatch(toggleComparison({ product, region: 'ae', locale: 'en' }, storage)).characteristics;
  }
  return store;
}

const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS, faults: true });
  extra = { apiClientFor: (region) => loadApiClient({ baseURL: `${backend.url}/${region}/api`, retries: 0 }) };
  const list = await fetchApi(extra, { region: 'ae', url: apiPaths.productsV2, params: { category: ENDURO, itemsPerPage: 3 }, schema: 'productListV2' });
  enduros = list.items;
  expect(enduros).toHaveLength(3);
}, START_TIMEOUT_MS);

afterAll(() => backend?.stop());
beforeEach(() => {
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fetch(`${backend.url}/__faults`, { method: 'DELETE' });
});

describe('a compared product on the comparison page (GET /comparison/products/{slug})', () => {
  it('comes with today’s price, and its characteristics in the page’s language replace the stored ones', async () => {
    const storage = new MemoryStorage();
    const store = await compared(1, storage);
    const [slot] = selectComparisonCategories(store.getState())[0]?.products ?? [];
    if (!slot) throw new Error('nothing compared');
    const english = slot.characteristics.map((entry) => entry.name);

    const answer = await store.dispatch(loadComparedProduct({ region: 'ae', locale: 'ar', slot }, storage));

    expect(answer.status).toBe('loaded');
    if (answer.status !== 'loaded') return;
    expect(answer.product).toMatchObject({ id: enduros[0]?.id, price: enduros[0]?.price, currency: 'AED', inStock: enduros[0]?.inStock });
    const [category] = selectComparisonCategories(store.getState());
    const arabic = category?.products[0]?.characteristics.map((entry) => entry.name) ?? [];
    expect(arabic).toHaveLength(english.length);
    expect(arabic).not.toEqual(english);
    // The saved copy follows, so the next visit starts in the page's language.
    expect(loadComparison('ae', storage)).toEqual(selectComparisonCategories(store.getState()));
  });

  it('leaves the comparison when the region no longer sells it (404), with a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const store = await compared(2, storage);
    const [first, second] = selectComparisonCategories(store.getState())[0]?.products ?? [];
    if (!first || !second) throw new Error('two products expected');
    await fault({ path: `/ae/api/comparison/products/${second.slug}`, status: 404 });

    const answer = await store.dispatch(loadComparedProduct({ region: 'ae', locale: 'fr', slot: second }, storage));

    expect(answer).toEqual({ status: 'gone' });
    expect(selectComparisonCategories(store.getState())[0]?.products.map((slot) => slot.productId)).toEqual([first.productId]);
    expect(loadComparison('ae', storage)[0]?.products).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no longer sold'));
  });

  it('keeps its slot when the answer fails (503), and a retry after the outage loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    const store = await compared(1, storage);
    const [slot] = selectComparisonCategories(store.getState())[0]?.products ?? [];
    if (!slot) throw new Error('nothing compared');
    await fault({ path: `/ae/api/comparison/products/${slot.slug}`, status: 503 });

    expect(await store.dispatch(loadComparedProduct({ region: 'ae', locale: 'ru', slot }, storage))).toEqual({ status: 'failed' });
    expect(selectComparisonCategories(store.getState())[0]?.products).toHaveLength(1);

    await fetch(`${backend.url}/__faults`, { method: 'DELETE' });
    expect((await store.dispatch(loadComparedProduct({ region: 'ae', locale: 'ru', slot }, storage))).status).toBe('loaded');
  });
});

describe('GA4 events of the comparison (docs/adr/0075-comparison-events-as-custom-ga4-events.md)', () => {
  it('sends add_to_compare and remove_from_compare with the product and its category', async () => {
    const storage = new MemoryStorage();
    const store = await compared(2, storage);
    const [first] = enduros;
    if (!first) throw new Error('no product');

    store.dispatch(removeFromComparison('ae', first.id, storage));
    store.dispatch(removeFromComparison('ae', first.id, storage));

    const item = { item_id: String(first.id), item_name: first.name, item_category: first.category.title };
    expect(dataLayer().filter((entry) => entry['event'] === 'add_to_compare')).toHaveLength(2);
    expect(dataLayer()[0]).toEqual({ ecommerce: null });
    expect(dataLayer()[1]).toEqual({ event: 'add_to_compare', ecommerce: { items: [item] } });
    // The second removal finds nothing to remove: one event only.
    expect(dataLayer().filter((entry) => entry['event'] === 'remove_from_compare')).toEqual([
      { event: 'remove_from_compare', ecommerce: { items: [item] } },
    ]);
  });
});
