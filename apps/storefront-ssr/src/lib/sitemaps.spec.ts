import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { REGIONS, sitemapPairs, type RegionConfig } from '@storefront/regions';
import express from 'express';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchSitemapUrls, renderUrlset, sitemapsHandler, withStorefrontPages, type SitemapsOptions } from './sitemaps';

const SITE = 'https://shop.example';
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
const served = (...codes: string[]): RegionConfig[] => REGIONS.filter((region) => codes.includes(region.code));

let backend: ReferenceBackend;
const servers: Server[] = [];
const logs: string[] = [];

beforeAll(async () => {
  backend = await startReferenceBackend({ faults: true });
}, 90_000);

afterAll(async () => {
  await backend?.stop();
});

afterEach(async () => {
  await fetch(`${backend.url}/__faults`, { method: 'DELETE' });
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  logs.length = 0;
});

/** The handler in an app of its own, other paths answering a plain 404 as the host's file guard does. */
async function start(options: Partial<SitemapsOptions> & Pick<SitemapsOptions, 'regions'>): Promise<(path: string) => Promise<Response>> {
  const app = express();
  app.use(
    sitemapsHandler({
      siteUrl: SITE,
      serverApi: (code) => ({ baseURL: `${backend.url}/${code}/api` }),
      cacheControl: CACHE_CONTROL,
      log: (message) => logs.push(message),
      ...options,
    }),
  );
  app.use((_req, res) => void res.status(404).send('fell through'));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return (path) => fetch(`http://127.0.0.1:${port}${path}`);
}

async function fault(rule: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${backend.url}/__faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
  expect(response.status).toBe(201);
}

/** The `<url>` elements of a urlset, each as its loc and its alternates by hreflang. */
function urlsOf(xml: string): { loc: string; lastmod?: string; alternates: Map<string, string> }[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1],
    alternates: new Map([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href])),
  }));
}

const schema = (fileName: string): XMLFileInfo => ({
  fileName,
  contents: readFileSync(path.join(import.meta.dirname, 'testing/sitemap-schemas', fileName), 'utf8'),
});

/** xmllint's (libxml2 in WebAssembly) verdict of a document against the sitemaps.org schemas. */
async function schemaErrors(xml: string, kind: 'urlset' | 'index'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: `${kind}.xml`, contents: xml }],
    schema: [schema(kind === 'index' ? 'siteindex.xsd' : 'urlset-with-alternates.xsd')],
    preload: kind === 'index' ? [] : [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.message);
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc);

describe('sitemap-urls of a country', () => {
  it('reads every page of the list: home, catalogue, products, blog, support, about us', async () => {
    const urls = await fetchSitemapUrls({ code: 'ae' }, { baseURL: `${backend.url}/ae/api` });
    const paths = urls.map((url) => url.path);
    expect(paths.length).toBeGreaterThan(100);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about-us/']));
    for (const prefix of ['/catalog/', '/product/', '/blog/', '/support/']) expect(paths.some((path) => path.startsWith(prefix))).toBe(true);
  });

  it('fails on an answer that is not a list, so the last good list stays', async () => {
    await fault({ path: '/ae/api/sitemap/sitemap-urls', malformedJson: true, times: 1 });
    await expect(fetchSitemapUrls({ code: 'ae' }, { baseURL: `${backend.url}/ae/api` })).rejects.toThrow();
  });
});

describe('the storefront\'s own pages (issue 33)', () => {
  it('join a country\'s list once, after the backend\'s pages', () => {
    const home = { path: '/', lastModified: null, changeFrequency: 'daily' as const, priority: 1 };
    expect(withStorefrontPages([home]).map((url) => url.path)).toEqual(['/', '/accessibility/', '/cookie-policy/']);
    const listed = { path: '/accessibility/', lastModified: '2026-12-02T00:00:00.000Z', changeFrequency: 'yearly' as const, priority: 0.5 };
    expect(withStorefrontPages([home, listed]).map((url) => url.path)).toEqual(['/', '/accessibility/', '/cookie-policy/']);
    expect(withStorefrontPages([home, listed])[1]).toBe(listed);
  });
});

