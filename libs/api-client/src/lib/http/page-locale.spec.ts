// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../contract/paths';
import { json, startTestServer, type TestServer } from '../testing/test-server';
import { fetchApi, loadApiClient, type ApiExtra } from '../store/request';
import { pageLanguage, withPageLocale } from './page-locale';

/**
 * In a browser, every request asks for the page's language, also those that name no locale (a POST):
 * a DOM (happy-dom) whose requests reach a real server.
 */
let server: TestServer;
const extra: ApiExtra = { apiClientFor: (region) => loadApiClient({ baseURL: `${server.url}/${region}/api`, retries: 0 }) };

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  server.clear();
  document.documentElement.lang = '';
});
afterAll(async () => {
  await server.close();
});

describe('the page language', () => {
  it('is the page’s <html lang>, or nothing when the page has none', () => {
    expect(pageLanguage()).toBeUndefined();
    document.documentElement.lang = 'ka-GE';
    expect(pageLanguage()).toBe('ka-GE');
    expect(withPageLocale(undefined)).toEqual({ locale: 'ka-GE' });
    expect(withPageLocale({ q: 'raptor' })).toEqual({ q: 'raptor', locale: 'ka-GE' });
    // A request that names its locale keeps it.
    expect(withPageLocale({ locale: 'ru' })).toEqual({ locale: 'ru' });
  });

  it('goes with a POST that names no locale, so its answer’s texts are the page’s', async () => {
    document.documentElement.lang = 'es-MX';
    server.always('/mx/api/quotation/get', json(200, { ok: true }));
    await fetchApi(extra, { region: 'mx', url: apiPaths.quotation, method: 'POST', data: { cart: [] } });
    expect(server.requestsTo('/mx/api/quotation/get').map((request) => request.url)).toEqual(['/mx/api/quotation/get?locale=es-MX']);
  });

  it('leaves a GET that names its locale as it is, and a page without a language asks for none', async () => {
    document.documentElement.lang = 'uz-UZ';
    server.always('/uz/api/regions', json(200, { items: [] }));
    await fetchApi(extra, { region: 'uz', url: apiPaths.regions, params: { locale: 'uz', active: true } });
    document.documentElement.lang = '';
    await fetchApi(extra, { region: 'uz', url: apiPaths.regions });
    expect(server.requestsTo('/uz/api/regions').map((request) => request.url)).toEqual(['/uz/api/regions?locale=uz&active=true', '/uz/api/regions']);
  });
});
