import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { defineQuery, queryCacheKey, type ApiClient, type ApiExtra } from '@storefront/api-client';
import { baseApi } from '@storefront/api-client/query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestStore } from './create-test-store';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { incremented: (count) => count + 1 },
});
const later = createSlice({ name: 'later', initialState: { ready: true }, reducers: {} });

/** An endpoint answered without a backend, loaded as a domain's API module is (`defineQuery`). */
const echoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ testStoreEcho: build.query<number, number>({ queryFn: (value) => ({ data: value * 2 }) }) }),
});
const echoQuery = defineQuery('testStoreEcho', () => Promise.resolve(echoApi));

/** The thunks' extra argument, as a thunk of the store receives it. */
const extraOf = (): ThunkAction<ApiExtra, unknown, ApiExtra, UnknownAction> => (_dispatch, _getState, extra) => extra;

describe('createTestStore', () => {
  it('has the query cache and the slices it is given, typed, and starts from the preloaded state', () => {
    const { store } = createTestStore({ slices: [counter] });
    expect(store.getState()).toEqual({ api: { queries: {} }, counter: 0 });
    expectTypeOf(store.getState().counter).toEqualTypeOf<number>();
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toBe(1);

    expect(createTestStore({ slices: [counter], preloadedState: { counter: 5 } }).store.getState().counter).toBe(5);
  });

  it('takes a slice injected later, as a page injects one, and has none before', () => {
    const { store, rootReducer } = createTestStore({ slices: [counter] });
    expect(store.getState()).not.toHaveProperty('later');
    rootReducer.inject(later);
    store.dispatch({ type: 'page/sliceInjected' });
    expect(store.getState()).toMatchObject({ later: { ready: true }, counter: 0 });
  });

  it("gives the thunks the spec's extra argument, and RTK Query's installer with it", async () => {
    const client = { defaults: {} } as ApiClient;
    const { store } = createTestStore({ extra: { apiClientFor: () => client } });
    const extra = store.dispatch(extraOf());
    expect(await extra.apiClientFor('ae')).toBe(client);
    expect(extra.installQueryApi).toBeTypeOf('function');
  });

  it('is offline by default: a request fails at once, and says so', async () => {
    const { store } = createTestStore();
    await expect(Promise.resolve(store.dispatch(extraOf()).apiClientFor('ae'))).rejects.toThrow(/no backend.*"ae"/);
  });

  it('installs RTK Query on the first query that needs it, as the app does', async () => {
    const { store } = createTestStore();
    expect(store.getState().api).not.toHaveProperty('config');
    const { data, error } = await store.dispatch(echoQuery.fetch(21));
    expect(error).toBeUndefined();
    expect(data).toBe(42);
    expect(store.getState().api).toHaveProperty('config');
    expect(store.getState().api.queries[queryCacheKey('testStoreEcho', 21)]).toMatchObject({ status: 'fulfilled', data: 42 });
  });
});
