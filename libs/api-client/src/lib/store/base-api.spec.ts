import { configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { apiErrorSchema, apiPaths, type List, type ServerRegion } from '../contract/schemas';
import { createApiClient, type ApiClientOptions } from '../http/api-client';
import { createResponseCache, type ResponseCache } from '../http/response-cache';
import type { QueryParams } from '../http/query-encoding';
import { closedPort, delay, json, resetConnection, startTestServer, text, type TestServer } from '../testing/test-server';
import { baseApi } from './base-api';
import { ApiRequestError, fetchApi, loadApiClient, type ApiExtra } from './request';

const region = (slug: string, id: number, name: string): ServerRegion => ({
  id,
  name,
  slug,
  active: true,
  nameCases: { nameIn: `in ${name}`, nameFrom: `from ${name}` },
});
const listOf = (...items: ServerRegion[]): List<ServerRegion> => ({
  items,
  totalItems: items.length,
  page: 1,
  itemsPerPage: 999,
});
const AE_LIST = listOf(region('ae', 1, 'Dubai'), region('sa', 2, 'Riyadh'));
const SA_LIST = listOf(region('sa', 2, 'الرياض'));

interface RegionListArg {
  region: string;
  params?: QueryParams;
}

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testRegions: build.query<List<ServerRegion>, RegionListArg>({
      query: ({ region, params }) => ({ region, url: apiPaths.regions, params, schema: 'regionList' }),
    }),
    testSharedRegions: build.query<List<ServerRegion>, RegionListArg>({
      query: ({ region, params }) => ({ region, url: apiPaths.regions, params, schema: 'regionList', shared: true }),
    }),
    testRawRegions: build.query<unknown, { region: string }>({
      query: ({ region }) => ({ region, url: apiPaths.regions }),
    }),
    testCreateOrder: build.mutation<unknown, { region: string; body: unknown }>({
      query: ({ region, body }) => ({ region, url: '/orders', method: 'POST', data: body }),
    }),
  }),
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.clear();
});

