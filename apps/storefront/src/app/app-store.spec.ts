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
  it('creates one client per region, rooted at that region’s API', async () => {
    const clientFor = regionApiClients('https://api.example');
    expect((await clientFor('ae')).defaults.baseURL).toBe('https://api.example/ae/api');
    expect(clientFor('ae')).toBe(clientFor('ae'));
    expect(await clientFor('ae')).toBe(await clientFor('ae'));
    expect(await clientFor('ru')).not.toBe(await clientFor('ae'));
    expect(() => clientFor('a/b')).toThrow(/No backend is configured/);
  });

  it('passes the options on to each client', async () => {
    const client = await regionApiClients('https://api.example', { timeoutMs: 2_500 })('ae');
    expect(client.defaults.timeout).toBe(2_500);
    expect(client.defaults.allowAbsoluteUrls).toBe(false);
  });
});
