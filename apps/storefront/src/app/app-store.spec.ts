import { baseApi, stateHydrated, type ApiExtra } from '@storefront/api-client';
import { regionChosen, regionsApi, selectSelectedRegionSlug, useGetCitiesQuery } from '@storefront/regions';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore, regionApiClients, type AppStore } from './app-store';
import { dehydrateAppState, rehydrateAppState } from './dehydrated-state';

const AE_EN = { region: 'ae', locale: 'en' } as const;
const cities = { items: [], totalItems: 0, page: 1, itemsPerPage: 999 };

/** A backend that counts what it is asked and answers nothing: every request fails at once. */
function countingBackend(): ApiExtra & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    apiClientFor: (region) => {
      requests.push(region);
      return Promise.reject(new Error('offline'));
    },
  };
}

/** The server's state as the browser gets it: dehydrated, sent as JSON, hydrated before the first render. */
function hydratedFrom(server: AppStore, extra: ApiExtra = countingBackend()): AppStore {
  const sent = JSON.parse(JSON.stringify(dehydrateAppState(server.getState())));
  const client = makeStore(extra);
  client.dispatch(stateHydrated(rehydrateAppState(sent, 'Test browser')));
  return client;
}

const inStore = (store: AppStore) => ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });

describe('makeStore', () => {
  it("takes the server's slices and answers on hydration, RTK Query's through its own hydration", async () => {
    const server = makeStore(countingBackend());
    server.dispatch(regionChosen('sharjah'));
    await server.dispatch(regionsApi.util.upsertQueryData('getCities', AE_EN, cities));

    const client = hydratedFrom(server);
    expect(selectSelectedRegionSlug(client.getState())).toBe('sharjah');
    expect(client.getState().device.userAgent).toBe('Test browser');
    expect(regionsApi.endpoints.getCities.select(AE_EN)(client.getState())).toMatchObject({ status: 'fulfilled', data: cities });
    expect(client.getState().api.config).toMatchObject({ reducerPath: 'api', online: true, middlewareRegistered: true });
  });

  it('renders an answer the server sent without asking the backend again', async () => {
    const server = makeStore(countingBackend());
    await server.dispatch(regionsApi.util.upsertQueryData('getCities', AE_EN, cities));
    const browser = countingBackend();
    const client = hydratedFrom(server, browser);

    const renders: { data?: unknown; isLoading: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const state = useGetCitiesQuery(AE_EN);
        renders.push(state);
        return state;
      },
      { wrapper: inStore(client) },
    );
    // The first render already has the answer: the same HTML as the server's.
    expect(renders[0]).toMatchObject({ data: cities, isLoading: false });
    expect(result.current).toMatchObject({ data: cities, isLoading: false, isFetching: false });
    // A loader asking for it again is answered from the cache too.
    expect((await client.dispatch(regionsApi.endpoints.getCities.initiate(AE_EN, { subscribe: false }))).data).toEqual(cities);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(browser.requests).toEqual([]);

    // An answer the server did not send is asked for.
    const other = renderHook(() => useGetCitiesQuery({ region: 'sa', locale: 'ar' }), { wrapper: inStore(client) });
    // waitFor's 1 s default: the backend refuses at once, but two busy cores took 1.06 s to get there.
    await waitFor(() => expect(other.result.current.isError).toBe(true), { timeout: 5_000 });
    expect(browser.requests).toEqual(['sa']);
  });

  it('hydrates a failed server answer as failed, so the first render shows the same error', async () => {
    const server = makeStore(countingBackend());
    const failed = await server.dispatch(regionsApi.endpoints.getCities.initiate(AE_EN, { subscribe: false }));
    expect(failed.isError).toBe(true);

    const client = hydratedFrom(server);
    expect(regionsApi.endpoints.getCities.select(AE_EN)(client.getState())).toMatchObject({
      status: 'rejected',
      error: { status: 'FETCH_ERROR' },
    });
    const renders: { isError: boolean }[] = [];
    renderHook(
      () => {
        renders.push(useGetCitiesQuery(AE_EN));
      },
      { wrapper: inStore(client) },
    );
    // The first render is the server's: failed. Mounted, the hook asks again, as after any failure.
    expect(renders[0]).toMatchObject({ isError: true });
  });

  it('has RTK Query from the start: its state, and its middleware at the first request', async () => {
    const store = makeStore(countingBackend());
    expect(store.getState()[baseApi.reducerPath].config).toMatchObject({ reducerPath: 'api' });
    await store.dispatch(regionsApi.endpoints.getCities.initiate(AE_EN, { subscribe: false }));
    expect(store.getState()[baseApi.reducerPath].config.middlewareRegistered).toBe(true);
  });
});

describe('regionApiClients', () => {
  const backends: Record<string, string> = { ae: 'https://gulf.example/ae/api', ru: 'https://ru.example/ru/api' };
  const optionsFor = (code: string) => (backends[code] ? { baseURL: backends[code], timeoutMs: 2_500 } : undefined);

  it('creates one client per region, on that region’s backend, once', async () => {
    const clientFor = regionApiClients(optionsFor);
    expect((await clientFor('ae')).defaults.baseURL).toBe('https://gulf.example/ae/api');
    expect((await clientFor('ru')).defaults.baseURL).toBe('https://ru.example/ru/api');
    expect(clientFor('ae')).toBe(clientFor('ae'));
    expect(await clientFor('ae')).toBe(await clientFor('ae'));
    expect(() => clientFor('mx')).toThrow(/No backend is configured for region "mx"/);
  });

  it('passes the options on to each client', async () => {
    const client = await regionApiClients(optionsFor)('ae');
    expect(client.defaults.timeout).toBe(2_500);
    expect(client.defaults.allowAbsoluteUrls).toBe(false);
  });
});