// Not `createTestStore`: this spec tests the base API itself, in the store from the start; and @storefront/testing imports this lib.
function makeStore(apiClientFor: ApiExtra['apiClientFor'], responseCache?: ResponseCache) {
  const extra: ApiExtra = { apiClientFor, responseCache };
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

/**
 * A store whose region clients talk to the test server under `/{region}/api`, loaded as the
 * storefront loads them (`loadApiClient`: the lazily imported request code).
 */
const clientsOnServer = (options: Partial<ApiClientOptions> = {}) => (slug: string) =>
  loadApiClient({ baseURL: `${server.url}/${slug}/api`, retryBaseDelayMs: 1, ...options });
const storeOnServer = (options: Partial<ApiClientOptions> = {}, responseCache?: ResponseCache) =>
  makeStore(clientsOnServer(options), responseCache);

async function fetchRegions(store: ReturnType<typeof makeStore>, arg: RegionListArg) {
  const subscription = store.dispatch(testApi.endpoints.testRegions.initiate(arg));
  const result = await subscription;
  subscription.unsubscribe();
  return result;
}

describe('axiosBaseQuery through a Redux store', () => {
  it("puts the region into the URL path and the params into the query", async () => {
    server.enqueue('/ae/api/regions', json(200, AE_LIST));

    await fetchRegions(storeOnServer(), { region: 'ae', params: { itemsPerPage: 999, slug: ['ae', 'sa'] } });

    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /ae/api/regions?itemsPerPage=999&slug[]=ae&slug[]=sa',
    ]);
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('yields the parsed data of a valid answer', async () => {
    server.enqueue('/ae/api/regions', json(200, AE_LIST));

    const result = await fetchRegions(storeOnServer(), { region: 'ae' });

    expect(result.isSuccess).toBe(true);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual(AE_LIST);
  });

  it('strips fields the schema does not know from the data', async () => {
    server.enqueue('/ae/api/regions', json(200, { ...AE_LIST, debug: 'internal', items: [{ ...AE_LIST.items[0], secret: 1 }] }));

    const result = await fetchRegions(storeOnServer(), { region: 'ae' });

    expect(result.data).toEqual({ ...AE_LIST, items: [AE_LIST.items[0]] });
  });

  it("yields a PARSING_ERROR, without throwing, for an answer of the wrong shape ({ items: 'nope' })", async () => {
    server.enqueue('/ae/api/regions', json(200, { items: 'nope' }));

    const result = await fetchRegions(storeOnServer(), { region: 'ae' });

    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR' });
    expect(result.error && 'error' in result.error ? result.error.error : '').toContain('Unexpected response from /regions');
  });

  it('yields a PARSING_ERROR, without throwing, for a body that is not valid JSON', async () => {
    server.enqueue('/ae/api/regions', text(200, '{"items": [', 'application/json'));

    const result = await fetchRegions(storeOnServer(), { region: 'ae' });

    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('returns the raw body as data when the endpoint has no schema', async () => {
    server.enqueue('/ae/api/regions', json(200, { anything: ['goes'] }));
    const store = storeOnServer();

    const subscription = store.dispatch(testApi.endpoints.testRawRegions.initiate({ region: 'ae' }));
    const result = await subscription;
    subscription.unsubscribe();

    expect(result.data).toEqual({ anything: ['goes'] });
  });

  it('yields { status: 404, data } with the JSON error body for a 404', async () => {
    const body = { error: 'not_found', message: 'No such region list' };
    server.enqueue('/ae/api/regions', json(404, body));

    const result = await fetchRegions(storeOnServer(), { region: 'ae' });

    expect(result.error).toEqual({ status: 404, data: body });
    expect(apiErrorSchema.parse((result.error as { data: unknown }).data)).toEqual(body);
    expect(server.requests).toHaveLength(1);
  });

  it('yields the data after the client retried a 503', async () => {
    server.enqueue('/ae/api/regions', json(503, { error: 'busy', message: 'later' }), json(200, AE_LIST));

    const result = await fetchRegions(storeOnServer(), { region: 'ae' });

    expect(result.data).toEqual(AE_LIST);
    expect(server.requests).toHaveLength(2);
  });

  it('yields TIMEOUT_ERROR when the answer takes longer than the client timeout', async () => {
    server.always('/ae/api/regions', delay(500, json(200, AE_LIST)));

    const result = await fetchRegions(storeOnServer({ timeoutMs: 40 }), { region: 'ae' });

    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR', error: 'timeout of 40ms exceeded' });
  });

  it('yields FETCH_ERROR when the backend is unreachable', async () => {
    const port = await closedPort();
    const store = makeStore((slug) => createApiClient({ baseURL: `http://127.0.0.1:${port}/${slug}/api`, retryBaseDelayMs: 1 }));

    const result = await fetchRegions(store, { region: 'ae' });

    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(result.error && 'error' in result.error ? result.error.error : '').toMatch(/ECONNREFUSED/);
  });

  it('yields FETCH_ERROR when the connection keeps being reset', async () => {
    server.always('/ae/api/regions', resetConnection());

    const result = await fetchRegions(storeOnServer({ retries: 1 }), { region: 'ae' });

    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(server.requests).toHaveLength(2);
  });

  it('yields FETCH_ERROR with the message when apiClientFor throws', async () => {
    const store = makeStore((slug) => {
      throw new Error(`no backend for region ${slug}`);
    });

    const result = await fetchRegions(store, { region: 'zz' });

    expect(result.error).toEqual({ status: 'FETCH_ERROR', error: 'Error: no backend for region zz' });
  });

  it('caches two regions under different keys, each with its own data', async () => {
    server.enqueue('/ae/api/regions', json(200, AE_LIST));
    server.enqueue('/sa/api/regions', json(200, SA_LIST));
    const store = storeOnServer();

    const ae = store.dispatch(testApi.endpoints.testRegions.initiate({ region: 'ae' }));
    const sa = store.dispatch(testApi.endpoints.testRegions.initiate({ region: 'sa' }));
    await Promise.all([ae, sa]);

    const state = store.getState();
    const keys = Object.keys(state[baseApi.reducerPath].queries);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => key.startsWith('testRegions('))).toBe(true);
    expect(testApi.endpoints.testRegions.select({ region: 'ae' })(state).data).toEqual(AE_LIST);
    expect(testApi.endpoints.testRegions.select({ region: 'sa' })(state).data).toEqual(SA_LIST);
    expect(server.requests.map((request) => request.path).sort()).toEqual(['/ae/api/regions', '/sa/api/regions']);
    ae.unsubscribe();
    sa.unsubscribe();
  });

  it('serves a second subscription to the same region from the cache (1 request)', async () => {
    server.always('/ae/api/regions', json(200, AE_LIST));
    const store = storeOnServer();

    const first = await fetchRegions(store, { region: 'ae' });
    const second = await fetchRegions(store, { region: 'ae' });

    expect(first.data).toEqual(AE_LIST);
    expect(second.data).toEqual(AE_LIST);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a POST mutation answered 503 and yields { status: 503, data }', async () => {
    server.always('/ae/api/orders', json(503, { error: 'busy', message: 'later' }));
    const store = storeOnServer({ retries: 2 });

    const result = await store.dispatch(
      testApi.endpoints.testCreateOrder.initiate({ region: 'ae', body: { lines: [{ product_id: 7, quantity: 1 }] } }),
    );

    expect(result.error).toEqual({ status: 503, data: { error: 'busy', message: 'later' } });
    const seen = server.requestsTo('/ae/api/orders');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? 'null')).toEqual({ lines: [{ product_id: 7, quantity: 1 }] });
  });
});

