import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleBackend } from './backends/backends-config';
import { createHost, type Host } from './host';

/**
 * SPEC §8 under backend faults (issue 17 "failure tests"): the production build of the storefront in
 * this host, in front of the real reference backend (its own process, fault injection on). Each case
 * makes one backend call fail (503, every retry included), asks a page as a shopper, checks the
 * outcome the error catalogue gives, removes the fault and checks that the same page recovers.
 * The host keeps no startup data or HTML between requests here, so every request meets the fault.
 */
let backend: ReferenceBackend;
let host: Host;
let server: Server;
let site: string;

/** Cold start on two busy cores: the backend seeds its database first. */
const START_TIMEOUT_MS = 120_000;
const SHOPPER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS, faults: true });
  host = await createHost({
    mode: 'production',
    siteUrl: 'http://localhost:3000',
    backends: singleBackend(backend.url, backend.url),
    regions: [],
    distDir: path.resolve(import.meta.dirname, '../../../../dist/apps/storefront'),
    appRoot: path.resolve(import.meta.dirname, '../../../storefront'),
    startupCacheMs: 0,
  });
  server = createServer(host.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  server?.closeAllConnections();
  await Promise.all([server && new Promise((resolve) => server.close(resolve)), host?.close(), backend?.stop()]);
});

async function withFault<T>(rule: { path: string; status?: number; drop?: boolean; malformedJson?: boolean }, run: () => Promise<T>): Promise<T> {
  const added = await fetch(`${backend.url}/__faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
  expect(added.status).toBe(201);
  try {
    const result = await run();
    // The fault was met: the page's outcome is its doing, not a cache's.
    const { items } = (await (await fetch(`${backend.url}/__faults`)).json()) as { items: { hits: number }[] };
    expect(items[0]?.hits, rule.path).toBeGreaterThan(0);
    return result;
  } finally {
    await fetch(`${backend.url}/__faults`, { method: 'DELETE' });
  }
}

async function page(target: string): Promise<{ status: number; html: string }> {
  const response = await fetch(site + target, { headers: SHOPPER, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** SPEC §8 per startup call: logged, its datum empty, the page still served. */
const STARTUP_CALLS = ['/ae/api/init', '/ae/api/init/shop', '/ae/api/init/offers', '/ae/api/map/site', '/ae/api/regions*', '/ae/api/v2/service/init*', '/ae/api/cities*'];

describe('SPEC §8 under backend faults', () => {
  it.each(STARTUP_CALLS)('serves the region home when startup call %s fails, and recovers', async (call) => {
    const failed = await withFault({ path: call, status: 503 }, () => page('/ae_en/'));
    expect(failed.status).toBe(200);
    expect(failed.html).toContain('<html lang="en-AE"');
    expect(failed.html).not.toContain('Injected fault');
    expect((await page('/ae_en/')).status).toBe(200);
  });

  it('answers 500 for a city in the URL when the cities fail (dropped connection or malformed JSON too), 404 for what cannot be a city, then recovers', async () => {
    for (const effect of [{ status: 503 }, { drop: true }, { malformedJson: true }]) {
      await withFault({ path: '/ae/api/cities*', ...effect }, async () => {
        const cityPage = await page('/ae_en/dubai/');
        expect(cityPage.status, JSON.stringify(effect)).toBe(500);
        expect(cityPage.html).toContain('Something went wrong');
        expect((await page('/ae_en/no.city/')).status).toBe(404);
      });
    }
    expect((await page('/ae_en/dubai/')).status).toBe(200);
  });

  // A page's critical data failing is the error page (500); deferred data, or a page that shows its own
  // error state (catalogue list, offers, collection), keeps the page (200).
  it.each([
    ['/ae_en/product/raptor-125/', '/ae/api/products/slug/raptor-125*', 500],
    ['/ae_en/catalog/motorcycles/', '/ae/api/categories/slug/*', 500],
    ['/ae_en/catalog/motorcycles/', '/ae/api/v2/products*', 200],
    ['/ae_en/product/raptor-125/', '/ae/api/products/', 200],
    ['/ae_en/offers/', '/ae/api/offers*', 200],
    ['/ae_en/collections/first-bike/', '/ae/api/taxonomies/*', 200],
    ['/ae_en/cart/', '/ae/api/init/shop*', 200],
    ['/global/privacy-policy/', '/ae/api/pages/slug/*', 200],
  ])('gives %s the catalogued outcome when %s fails (%i), and recovers', async (target, call, status) => {
    const failed = await withFault({ path: call, status: 503 }, () => page(target));
    expect(failed.status).toBe(status);
    expect(failed.html).not.toContain('Injected fault');
    if (status === 500) expect(failed.html).toContain('Something went wrong');
    expect((await page(target)).status).toBe(200);
  });

  it('answers the error page for an order the backend cannot give (500), and recovers', async () => {
    const api = `${backend.url}/ae/api`;
    const { items } = (await (await fetch(`${api}/stores?itemsPerPage=1`)).json()) as { items: { uuid: string }[] };
    const placed = await fetch(`${api}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        cart: [{ product_id: 1, quantity: 1 }],
        customer: { name: 'Fault Shopper', phone: '+971501234567' },
        delivery: { method: 'pickup', storeUuid: items[0]?.uuid },
        paymentMethod: 'cash',
      }),
    });
    expect(placed.status).toBe(201);
    const target = `/ae_en/cart/${((await placed.json()) as { slug: string }).slug}/`;
    const failed = await withFault({ path: '/ae/api/orders/*', status: 503 }, () => page(target));
    expect(failed.status).toBe(500);
    expect(failed.html).toContain('Something went wrong');
    expect(failed.html).not.toContain('Injected fault');
    expect(failed.html).not.toContain('could not be loaded');
    expect((await page(target)).status).toBe(200);
  });
});
