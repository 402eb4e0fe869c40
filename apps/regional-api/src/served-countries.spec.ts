import { request } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initShopSchema } from '@storefront/api-client/contract';
import { httpClient } from './testing/http';
import { makeTempDir, startTestServer, type TestServer } from './testing/test-server';

// One backend of a brand that splits its countries (REGIONAL_API_COUNTRIES=ae,om,qa,sa): the Gulf's.
const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'gulf.sqlite'), { images: true, countries: ['ae', 'om', 'qa', 'sa'] });
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

/** The path exactly as written (fetch would resolve `..` and `%2e%2e` before sending). */
function getRaw(path: string): Promise<{ status: number; contentType: string | undefined }> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.baseUrl);
    request({ host: url.hostname, port: url.port, path }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] }));
    })
      .on('error', reject)
      .end();
  });
}

describe('a backend for some countries', () => {
  it('names the countries it serves in its health check', async () => {
    const response = await fetch(http.url('/healthz'));
    expect(await response.json()).toEqual({ status: 'ok', images: 'ready', countries: ['ae', 'om', 'qa', 'sa'] });
  });

  it('serves its own countries', async () => {
    for (const country of ['ae', 'om', 'qa', 'sa']) {
      expect((await http.getOk(`/${country}/api/init/shop`, initShopSchema)).body.region).toBe(country);
    }
  });

  it('answers every path of another country with a JSON 404, as it does an unknown country', async () => {
    for (const path of ['/ru/api/init', '/kz/api/products?itemsPerPage=1', '/by/api/regions/1', '/es/api/nowhere', '/mx/api/', '/uz/api/orders/x']) {
      expect((await http.getError(path, 404)).message, path).toBe(`Country ${path.split('/')[1]} is not served by this backend`);
    }
    expect((await http.getError('/xx/api/init', 404)).message).toMatch(/^Unknown country xx/);
  });

  it('takes no order, deal, support log or quotation for another country', async () => {
    const rows = (table: 'orders' | 'deals' | 'service_logs') => server.db.prepare<[], number>(`SELECT count(*) FROM ${table} WHERE country = 'ru'`).pluck().get();
    const storeUuid = server.db.prepare<[], string>("SELECT uuid FROM stores WHERE country = 'ru' AND active = 1 ORDER BY id LIMIT 1").pluck().get();
    const cart = [{ product_id: 1, quantity: 1 }];
    const customer = { name: 'Ivan Petrov', phone: '+7 912 345-67-89', email: 'ivan@example.com' };
    const writes: [string, unknown][] = [
      ['/ru/api/orders', { cart, customer, delivery: { method: 'pickup', storeUuid }, paymentMethod: 'card-in-store' }],
      ['/ru/api/deal/add/', { formToken: 'demo-form-ru', ...customer }],
      ['/ru/api/v2/service/log', { level: 'error', message: 'Checkout failed' }],
      ['/ru/api/quotation/get', { cart }],
    ];
    for (const [path, body] of writes) {
      expect((await http.postError(path, body, 404)).message, path).toBe('Country ru is not served by this backend');
    }
    expect({ orders: rows('orders'), deals: rows('deals'), logs: rows('service_logs') }).toEqual({ orders: 0, deals: 0, logs: 0 });
  });
});

describe('its images, also below each of its countries', () => {
  const svg = '/products/raptor-250/1.svg';

  it('serves the same SVG file with the same headers at /{country}/images and /images', async () => {
    const shared = await fetch(http.url(`/images${svg}`));
    const own = await fetch(http.url(`/qa/images${svg}`));
    expect(own.status).toBe(200);
    for (const header of ['content-type', 'content-security-policy', 'cache-control', 'cross-origin-resource-policy', 'x-content-type-options']) {
      expect(own.headers.get(header), header).toBe(shared.headers.get(header));
    }
    expect(own.headers.get('content-type')).toBe('image/svg+xml');
    expect(await own.text()).toBe(await shared.text());
  });

  it('draws a JPEG on demand below a country, and /images answers the same file', async () => {
    const path = '/products/raptor-250/2.jpg';
    const own = await fetch(http.url(`/sa/images${path}`));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const bytes = Buffer.from(await own.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    expect(Buffer.from(await (await fetch(http.url(`/images${path}`))).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers the images of another or an unknown country with a JSON 404', async () => {
    expect((await http.getError(`/ru/images${svg}`, 404)).message).toBe('Country ru is not served by this backend');
    expect((await http.getError('/kz/images/products/raptor-250/3.jpg', 404)).message).toBe('Country kz is not served by this backend');
    expect((await http.getError(`/xx/images${svg}`, 404)).message).toMatch(/^Unknown country xx/);
  });

  it.each(['/images', '/ae/images'])('refuses a way out of %s, missing files and dot files with a JSON 404', async (prefix) => {
    for (const path of [
      '/../gulf.sqlite',
      '/%2e%2e/gulf.sqlite',
      '/%2E%2E/gulf.jpg',
      '/..%2fgulf.sqlite',
      '/%2e%2e%2fgulf.sqlite',
      '/products/raptor-250/..%2f..%2f..%2fgulf.sqlite',
      '/products/raptor-250/..%2f..%2f1.jpg',
      '/products%2fraptor-250%2f..%2f..%2f..%2fgulf.sqlite',
      '/products/nope.svg',
      '/products/nope.jpg',
      '/products/',
      '/.manifest',
      '/.raster-manifest',
    ]) {
      const { status, contentType } = await getRaw(`${prefix}${path}`);
      expect({ path, status, contentType }).toEqual({ path, status: 404, contentType: expect.stringMatching(/^application\/json/) });
    }
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});
