import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@storefront/api-client/contract';
import { COUNTRY_CODES } from './countries';
import { makeTempDir, startTestServer, TEST_ORIGIN, type TestServer } from './testing/test-server';

const tmp = makeTempDir();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'app.sqlite'), { images: true });
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(await response.json());
  expect(JSON.stringify(body)).not.toMatch(/\bat .+:\d+:\d+/);
  return body;
}

describe('service', () => {
  it('answers the health check', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    // No images to draw here: `ready` (`drawing` while a start draws the JPEG renditions).
    // Every country unless REGIONAL_API_COUNTRIES names some (served-countries.spec.ts).
    expect(await response.json()).toEqual({ status: 'ok', images: 'ready', countries: [...COUNTRY_CODES] });
  });

  it('sends nosniff on successes and errors alike, and no X-Powered-By', async () => {
    for (const path of ['/healthz', '/ae/api/regions', '/nowhere', '/ae/api/regions?page=0']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });
});

describe('images', () => {
  it('serves the generated SVG files with their type, a locked-down CSP and caching', async () => {
    const response = await get('/images/products/raptor-250/1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<svg .*Raptor 250.*<\/svg>$/s);
  });

  it('answers every drawing of the images table', async () => {
    const paths = server.db.prepare<[], string>("SELECT path FROM images WHERE path LIKE '/banners/%' OR path LIKE '/categories/%'").pluck().all();
    for (const path of paths) expect((await get(`/images${path}`)).status, path).toBe(200);
  });

  it('hands out JPEG pictures, drawn from the recipes at the size the API states', async () => {
    const product = (await (await get('/ae/api/products/slug/raptor-250')).json()) as { image: { path: string; width: number; height: number }; images: { path: string }[] };
    expect(product.image.path).toBe('/products/raptor-250/1.jpg');
    expect(product.images.map((image) => image.path)).toEqual(['/products/raptor-250/1.jpg', '/products/raptor-250/2.jpg', '/products/raptor-250/3.jpg']);
    const banners = (await (await get('/ae/api/banners?placement=home-hero')).json()) as { items: { images: Record<string, { path: string; width: number; height: number }> }[] };
    const mobile = banners.items[0]?.images['mobile'];
    expect(mobile?.path).toMatch(/^\/banners\/[\w-]+-mobile\.jpg$/);

    for (const image of [product.image, mobile ?? product.image]) {
      const response = await get(`/images${image.path}`);
      expect(response.status, image.path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: image.width, height: image.height });
    }
    // Drawn once: the second answer is the file.
    expect((await get(`/images${product.image.path}`)).status).toBe(200);
  });

  it('answers a missing image, a directory or a way out with a JSON 404', async () => {
    for (const path of [
      '/images/products/nope.svg',
      '/images/products/nope.jpg',
      '/images/products/',
      '/images/../regional-api.sqlite',
      '/images/%2e%2e/app.sqlite',
      '/images/%2e%2e/app.jpg',
      '/images/products/raptor-250/..%2f..%2f1.jpg',
      '/images/.manifest',
      '/images/.raster-manifest',
    ]) {
      await expectJsonError(await get(path), 404);
    }
  });
});

describe('errors', () => {
  it('answers unknown paths with a JSON 404', async () => {
    const body = await expectJsonError(await get('/nowhere/at/all'), 404);
    expect(body.error).toBe('Not Found');
  });

  it('answers an unknown resource of a known country with a JSON 404', async () => {
    await expectJsonError(await get('/ae/api/unknown-things'), 404);
  });

  it('answers an unknown country with a JSON 404', async () => {
    for (const path of ['/xx/api/regions', '/us/api/regions/1', '/AE/api/regions', '/global/api/regions']) {
      const body = await expectJsonError(await get(path), 404);
      expect(body.message, path).toMatch(/Unknown country/);
    }
  });

  it('answers methods without a route with a JSON 404', async () => {
    await expectJsonError(await fetch(`${server.baseUrl}/ae/api/regions`, { method: 'DELETE' }), 404);
  });

  it('answers a malformed percent escape in the path with a JSON 400', async () => {
    await expectJsonError(await get('/ae/api/regions/%E0%A4%A'), 400);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});

describe('CORS', () => {
  it('echoes an allowed origin and varies on Origin', async () => {
    const response = await get('/ae/api/regions', { Origin: TEST_ORIGIN });
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toBe('Location, Idempotent-Replayed, Content-Language');
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('grants nothing to another origin, still varying on Origin', async () => {
    const response = await get('/ae/api/regions', { Origin: 'https://evil.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('carries CORS headers on error answers too, so the storefront can read them', async () => {
    const response = await get('/ae/api/regions/999999', { Origin: TEST_ORIGIN });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
  });

  it('answers the preflight of an allowed origin', async () => {
    const response = await fetch(`${server.baseUrl}/ae/api/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Idempotency-Key');
    expect(response.headers.get('access-control-max-age')).toBe('600');
  });

  it('refuses the preflight of another origin', async () => {
    const response = await fetch(`${server.baseUrl}/ae/api/regions`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    await expectJsonError(response, 403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answers with a wildcard origin', async () => {
    const response = await get('/healthz', { Origin: 'null' });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('server errors', () => {
  it('answers a failure inside a handler with a generic JSON 500 and logs it', async () => {
    const broken = await startTestServer(join(tmp.dir, 'broken.sqlite'));
    try {
      broken.db.prepare('DROP TABLE region_translations').run();
      const response = await fetch(`${broken.baseUrl}/ae/api/regions`);
      const body = await expectJsonError(response, 500);
      expect(body).toEqual({ error: 'Internal Server Error', message: 'The server could not answer this request.' });
      expect(broken.loggedErrors).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
