import { regionChosen, selectSelectedRegionSlug } from '@storefront/regions';
import { describe, expect, it } from 'vitest';
import { makeStore, regionApiClients, stateHydrated } from './app-store';

const noClients = { apiClientFor: regionApiClients('http://127.0.0.1:9') };

describe('makeStore', () => {
  it("takes over the server's state on hydration but keeps its own RTK Query runtime config", () => {
    const server = makeStore(noClients);
    server.dispatch(regionChosen('sharjah'));
    const serverState = { ...server.getState(), api: { ...server.getState().api, config: { ...server.getState().api.config, online: false } } };

    const client = makeStore(noClients);
    client.dispatch(stateHydrated(serverState));
    expect(selectSelectedRegionSlug(client.getState())).toBe('sharjah');
    expect(client.getState().api.config.online).toBe(true);
  });
});

describe('regionApiClients', () => {
  it('creates one client per region, rooted at that region’s API', () => {
    const clientFor = regionApiClients('https://api.example');
    expect(clientFor('ae').defaults.baseURL).toBe('https://api.example/ae/api');
    expect(clientFor('ae')).toBe(clientFor('ae'));
    expect(clientFor('ru')).not.toBe(clientFor('ae'));
    expect(() => clientFor('a/b')).toThrow(/No backend is configured/);
  });
});
