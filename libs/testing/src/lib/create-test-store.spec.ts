import { createSlice, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type ApiClient, type ApiExtra } from '@storefront/api-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestStore } from './create-test-store';

const counter = createSlice({
  name: 'counter',
  initialState: 0,
  reducers: { incremented: (count) => count + 1 },
});
const later = createSlice({ name: 'later', initialState: { ready: true }, reducers: {} });

/** An endpoint answered without a backend, injected as a domain lib injects its own. */
const echoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ testStoreEcho: build.query<number, number>({ queryFn: (value) => ({ data: value * 2 }) }) }),
});

/** The thunks' extra argument, as a thunk of the store receives it. */
const extraOf = (): ThunkAction<ApiExtra, unknown, ApiExtra, UnknownAction> => (_dispatch, _getState, extra) => extra;

describe('createTestStore', () => {
  it("has RTK Query's state and the slices it is given, typed, and starts from the preloaded state", () => {
    const { store } = createTestStore({ slices: [counter] });
    expect(store.getState()).toMatchObject({ api: { queries: {} }, counter: 0 });
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

  it("gives the thunks the spec's extra argument", async () => {
    const client = { defaults: {} } as ApiClient;
    const { store } = createTestStore({ extra: { apiClientFor: () => client } });
    const extra = store.dispatch(extraOf());
    expect(await extra.apiClientFor('ae')).toBe(client);
  });

  it('is offline by default: a request fails at once, and says so', async () => {
    const { store } = createTestStore();
    await expect(Promise.resolve(store.dispatch(extraOf()).apiClientFor('ae'))).rejects.toThrow(/no backend.*"ae"/);
  });

  it("has RTK Query's middleware, as the app's store does: an endpoint answers and its answer is cached", async () => {
    const { store } = createTestStore();
    expect(store.getState().api.config).toMatchObject({ reducerPath: 'api' });
    const { data, error } = await store.dispatch(echoApi.endpoints.testStoreEcho.initiate(21, { subscribe: false }));
    expect(error).toBeUndefined();
    expect(data).toBe(42);
    expect(echoApi.endpoints.testStoreEcho.select(21)(store.getState())).toMatchObject({ status: 'fulfilled', data: 42 });
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
  });
});
