import { ApiRequestError, apiPaths, baseApi, fetchApi, loadApiClient, priceNow, queryErrorStatus, type ApiExtra } from '@storefront/api-client';
import { listSchema, offerSchema, productListSchema, quotationSchema, taxonomySchema } from '@storefront/api-client/contract';
import type { RegionsQueryArgs } from '@storefront/regions';
import { createTestStore } from '@storefront/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filtersFromSearch, productListParams, searchText } from '../filters/product-filters';
import { startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { catalogApi } from './catalog.api';

/**
 * Contract-level tests of the catalogue against the real reference backend (apps/regional-api,
 * started as a process on a freshly seeded database): every endpoint the catalogue reads, asked
 * exactly as the storefront asks it (its endpoints, query encoding and axios client) and validated
 * by the storefront's own response schemas (a malformed answer would be a PARSING_ERROR). No module
 * mocks. The backend's own contract tests (apps/regional-api/src/contract.spec.ts) check the same
 * schemas from its side; these prove the storefront's requests and its reading of the answers.
 */
let backend: ReferenceBackend;
let extra: ApiExtra;
let store: ReturnType<typeof createTestStore>['store'];

/** Cold start on two busy cores: the backend seeds its database and draws its images first. */
const START_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS });
  // As the SSR host builds its clients (one per region backend), without retries: a failure shows at once.
  extra = { apiClientFor: (region) => loadApiClient({ baseURL: `${backend.url}/${region}/api`, retries: 0 }) };
  // As the app's store: RTK Query's reducer and middleware.
  store = createTestStore({ extra }).store;
}, START_TIMEOUT_MS);

afterAll(async () => {
  store?.dispatch(baseApi.util.resetApiState());
  await backend?.stop();
});

const AE: RegionsQueryArgs = { region: 'ae', locale: 'en' };
const AE_AR: RegionsQueryArgs = { region: 'ae', locale: 'ar' };
const ENDURO = 'motorcycles/off-road-motorcycles/enduro';
const NAKED = 'motorcycles/road-motorcycles/naked';

/** A page of `/v2/products/` as the category page asks for it, from a URL's query. */
const listArgs = (query: string, category?: string, args: RegionsQueryArgs = AE) => ({
  ...args,
  params: productListParams(filtersFromSearch(new URLSearchParams(query)), { category, itemsPerPage: 24 }),
});

/** A raw GET the catalogue has no endpoint for yet (search, offers pages), its answer left unparsed. */
const getRaw = (url: string, params: Record<string, string>) => fetchApi(extra, { region: 'ae', url, params });

/** The HTTP status a raw GET failed with. */
async function failedStatus(request: Promise<unknown>): Promise<number | string | undefined> {
  const error: unknown = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return queryErrorStatus((error as ApiRequestError).apiError);
}

describe('startup data of the catalogue', () => {
  it('reads /init/shop and /init/offers with its schemas', async () => {
    const shop = await store.dispatch(catalogApi.endpoints.getShop.initiate(AE, { subscribe: false }));
    expect(shop.error).toBeUndefined();
    expect(shop.data?.currency).toEqual({ code: 'AED', fractionDigits: 2 });

    const offers = await store.dispatch(catalogApi.endpoints.getRunningOffers.initiate(AE_AR, { subscribe: false }));
    expect(offers.error).toBeUndefined();
    for (const offer of offers.data?.items ?? []) expect(offer.filterQueryString).toBe(`offers.slug=${offer.slug}`);
  });
});

