import { queryCacheKey } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { makeStore, regionApiClients, stateHydrated, type AppState } from './app-store';
import { dehydrateAppState } from './dehydrated-state';

const citiesKey = queryCacheKey('getCities', { region: 'ae', locale: 'en' });
const mapSiteKey = queryCacheKey('getMapSite', { region: 'ae', locale: 'en' });

function stateWith(queries: Record<string, unknown>): AppState {
  const store = makeStore({ apiClientFor: regionApiClients(() => ({ baseURL: 'http://127.0.0.1:9/ae/api' })) });
  store.dispatch(stateHydrated({ api: { queries } as unknown as AppState['api'] }));
  return store.getState();
}

describe('dehydrateAppState', () => {
  it('keeps a failed answer failed, with its status only: no backend error body travels', () => {
    const failed = {
      status: 'rejected',
      endpointName: 'getCities',
      error: { status: 503, data: { error: 'Injected fault', message: 'internal detail' } },
    };
    const dehydrated = JSON.stringify(dehydrateAppState(stateWith({ [citiesKey]: failed })));

    expect(JSON.parse(dehydrated).api.queries[citiesKey]).toEqual({ status: 'rejected', endpointName: 'getCities', error: { status: 503 } });
    expect(dehydrated).not.toContain('Injected fault');
  });

  it('sends answers as they are, but not the ones only the server reads', () => {
    const fulfilled = { status: 'fulfilled', endpointName: 'getCities', data: { items: [] } };
    const mapSite = { status: 'fulfilled', endpointName: 'getMapSite', data: { items: [] } };
    const { api } = dehydrateAppState(stateWith({ [citiesKey]: fulfilled, [mapSiteKey]: mapSite })) as { api: { queries: object } };

    expect(api.queries).toEqual({ [citiesKey]: fulfilled });
  });
});
