import { baseApi } from '@storefront/api-client';
import { regionsApi, type RegionsQueryArgs } from '@storefront/regions';
import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from './app-store';
import { dehydrateAppState } from './dehydrated-state';

const AE_EN: RegionsQueryArgs = { region: 'ae', locale: 'en' };
const list = { items: [], totalItems: 0, page: 1, itemsPerPage: 999 };

/** An endpoint whose backend fails with a body of its own, as a regional backend's 503 would. */
const failingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testFailingCities: build.query<unknown, RegionsQueryArgs>({
      queryFn: () => ({ error: { status: 503, data: { error: 'Injected fault', message: 'internal detail' } } }),
    }),
  }),
});

const offlineStore = (): AppStore => makeStore({ apiClientFor: () => Promise.reject(new Error('offline')) });

/** The `api` slice as it travels to the browser. */
const sentApi = (store: AppStore) =>
  (JSON.parse(JSON.stringify(dehydrateAppState(store.getState()))) as { api: ReturnType<typeof baseApi.reducer> }).api;

describe('dehydrateAppState', () => {
  it('keeps a failed answer failed, with its status only: no backend error body travels', async () => {
    const store = offlineStore();
    await store.dispatch(failingApi.endpoints.testFailingCities.initiate(AE_EN, { subscribe: false }));
    const dehydrated = JSON.stringify(dehydrateAppState(store.getState()));

    const [entry] = Object.values(sentApi(store).queries);
    expect(entry).toMatchObject({ status: 'rejected', endpointName: 'testFailingCities', error: { status: 503 } });
    expect(entry?.error).toEqual({ status: 503 });
    expect(dehydrated).not.toContain('Injected fault');
  });

  it('sends answers as they are, but not the ones only the server reads', async () => {
    const store = offlineStore();
    await store.dispatch(regionsApi.util.upsertQueryData('getCities', AE_EN, list));
    await store.dispatch(regionsApi.util.upsertQueryData('getMapSite', AE_EN, { items: [] }));

    const entries = Object.values(sentApi(store).queries);
    expect(entries.map((entry) => entry?.endpointName)).toEqual(['getCities']);
    expect(entries[0]).toMatchObject({ status: 'fulfilled', data: list });
  });
});