describe('/sitemap.xml and /{region_locale}/sitemap.xml (issue 16)', () => {
  it('the root is an index of every served pair, with the newest lastmod of each', async () => {
    const get = await start({ regions: served('ae', 'mx', 'ru') });
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(CACHE_CONTROL);
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locsOf(xml)).toEqual([
      `${SITE}/ae_en/sitemap.xml`,
      `${SITE}/ae_ar/sitemap.xml`,
      `${SITE}/mx_es/sitemap.xml`,
      `${SITE}/mx_en/sitemap.xml`,
      `${SITE}/ru_ru/sitemap.xml`,
    ]);
    const lastmods = [...xml.matchAll(/<lastmod>(.*?)<\/lastmod>/g)].map(([, value]) => value ?? '');
    expect(lastmods).toHaveLength(5);
    for (const value of lastmods) expect(Number.isNaN(Date.parse(value))).toBe(false);
    expect(await schemaErrors(xml, 'index')).toEqual([]);
  });

  it("a pair's sitemap lists its country's pages, each with the heads' alternates and x-default", async () => {
    const get = await start({ regions: served('ae', 'ru') });
    const ae = await fetchSitemapUrls({ code: 'ae' }, { baseURL: `${backend.url}/ae/api` });
    const product = ae.find((url) => url.path.startsWith('/product/'));
    const response = await get('/ae_ar/sitemap.xml');
    expect(response.status).toBe(200);
    const urls = urlsOf(await response.text());
    // The backend's pages, then the storefront's own: the accessibility statement and the cookie policy, in every pair.
    expect(urls.map((url) => url.loc)).toEqual([
      ...ae.map((url) => `${SITE}/ae_ar${url.path}`),
      `${SITE}/ae_ar/accessibility/`,
      `${SITE}/ae_ar/cookie-policy/`,
    ]);
    const statement = urls.find((url) => url.loc === `${SITE}/ae_ar/accessibility/`);
    expect(Object.fromEntries(statement?.alternates ?? [])).toMatchObject({ 'ru-RU': `${SITE}/ru_ru/accessibility/`, 'x-default': `${SITE}/ae_en/accessibility/` });
    const entry = urls.find((url) => url.loc === `${SITE}/ae_ar${product?.path}`);
    expect(Object.fromEntries(entry?.alternates ?? [])).toEqual({
      'en-AE': `${SITE}/ae_en${product?.path}`,
      'ar-AE': `${SITE}/ae_ar${product?.path}`,
      'ru-RU': `${SITE}/ru_ru${product?.path}`,
      'x-default': `${SITE}/ae_en${product?.path}`,
    });
    expect(entry?.lastmod).toBe(product?.lastModified ?? undefined);
  });

  it('every file is valid against the sitemaps.org schemas (alternates included), and the validator can fail', async () => {
    const get = await start({ regions: served('ae', 'mx'), maxUrls: 300 });
    for (const file of ['/ae_en/sitemap.xml', '/ae_ar/sitemap-2.xml', '/mx_es/sitemap.xml']) {
      expect(await schemaErrors(await (await get(file)).text(), 'urlset'), file).toEqual([]);
    }
    const valid = await (await get('/mx_en/sitemap-2.xml')).text();
    const broken = valid.replace('<changefreq>', '<changefreq>x').replace(/ hreflang="[^"]+"/, '');
    expect(await schemaErrors(broken, 'urlset')).toEqual([
      expect.stringContaining("changefreq': [facet 'enumeration']"),
      expect.stringContaining("'hreflang' is required"),
    ]);
  });

  it('a page only one country lists has only that country\'s pairs as alternates, and text is escaped', () => {
    const [ae, ru] = served('ae', 'ru');
    if (!ae || !ru) throw new Error('ae and ru are configured regions');
    const url = { path: "/product/o'neal-&-co/", lastModified: null, changeFrequency: 'weekly' as const, priority: 0.6 };
    const xml = renderUrlset({
      siteUrl: SITE,
      pair: { region: ae, locale: 'en' },
      pairs: sitemapPairs([ae, ru]),
      urls: [url],
      pathsByRegion: new Map([['ae', new Set([url.path])], ['ru', new Set(['/'])]]),
    });
    const [entry] = urlsOf(xml);
    expect(entry?.loc).toBe(`${SITE}/ae_en/product/o&#39;neal-&#38;-co/`);
    expect(entry?.lastmod).toBeUndefined();
    expect([...(entry?.alternates.keys() ?? [])]).toEqual(['en-AE', 'ar-AE', 'x-default']);
  });

  it('splits a pair above the URL limit, and a part past the last is a 404', async () => {
    const get = await start({ regions: served('ae'), maxUrls: 100 });
    const count = withStorefrontPages(await fetchSitemapUrls({ code: 'ae' }, { baseURL: `${backend.url}/ae/api` })).length;
    const parts = Math.ceil(count / 100);
    expect(parts).toBeGreaterThan(1);
    const index = await (await get('/sitemap.xml')).text();
    expect(locsOf(index).filter((loc) => loc?.startsWith(`${SITE}/ae_en/`))).toEqual(
      Array.from({ length: parts }, (_, n) => `${SITE}/ae_en/${n === 0 ? 'sitemap.xml' : `sitemap-${n + 1}.xml`}`),
    );
    const last = await get(`/ae_en/sitemap-${parts}.xml`);
    expect(urlsOf(await last.text())).toHaveLength(count - (parts - 1) * 100);
    expect((await get(`/ae_en/sitemap-${parts + 1}.xml`)).status).toBe(404);
  });

  it('answers 404 for pairs it does not serve and leaves other paths (and look-alikes) to the host', async () => {
    const get = await start({ regions: served('ae') });
    expect((await get('/ru_ru/sitemap.xml')).status).toBe(404);
    expect((await get('/ae_fr/sitemap.xml')).status).toBe(404);
    expect((await get('/mx_es_mx/sitemap.xml')).status).toBe(404);
    for (const path of ['/ae_en/sitemap-1.xml', '/ae_en/sitemap.xml/', '/sitemap.xml/', '/ae_en/dubai/sitemap.xml', '/ae_en/sitemap-01.xml']) {
      expect(await (await get(path)).text()).toBe('fell through');
    }
  });

  it('a country that never answered is a 503 with Retry-After, and served once it answers', async () => {
    const get = await start({ regions: served('ae') });
    await fault({ path: '/ae/api/sitemap/sitemap-urls', status: 500, times: 1 });
    const failed = await get('/ae_en/sitemap.xml');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(logs.join('\n')).toMatch(/ae: sitemap-urls of ae: HTTP 500; no list yet/);
    expect((await get('/ae_en/sitemap.xml')).status).toBe(200);
  });

  it('keeps the last good list while the backend fails, and the index lists a pair without a list', async () => {
    const get = await start({ regions: served('ae', 'om'), ttlMs: 0 });
    const before = await (await get('/ae_en/sitemap.xml')).text();
    await fault({ path: '/ae/api/sitemap/sitemap-urls', drop: true });
    await fault({ path: '/om/api/sitemap/sitemap-urls', status: 503 });
    expect(await (await get('/ae_en/sitemap.xml')).text()).toBe(before);
    const index = await (await get('/sitemap.xml')).text();
    expect(locsOf(index)).toEqual([`${SITE}/ae_en/sitemap.xml`, `${SITE}/ae_ar/sitemap.xml`, `${SITE}/om_en/sitemap.xml`, `${SITE}/om_ar/sitemap.xml`]);
    expect(logs.join('\n')).toMatch(/ae: .*; the last list stays/);
  });
});
