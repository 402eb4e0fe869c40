import { queryCacheKey } from '@storefront/api-client';
import { citiesQuery, regionChosen, selectSelectedRegionSlug } from '@storefront/regions';
import { describe, expect, it } from 'vitest';
import { makeStore, regionApiClients, stateHydrated, type AppState } from './app-store';

const noClients = { apiClientFor: regionApiClients((code) => ({ baseURL: `http://127.0.0.1:9/${code}/api` })) };

describe('makeStore', () => {
  const citiesKey = queryCacheKey('getCities', { region: 'ae', locale: 'en' });
  const cached = { status: 'fulfilled', endpointName: 'getCities', data: { items: [] } };

  it("takes over the server's state and cached answers on hydration, but not its RTK Query config", () => {
    const server = makeStore(noClients);
    server.dispatch(regionChosen('sharjah'));
    const api = { queries: { [citiesKey]: cached }, config: { online: false } } as unknown as AppState['api'];

    const client = makeStore(noClients);
    client.dispatch(stateHydrated({ ...server.getState(), api }));
    expect(selectSelectedRegionSlug(client.getState())).toBe('sharjah');
    expect(client.getState().api.queries[citiesKey]).toEqual(cached);
    expect(client.getState().api.config).toBeUndefined();
  });

  it('starts without RTK Query, which takes the hydrated cache over when a query first needs it', async () => {
    const client = makeStore(noClients);
    client.dispatch(stateHydrated({ api: { queries: { [citiesKey]: cached } } as unknown as AppState['api'] }));
    expect(client.getState().api.config).toBeUndefined();

    // Another country's cities are not cached: the query installs RTK Query to ask for them.
    const answer = await client.dispatch(citiesQuery.fetch({ region: 'sa', locale: 'ar' }));
    expect(answer.error).toMatchObject({ status: 'FETCH_ERROR' });
    const state = client.getState().api;
    expect(state.config).toMatchObject({ reducerPath: 'api', online: true, middlewareRegistered: true });
    expect(state.queries[citiesKey]).toEqual(cached);
    // The cached answer is read as it is: no request, no RTK Query needed for it.
    expect(await client.dispatch(citiesQuery.fetch({ region: 'ae', locale: 'en' }))).toEqual({ data: { items: [] } });
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
