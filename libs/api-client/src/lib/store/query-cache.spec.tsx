// @vitest-environment happy-dom
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, type List, type ServerRegion } from '../contract/schemas';
import { json, startTestServer, type TestServer } from '../testing/test-server';
import { baseApi } from './base-api';
import {
  defineQuery,
  queryApiInstaller,
  queryCacheKey,
  queryCacheSlice,
  queryErrorStatus,
  skipQuery,
  type QueryCacheState,
} from './query-cache';
import { loadApiClient } from './request';

interface RegionsArgs {
  region: string;
  locale: string;
}

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cacheTestRegions: build.query<List<ServerRegion>, RegionsArgs>({
      query: ({ region, locale }) => ({ region, url: apiPaths.regions, params: { locale }, schema: 'regionList' }),
    }),
  }),
});
const regionsQuery = defineQuery('cacheTestRegions', async () => testApi);

const list = (name: string): List<ServerRegion> => ({
  items: [{ id: 1, name, slug: 'dubai', active: true, nameCases: { nameIn: name, nameFrom: name } }],
  totalItems: 1,
  page: 1,
  itemsPerPage: 100,
});
const AE_EN = { region: 'ae', locale: 'en' };
const PATH = `/ae/api${apiPaths.regions}`;
/** The first query loads RTK Query's chunk: generous on two busy cores. */
const WAIT = { timeout: 5_000 };

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

// Not `createTestStore`: this spec tests the installer that store is built on, and @storefront/testing imports this lib.
/** A store as the app builds it: the cache slot, RTK Query installed on first need. */
function makeStore(queries: QueryCacheState['queries'] = {}) {
  const rootReducer = combineSlices(queryCacheSlice);
  const queryApi = queryApiInstaller(rootReducer);
  // Node's HTTP adapter: happy-dom's fetch would hold the test server to the same-origin policy.
  const apiClientFor = async (region: string) => {
    const client = await loadApiClient({ baseURL: `${server.url}/${region}/api`, retryBaseDelayMs: 1 });
    client.defaults.adapter = 'http';
    return client;
  };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { api: { queries } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { apiClientFor, installQueryApi: queryApi.install } } }).concat(
        queryApi.middleware,
      ),
  });
}
type Store = ReturnType<typeof makeStore>;

function renderQuery(store: Store, initialArgs: RegionsArgs | typeof skipQuery) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook((args: RegionsArgs | typeof skipQuery) => regionsQuery.useQuery(args), { wrapper, initialProps: initialArgs });
}

const hydrated = (data: List<ServerRegion>) => ({
  [queryCacheKey('cacheTestRegions', AE_EN)]: { status: 'fulfilled', endpointName: 'cacheTestRegions', data },
}) as unknown as QueryCacheState['queries'];

describe('queryCacheKey', () => {
  it("is RTK Query's own key for any JSON arguments", () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (endpointName, queryArgs) => {
        expect(queryCacheKey(endpointName, queryArgs)).toBe(defaultSerializeQueryArgs({ endpointName, queryArgs, endpointDefinition: {} as never }));
      }),
    );
  });

  it('does not depend on the order of keys', () => {
    expect(queryCacheKey('q', { region: 'ae', locale: 'en' })).toBe(queryCacheKey('q', { locale: 'en', region: 'ae' }));
  });
});

describe('defineQuery', () => {
  it('reads an answer the server put in the cache, without RTK Query and without a request', async () => {
    const store = makeStore(hydrated(list('Dubai')));
    const { result } = renderQuery(store, AE_EN);
    expect(result.current).toEqual({ data: list('Dubai'), isError: false, isLoading: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toHaveLength(0);
    expect(store.getState().api.config).toBeUndefined();
  });

  it('fetches a missing answer through RTK Query, installed first, and keeps it subscribed while mounted', async () => {
    server.always(PATH, json(200, list('Dubai')));
    const store = makeStore();
    const { result, unmount } = renderQuery(store, AE_EN);
    expect(result.current).toEqual({ data: undefined, isError: false, isLoading: true });

    await waitFor(() => expect(result.current.data).toEqual(list('Dubai')), WAIT);
    expect(result.current.isLoading).toBe(false);
    expect(server.requestsTo(PATH)).toHaveLength(1);
    // RTK Query writes its subscriptions into the store in batches.
    const subscribers = () => Object.keys(store.getState().api.subscriptions?.[queryCacheKey('cacheTestRegions', AE_EN)] ?? {});
    await waitFor(() => expect(subscribers()).toHaveLength(1), WAIT);

    unmount();
    await waitFor(() => expect(subscribers()).toHaveLength(0), WAIT);
  });

  it('asks again for other arguments', async () => {
    server.always(PATH, json(200, list('Dubai')));
    const store = makeStore(hydrated(list('Dubai')));
    const { result, rerender } = renderQuery(store, AE_EN);
    rerender({ region: 'ae', locale: 'ar' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(list('Dubai')), WAIT);
    expect(server.requestsTo(PATH).map((request) => request.url)).toEqual([`${PATH}?locale=ar`]);
  });

  it('does nothing for skipQuery', async () => {
    const store = makeStore();
    const { result } = renderQuery(store, skipQuery);
    expect(result.current).toEqual({ data: undefined, isError: false, isLoading: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toHaveLength(0);
  });

  it('reports a failed answer as an error, and a later mount asks again', async () => {
    server.enqueue(PATH, json(404, { error: 'Not found' }));
    const store = makeStore();
    const first = renderQuery(store, AE_EN);
    await waitFor(() => expect(first.result.current.isError).toBe(true), WAIT);
    expect(first.result.current.isLoading).toBe(false);
    first.unmount();

    server.always(PATH, json(200, list('Dubai')));
    const second = renderQuery(store, AE_EN);
    await waitFor(() => expect(second.result.current.data).toEqual(list('Dubai')), WAIT);
    expect(second.result.current.isError).toBe(false);
  });

  it('fetch answers from the cache when it can, and asks the backend once otherwise', async () => {
    server.always(PATH, json(200, list('Abu Dhabi')));
    const store = makeStore(hydrated(list('Dubai')));
    expect(await store.dispatch(regionsQuery.fetch(AE_EN))).toEqual({ data: list('Dubai') });
    expect(server.requests).toHaveLength(0);

    const answer = await store.dispatch(regionsQuery.fetch({ region: 'ae', locale: 'ar' }));
    expect(answer).toEqual({ data: list('Abu Dhabi'), error: undefined });
    expect(server.requestsTo(PATH)).toHaveLength(1);
  });

  it('fetch yields an error, never a rejection, when the backend fails', async () => {
    server.always(PATH, json(404, { error: 'Not found' }));
    const store = makeStore();
    const answer = await store.dispatch(regionsQuery.fetch(AE_EN));
    expect(answer.data).toBeUndefined();
    expect(answer.error).toMatchObject({ status: 404 });
  });
});

describe('queryErrorStatus', () => {
  it.each([
    [{ status: 404, data: { error: 'Not Found' } }, 404],
    [{ status: 'FETCH_ERROR', error: 'socket hang up' }, 'FETCH_ERROR'],
    [{ name: 'Error', message: 'no status' }, undefined],
    [{ status: { nested: true } }, undefined],
    [null, undefined],
    ['404', undefined],
  ])('reads the status of %j as %j', (error, status) => {
    expect(queryErrorStatus(error)).toBe(status);
  });
});
