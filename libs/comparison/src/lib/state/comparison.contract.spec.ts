import {
  apiPaths,
  fetchApi,
  loadApiClient,
  queryErrorStatus,
  type ApiExtra,
  type ProductSummary,
} from '@storefront/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage, startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { createTestStore } from '@storefront/testing';
import { comparableValue } from './comparison.model';
import { loadComparison } from './comparison.persistence';
import { comparisonApi, type ComparisonProductArgs } from './comparison.api';
import { selectComparisonCategories, selectComparisonSlots } from './comparison.selectors';
import { comparisonSlice } from './comparison.slice';
import { toggleComparison } from './comparison.thunks';

/**
 * The comparison against the real reference backend (apps/regional-api, started as a process on a
 * freshly seeded database), asked as the storefront asks it: its endpoint, axios client and
 * response schema (a malformed answer would be a PARSING_ERROR), through a store built like the
 * app's (RTK Query in it from the start, the slice injected later). No module mocks.
 */
let backend: ReferenceBackend;
let extra: ApiExtra;

/** Cold start on two busy cores: the backend seeds its database and draws its images first. */
const START_TIMEOUT_MS = 120_000;
const ENDURO = 'motorcycles/off-road-motorcycles/enduro';

/** As the app's store: RTK Query in it from the start, the comparison injected later (as pages do). */
const makeStore = () => createTestStore({ extra, inject: [comparisonSlice] }).store;
/** The endpoint as a loader dispatches it. */
const productAnswer = (args: ComparisonProductArgs) => comparisonApi.endpoints.getComparisonProduct.initiate(args, { subscribe: false });

/** Products of a leaf category, as the catalogue's list gives them to the toggle. */
async function productsOf(category: string, locale = 'en'): Promise<ProductSummary[]> {
  const list = await fetchApi(extra, {
    region: 'ae',
    url: apiPaths.productsV2,
    params: { category, itemsPerPage: 4, locale },
    schema: 'productListV2',
  });
  return list.items;
}

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS });
  extra = { apiClientFor: (region) => loadApiClient({ baseURL: `${backend.url}/${region}/api`, retries: 0 }) };
}, START_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe('GET /comparison/products/{slug}', () => {
  it('reads a product’s leaf category and characteristics with its schema', async () => {
    const [product] = await productsOf(ENDURO);
    expect(product).toBeDefined();
    const { data, error } = await makeStore().dispatch(productAnswer({ region: 'ae', locale: 'en', slug: product?.slug ?? '' }));
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ id: product?.id, slug: product?.slug, title: product?.name, category: product?.category });
    expect(data?.characteristics.length).toBeGreaterThan(0);
    for (const characteristic of data?.characteristics ?? []) expect(characteristic.group.title).not.toBe('');
  });

  it('answers in the language asked for', async () => {
    const [product] = await productsOf(ENDURO);
    const store = makeStore();
    const english = await store.dispatch(productAnswer({ region: 'ae', locale: 'en', slug: product?.slug ?? '' }));
    const arabic = await store.dispatch(productAnswer({ region: 'ae', locale: 'ar', slug: product?.slug ?? '' }));
    expect(arabic.error).toBeUndefined();
    expect(arabic.data?.characteristics.map((entry) => entry.name)).not.toEqual(english.data?.characteristics.map((entry) => entry.name));
  });

  it('gets a 404 for a product the country does not sell', async () => {
    const { data, error } = await makeStore().dispatch(productAnswer({ region: 'ae', locale: 'en', slug: 'no-such-model' }));
    expect(data).toBeUndefined();
    expect(queryErrorStatus(error)).toBe(404);
  });
});

describe('adding products fetches their characteristics into the category', () => {
  it('merges them sorted by title, without empty values, and saves them', async () => {
    const [first, second] = await productsOf(ENDURO);
    if (!first || !second) throw new Error('The seed has fewer than two enduro motorcycles');
    const store = makeStore();
    const storage = new MemoryStorage();

    const added = [first, second].map((product) => store.dispatch(toggleComparison({ product, region: 'ae', locale: 'en' }, storage)));
    expect(added.map((result) => result.outcome)).toEqual(['added', 'added']);
    await Promise.all(added.map((result) => result.characteristics));

    const [category] = selectComparisonCategories(store.getState());
    expect(category).toMatchObject({ id: first.category.id, path: ENDURO, isActive: true });
    const slots = selectComparisonSlots(store.getState());
    for (const slot of slots.slice(0, 2)) {
      expect(slot?.characteristics.length).toBeGreaterThan(0);
      for (const characteristic of slot?.characteristics ?? []) expect(comparableValue(characteristic.value)).toEqual(characteristic.value);
    }
    const groupTitles = category?.characteristics.map((group) => group.title) ?? [];
    expect(groupTitles).toEqual([...groupTitles].sort((a, b) => a.localeCompare(b)));
    for (const group of category?.characteristics ?? []) {
      const names = group.names.map((name) => name.title);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(new Set(names).size).toBe(names.length);
    }
    // Every name a product has is in its category's list.
    const listed = new Set(category?.characteristics.flatMap((group) => group.names.map((name) => `${group.title}/${name.title}`)));
    for (const slot of slots.slice(0, 2)) for (const entry of slot?.characteristics ?? []) expect(listed.has(`${entry.group}/${entry.name}`)).toBe(true);

    expect(loadComparison('ae', storage)).toEqual(selectComparisonCategories(store.getState()));
  });
});