describe('/categories', () => {
  it('reads the visible tree, three levels, in both languages', async () => {
    for (const args of [AE, AE_AR]) {
      const { data, error } = await store.dispatch(catalogApi.endpoints.getCategories.initiate(args, { subscribe: false }));
      expect(error).toBeUndefined();
      expect(data?.items.length).toBeGreaterThan(0);
      expect(new Set(data?.items.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
      expect(data?.items.some((category) => category.hidden)).toBe(false);
    }
  });
});

describe('/categories/slug/{path}', () => {
  it('reads a category by its full path, with ancestors and children', async () => {
    const { data, error } = await store.dispatch(catalogApi.endpoints.getCategoryByPath.initiate({ ...AE, path: ENDURO }, { subscribe: false }));
    expect(error).toBeUndefined();
    expect(data).toMatchObject({ path: ENDURO, level: 3 });
    expect(data?.ancestors.map((ancestor) => ancestor.path)).toEqual(['motorcycles', 'motorcycles/off-road-motorcycles']);

    const top = await store.dispatch(catalogApi.endpoints.getCategoryByPath.initiate({ ...AE_AR, path: 'motorcycles' }, { subscribe: false }));
    expect(top.error).toBeUndefined();
    expect(top.data?.children.length).toBeGreaterThan(0);
  });

  it('gets a 404 for a chain that is not the real path (the page answers 404)', async () => {
    const { data, error } = await store.dispatch(catalogApi.endpoints.getCategoryByPath.initiate({ ...AE, path: 'motorcycles/enduro' }, { subscribe: false }));
    expect(data).toBeUndefined();
    expect(queryErrorStatus(error)).toBe(404);
  });
});

describe('/v2/products/', () => {
  it('reads a category page: products with the category’s filters and option counts', async () => {
    const { data, error } = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs('', NAKED), { subscribe: false }));
    expect(error).toBeUndefined();
    // The bench's category page: a whole page of 24.
    expect(data?.items).toHaveLength(24);
    expect(data?.items.every((product) => product.category.path === NAKED)).toBe(true);
    expect(data?.filters.characteristics.map((characteristic) => characteristic.key)).toEqual(
      expect.arrayContaining(['displacement', 'cooling']),
    );
  });

  it('reads a list narrowed by the URL’s filters: price, badges, a characteristic, stock and sort', async () => {
    const query = 'price[from]=5000&price[to]=40000&badges[]=new&characteristics[cooling][]=liquid&inStock=true&sort=price-asc';
    const { data, error } = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs(query, 'motorcycles'), { subscribe: false }));
    expect(error).toBeUndefined();
    // Sorted by the price a card shows (an offer's where one runs).
    const prices = data?.items.map((product) => priceNow(product).price) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data?.items.every((product) => product.inStock && product.badges.some((badge) => badge.text === 'new'))).toBe(true);
  });

  it('reads a search (`q`) and an offer’s list (`offers.slug`)', async () => {
    const search = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs('q=raptor'), { subscribe: false }));
    expect(search.error).toBeUndefined();
    expect(search.data?.items.length).toBeGreaterThan(0);
    expect(search.data?.items.every((product) => /raptor/i.test(product.name))).toBe(true);

    const offers = await store.dispatch(catalogApi.endpoints.getRunningOffers.initiate(AE, { subscribe: false }));
    const offer = offers.data?.items[0]?.slug ?? 'enduro-season';
    const list = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs(`offers.slug=${offer}`), { subscribe: false }));
    expect(list.error).toBeUndefined();
    if (offers.data?.items.length) expect(list.data?.items.length).toBeGreaterThan(0);
  });

  it('reads each product’s offer price as the quotation charges one piece of it', async () => {
    const { data, error } = await store.dispatch(catalogApi.endpoints.getProductList.initiate(listArgs('offers.slug=garden-ready'), { subscribe: false }));
    expect(error).toBeUndefined();
    const products = data?.items ?? [];
    expect(products.length).toBeGreaterThan(0);
    const answer = await fetch(`${backend.url}/ae/api/quotation/get`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cart: products.map((product) => ({ product_id: product.id, quantity: 1 })) }),
    });
    const { lines } = quotationSchema.parse(await answer.json());
    expect(lines.map((line) => [line.productId, line.linePrice - line.discount, line.offerSlug])).toEqual(
      products.map((product) => [product.id, product.offer?.price, 'garden-ready']),
    );
    // The card's figure: the offer's price, struck through the lowest price of the 30 days before the offer:
    // the list price, or lower for a product that was cheaper then (one in five in the seed).
    expect(products.map(priceNow)).toEqual(products.map((product) => ({ price: product.offer?.price, before: product.referencePrice })));
    expect(products.filter((product) => product.referencePrice === product.price).length).toBeGreaterThan(0);
    expect(products.filter((product) => (product.referencePrice ?? Infinity) < product.price).length).toBeGreaterThan(0);
  });

  it('gets a 400 for a filter the backend refuses (the page then lists without filters)', async () => {
    const { data, error } = await store.dispatch(catalogApi.endpoints.getProductList.initiate({ ...AE, params: { price: { between: 'abc' } } }, { subscribe: false }));
    expect(data).toBeUndefined();
    expect(queryErrorStatus(error)).toBe(400);
  });
});

describe('/products/search', () => {
  it('answers a query with a product list the contract accepts', async () => {
    const body = await getRaw(apiPaths.productSearch, { q: 'rapt', locale: 'en' });
    const list = productListSchema.parse(body);
    expect(list.items.length).toBeGreaterThan(0);
  });

  it('refuses a query of punctuation only with a 400, which the storefront never sends', async () => {
    expect(await failedStatus(getRaw(apiPaths.productSearch, { q: '?!…', locale: 'en' }))).toBe(400);
    expect(searchText('?!…')).toBeUndefined();
  });
});

describe('/offers?active=true', () => {
  it('lists running offers only, each linking to its filtered list', async () => {
    const list = listSchema(offerSchema).parse(await getRaw(apiPaths.offers, { active: 'true', locale: 'en' }));
    for (const offer of list.items) {
      expect(offer.active).toBe(true);
      expect(offer.filterQueryString).toBe(`offers.slug=${offer.slug}`);
    }
  });
});

describe('/taxonomies/{slug}', () => {
  it('reads every collection with its products, as many as it counts', async () => {
    const collections = listSchema(taxonomySchema).parse(await getRaw(apiPaths.taxonomies, { locale: 'en' }));
    expect(collections.items.length).toBeGreaterThan(0);
    for (const { slug, productsCount } of collections.items) {
      for (const args of [AE, AE_AR]) {
        const { data, error } = await store.dispatch(catalogApi.endpoints.getCollection.initiate({ ...args, slug }, { subscribe: false }));
        expect(error, slug).toBeUndefined();
        expect(data?.slug).toBe(slug);
        // The page shows the products' number as the collection's count: they must agree.
        expect(data?.products, slug).toHaveLength(productsCount);
      }
    }
  });

  it('gets a 404 for an unknown collection (the page answers 404)', async () => {
    const { data, error } = await store.dispatch(catalogApi.endpoints.getCollection.initiate({ ...AE, slug: 'no-such-collection' }, { subscribe: false }));
    expect(data).toBeUndefined();
    expect(queryErrorStatus(error)).toBe(404);
  });
});