describe('shared (startup) requests and the server response cache', () => {
  const fetchShared = async (store: ReturnType<typeof makeStore>, arg: RegionListArg) => {
    const subscription = store.dispatch(testApi.endpoints.testSharedRegions.initiate(arg));
    const result = await subscription;
    subscription.unsubscribe();
    return result;
  };

  it('answers the stores of many requests with one backend request per region and query', async () => {
    server.always('/ae/api/regions', json(200, AE_LIST));
    server.always('/sa/api/regions', json(200, SA_LIST));
    const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 10 });

    const results = await Promise.all([
      fetchShared(storeOnServer({}, cache), { region: 'ae', params: { locale: 'en' } }),
      fetchShared(storeOnServer({}, cache), { region: 'ae', params: { locale: 'en' } }),
      fetchShared(storeOnServer({}, cache), { region: 'sa', params: { locale: 'en' } }),
      fetchShared(storeOnServer({}, cache), { region: 'ae', params: { locale: 'ar' } }),
    ]);

    expect(results.map((result) => result.data)).toEqual([AE_LIST, AE_LIST, SA_LIST, AE_LIST]);
    expect(server.requests.map((request) => request.url).sort()).toEqual([
      '/ae/api/regions?locale=ar',
      '/ae/api/regions?locale=en',
      '/sa/api/regions?locale=en',
    ]);
  });

  it("keys an answer by the region's backend: another backend of the same region is asked itself", async () => {
    server.always('/ae/api/regions', json(200, AE_LIST));
    server.always('/gulf/ae/api/regions', json(200, SA_LIST));
    const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 10 });
    const onGulf = makeStore((slug) => loadApiClient({ baseURL: `${server.url}/gulf/${slug}/api`, retryBaseDelayMs: 1 }), cache);

    const first = await fetchShared(storeOnServer({}, cache), { region: 'ae' });
    const second = await fetchShared(onGulf, { region: 'ae' });

    expect([first.data, second.data]).toEqual([AE_LIST, SA_LIST]);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps no failure: the next request asks the backend again', async () => {
    server.enqueue('/ae/api/regions', json(404, { error: 'not_found', message: 'gone' }));
    server.always('/ae/api/regions', json(200, AE_LIST));
    const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 10 });

    const failed = await fetchShared(storeOnServer({ retries: 0 }, cache), { region: 'ae' });
    const next = await fetchShared(storeOnServer({ retries: 0 }, cache), { region: 'ae' });

    expect(failed.error).toEqual({ status: 404, data: { error: 'not_found', message: 'gone' } });
    expect(next.data).toEqual(AE_LIST);
  });

  it('asks the backend every time for requests that are not shared', async () => {
    server.always('/ae/api/regions', json(200, AE_LIST));
    const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 10 });

    await fetchRegions(storeOnServer({}, cache), { region: 'ae' });
    await fetchRegions(storeOnServer({}, cache), { region: 'ae' });

    expect(server.requests).toHaveLength(2);
  });
});

describe('fetchApi', () => {
  it('resolves with the validated data', async () => {
    server.enqueue('/ae/api/regions', json(200, AE_LIST));

    await expect(
      fetchApi({ apiClientFor: clientsOnServer() }, { region: 'ae', url: apiPaths.regions, schema: 'regionList' }),
    ).resolves.toEqual(AE_LIST);
  });

  it('rejects with an ApiRequestError carrying the same ApiError as the endpoints', async () => {
    server.enqueue('/ae/api/regions', json(200, { items: 'nope' }));

    const failure = await fetchApi(
      { apiClientFor: clientsOnServer() },
      { region: 'ae', url: apiPaths.regions, schema: 'regionList' },
    ).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).apiError.status).toBe('PARSING_ERROR');
  });
});

describe('the lazily loaded request code', () => {
  const regions = { region: 'ae', url: apiPaths.regions, schema: 'regionList' } as const;

  it('validates with the schema the request names, and a malformed answer is a PARSING_ERROR', async () => {
    server.enqueue('/ae/api/regions', json(200, AE_LIST), json(200, { ...AE_LIST, items: [{ id: 'one' }] }));
    const api: ApiExtra = { apiClientFor: clientsOnServer() };

    await expect(fetchApi(api, regions)).resolves.toEqual(AE_LIST);
    const failure = await fetchApi(api, regions).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).apiError).toMatchObject({
      status: 'PARSING_ERROR',
      error: expect.stringContaining('Unexpected response from /regions'),
    });
  });

  it('types the data by the schema name', () => {
    const api: ApiExtra = { apiClientFor: clientsOnServer() };
    expectTypeOf(() => fetchApi(api, regions)).returns.resolves.toEqualTypeOf<List<ServerRegion>>();
    expectTypeOf(() => fetchApi(api, { region: 'ae', url: '/raw' })).returns.resolves.toBeUnknown();
  });

  it('also takes a client that is given as it is, not as a promise', async () => {
    server.enqueue('/ae/api/regions', json(200, { items: 'nope' }));
    const client = createApiClient({ baseURL: `${server.url}/ae/api`, retryBaseDelayMs: 1 });

    const failure = await fetchApi({ apiClientFor: () => client }, regions).catch((error: unknown) => error);

    expect((failure as ApiRequestError).apiError.status).toBe('PARSING_ERROR');
  });

  it('yields FETCH_ERROR, without throwing, when the client cannot be loaded', async () => {
    const store = makeStore(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

    const result = await fetchRegions(store, { region: 'ae' });

    expect(result.error).toEqual({ status: 'FETCH_ERROR', error: 'Error: Failed to fetch dynamically imported module' });
  });
});
