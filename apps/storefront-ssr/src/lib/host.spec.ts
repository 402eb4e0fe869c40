import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOASTER_STYLE_HASH } from '@storefront/ui/server';
import { singleBackend } from './backends/backends-config';
import { createHost, type Host, type HostConfig } from './host';
import { metricsHandler, type LogLine } from './observability';

/**
 * The host with the real production build of apps/storefront (built by the `storefront:build`
 * dependency of this target); only the regional backend is a local HTTP stub.
 */
type Backend = (req: IncomingMessage, res: ServerResponse) => void;

const json = (body: unknown, status = 200): Backend => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

const region = (id: number, name: string, slug: string) => ({
  id,
  name,
  slug,
  active: true,
  nameCases: { nameIn: `in ${name}`, nameFrom: `from ${name}` },
});

const regionList = (...items: ReturnType<typeof region>[]) => ({ items, totalItems: items.length, page: 1, itemsPerPage: 100 });

const city = (id: number, name: string, slug: string) => ({
  ...region(id, name, slug),
  region: { id, slug, name, active: true },
  geo: { lat: 25.2, lng: 55.27 },
});
const CITIES = { items: [city(1, 'Dubai', 'dubai')], totalItems: 1, page: 1, itemsPerPage: 999 };

/** The backend's cities at `/cities`, and `regions` for every other path. */
const regionalBackend = (regions = regionList(region(1, 'Dubai', 'dubai'), region(2, 'Abu Dhabi', 'abu-dhabi'))): Backend =>
  (req, res) => json(new URL(req.url ?? '/', 'http://x').pathname.endsWith('/api/cities') ? CITIES : regions)(req, res);

// Set before the first test too: the host checks its backend's health from its start.
let backend: Backend = regionalBackend();
let backendServer: Server;
let backendOrigin: string;
let host: Host;
let siteServer: Server;
let site: string;

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

/** The production build in front of the stub backend. */
const hostConfig = (overrides: Partial<HostConfig> = {}): HostConfig => ({
  mode: 'production',
  siteUrl: 'http://localhost:3000',
  // Tests here make the stub hang or fail on purpose: its circuit never opens for the next test
  // (the breaker has tests of its own, backends.spec.ts).
  backends: singleBackend(backendOrigin, 'http://api.localhost:4000', { breaker: { failures: 1_000, openMs: 100 } }),
  backendHealthIntervalMs: 200,
  regions: [],
  distDir: path.resolve(import.meta.dirname, '../../../../dist/apps/storefront'),
  appRoot: path.resolve(import.meta.dirname, '../../../storefront'),
  ...overrides,
});

beforeAll(async () => {
  backendServer = createServer((req, res) => backend(req, res));
  backendOrigin = await listen(backendServer);
  host = await createHost(hostConfig());
  siteServer = createServer(host.listener);
  site = await listen(siteServer);
});

afterAll(async () => {
  siteServer.closeAllConnections();
  backendServer.closeAllConnections();
  await Promise.all([host.close(), new Promise((r) => siteServer.close(r)), new Promise((r) => backendServer.close(r))]);
});

beforeEach(() => {
  backend = regionalBackend();
});

const get = (target: string, init: RequestInit = {}) => fetch(site + target, { redirect: 'manual', ...init });

/** A shopper's browser: fetch's own user agent (`node`) is a bot to `isbot`, like curl's. */
const SHOPPER = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' };

/** Each target answers one 301 to exactly its location. */
async function expectRedirects(redirects: [target: string, location: string][]) {
  for (const [target, location] of redirects) {
    const response = await get(target);
    expect(response.status, target).toBe(301);
    expect(response.headers.get('location'), target).toBe(location);
  }
}

describe('storefront-ssr host', () => {
  it('server-renders the region home with the regions the backend lists', async () => {
    const response = await get('/ae_en/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-AE" dir="ltr"[ >]/);
    expect(html).toContain('Motors and equipment in United Arab Emirates');
    expect(html).toContain('>Dubai<');
    expect(html).toContain('>Abu Dhabi<');
  });

  it('renders Arabic pages right to left with the Arabic messages', async () => {
    const html = await (await get('/ae_ar/')).text();
    expect(html).toMatch(/<html lang="ar-AE" dir="rtl"[ >]/);
    expect(html).toContain('أين تجدنا');
  });

  it('keeps a hostile region name as text, in the page and in the dehydrated state', async () => {
    backend = json(regionList(region(1, '</script><script>alert(1)</script>', 'x')));
    const html = await (await get('/ae_en/')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('stamps the per-request CSP nonce on every inline script and style', async () => {
    const response = await get('/ae_en/');
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const scripts = html.match(/<script(?![^>]*type="application\/json")[^>]*>/g) ?? [];
    const styles = html.match(/<style[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of [...scripts, ...styles]) expect(tag).toContain(`nonce="${nonce}"`);
    const second = (await get('/ae_en/')).headers.get('content-security-policy');
    expect(second).not.toContain(nonce);
  });

  it('writes every style into <head>, none into the body (valid HTML)', async () => {
    for (const target of ['/ae_en/', '/', '/global/privacy-policy/', '/ae_en/zz-no-such-page/']) {
      const html = await (await get(target)).text();
      const headEnd = html.indexOf('</head>');
      expect(headEnd, target).toBeGreaterThan(0);
      expect(html.slice(0, headEnd), target).toContain('<style data-emotion="css ');
      expect(html.slice(headEnd), target).not.toContain('<style');
    }
  });

  it('sends the security headers on pages, redirects and errors', async () => {
    for (const target of ['/ae_en/', '/ae_en', '/zz_zz/', '/%E0%A4%A/']) {
      const response = await get(target);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(response.headers.get('permissions-policy'), target).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(response.headers.get('permissions-policy'), target).toContain('geolocation=()');
      // http://localhost: no HSTS (issue 17 defect 5).
      expect(response.headers.get('strict-transport-security'), target).toBeNull();
    }
  });

  it('sends Cache-Control on every HTML answer: pages, not-found, bad requests, wrong methods (issue 17 defect 5)', async () => {
    const answers = [await get('/ae_en/'), await get('/ae_en/zz-no-such-page/'), await get('/%E0%A4%A/'), await get('/ae_en/', { method: 'POST' })];
    for (const response of answers) {
      expect(response.headers.get('content-type'), response.url).toMatch(/text\/html/);
      expect(response.headers.get('cache-control'), `${response.status} ${response.url}`).toMatch(/^(private, no-store|public, .*s-maxage=\d+.*)$/);
    }
  });

  it('renders the page without the list when the backend answers garbage', async () => {
    backend = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"items": "nope"');
    const response = await get('/ae_en/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('The list of regions is unavailable right now');
  });

  it('renders the page without the list when the backend fails', async () => {
    backend = json({ error: 'boom', message: 'down' }, 503);
    const html = await (await get('/ae_en/')).text();
    expect(html).toContain('The list of regions is unavailable right now');
  });

  it('renders within the API timeout when the backend never answers', async () => {
    backend = () => {
      /* never answers */
    };
    const response = await get('/ae_en/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('The list of regions is unavailable right now');
  }, 15_000);

  it('redirects an unknown region to ae and a locale the region does not allow to its default', async () => {
    await expectRedirects([
      ['/zz_en/', '/ae_en/'],
      ['/ae_fr/offers/?page=2', '/ae_en/offers/?page=2'],
      ['/ru_en/', '/ru_ru/'],
    ]);
  });

  it('keeps every character of the path in the region fallback redirect, percent-encoded (issue 11)', async () => {
    await expectRedirects([
      ['/xx_en/%D0%BA/', '/ae_en/%D0%BA/'],
      ['/xx_en/caf%C3%A9/', '/ae_en/caf%C3%A9/'],
      ['/ru_en/%F0%9F%98%80/', '/ru_ru/%F0%9F%98%80/'],
    ]);
  });

  it('keeps the query byte for byte in the host and router redirects (SPEC §2)', async () => {
    const query = '?badges[]=new&badges[]=sale&utm_campaign=12e3&q=100%&empty=';
    await expectRedirects([
      [`/xx_en/catalog/${query}`, `/ae_en/catalog/${query}`],
      [`/ae_en/catalog${query}`, `/ae_en/catalog/${query}`],
    ]);
  });

  it('answers 404 for a malformed region_locale and an unmatched path', async () => {
    for (const target of ['/ae-en/', '/aeen/', '/ae_en/no-such-page/', '/no/such/page/', '/global/nope/']) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(await response.text()).toContain('Page Not Found');
    }
  });

  it('renders a known city, 404s an unknown one and fails loudly without city data', async () => {
    const dubai = await get('/ae_en/dubai/blog/');
    expect(dubai.status).toBe(200);
    expect(await dubai.text()).toContain('<link rel="canonical" href="http://localhost:3000/ae_en/dubai/blog/"');
    expect((await get('/ae_en/atlantis/')).status).toBe(404);
    backend = json({ error: 'down', message: 'down' }, 503);
    const noCities = await get('/ae_en/dubai/', { headers: SHOPPER });
    expect(noCities.status).toBe(500);
    expect(await noCities.text()).toContain('Something went wrong');
  });

  it('during a cities outage, answers 404 for what cannot be a city page, 500 only for a city of a real page (issue 17 defect 6)', async () => {
    backend = json({ error: 'down', message: 'down' }, 503);
    for (const target of ['/ae_en/no.city/', `/ae_en/${'a'.repeat(65)}/`, '/ae_en/dubai/no/such/page/', '/ae_en/nocity/zz-no-such-page/']) {
      const response = await get(target, { headers: SHOPPER });
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).toContain('Page Not Found');
    }
    expect((await get('/ae_en/dubai/', { headers: SHOPPER })).status).toBe(500);
    expect((await get('/ae_en/dubai/blog/', { headers: SHOPPER })).status).toBe(500);
  });

  it('never puts backend bodies, internal messages or stack traces into a page (issue 17 defect 4)', async () => {
    const secret = { error: 'Injected fault', message: 'secret-internal-detail at db.ts:42' };
    for (const target of ['/ae_en/dubai/', '/ae_en/', '/ae_en/catalog/', '/ae_en/product/raptor-125/', '/ae_en/offers/', '/ae_en/support/']) {
      backend = json(secret, 503);
      const html = await (await get(target, { headers: SHOPPER })).text();
      for (const internal of ['Injected fault', 'secret-internal-detail', 'cities data not available', 'Unexpected response from', 'ApiRequestError', '    at ']) {
        expect(html, `${target} carries ${internal}`).not.toContain(internal);
      }
    }
  });

  it('answers a crawler a failed page with its status only, never the error page (SPEC §8)', async () => {
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const lighthouse = { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse' };
    const healthy = await get('/ae_en/dubai/', { headers: googlebot });
    expect(healthy.status).toBe(200);
    expect(await healthy.text()).toContain('<html');

    backend = json({ error: 'down', message: 'down' }, 503);
    for (const headers of [googlebot, lighthouse, {}]) {
      const failed = await get('/ae_en/dubai/', { headers });
      expect(failed.status).toBe(500);
      expect(failed.headers.get('content-type')).toContain('text/plain');
      expect(failed.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      const body = await failed.text();
      expect(body).toBe('Internal Server Error\n');
    }
    // A shopper gets the storefront's error page with the same status, its title and a dark header.
    const shopper = await get('/ae_en/dubai/', { headers: SHOPPER });
    expect(shopper.status).toBe(500);
    const html = await shopper.text();
    expect(html).toContain('<title>Something went wrong | United Arab Emirates</title>');
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toContain('<body data-error-page="true">');
    expect(html).toContain('href="/ae_en/support/"');
  });

  it("lets the toasts' stylesheet through the CSP by its hash, next to the nonce", async () => {
    const csp = (await get('/ae_en/')).headers.get('content-security-policy') ?? '';
    const styles = csp.split('; ').find((directive) => directive.startsWith('style-src ')) ?? '';
    expect(styles).toMatch(/^style-src 'self' 'nonce-[^']+'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(styles).toContain(TOASTER_STYLE_HASH);
    expect(styles).toContain(`'sha256-${createHash('sha256').update('').digest('base64')}'`);
    expect(styles).not.toContain('unsafe-inline');
  });

  it('redirects once to the normalised same-origin path', async () => {
    const response = await get('//evil.example//ae_en?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/evil.example/ae_en/?x=1');
  });

  it('answers malformed targets with a 400 page and keeps serving', async () => {
    const bad = await get('/%E0%A4%A/');
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toMatch(/at .*\.js:\d+/);
    expect((await get('/ae_en/')).status).toBe(200);
  });

  it('refuses methods other than GET and HEAD on pages', async () => {
    expect((await get('/ae_en/', { method: 'POST', body: 'x' })).status).toBe(405);
    const head = await get('/ae_en/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves hashed assets with immutable caching and 404s missing ones', async () => {
    const html = await (await get('/ae_en/')).text();
    const entry = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    const asset = await get(entry ?? '');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const missing of ['/assets/missing-file.js', '/assets/missing-folder/']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get('content-type'), missing).toMatch(/^text\/plain/);
    }
  });

  it('answers the health check, and the readiness with its backend once its health check answered', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    // Earlier tests made the stub hang: the host's health check (every 200 ms here) sees it answer again.
    await expect.poll(async () => (await get('/readyz')).status, { timeout: 5_000 }).toBe(200);
    const ready = await get('/readyz');
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ status: 'ready', backends: { default: { state: 'up', circuit: 'closed', regions: expect.arrayContaining(['ae', 'ru']) } } });
    for (const path of ['/healthz', '/readyz']) {
      const post = await get(path, { method: 'POST' });
      expect(post.status, path).toBe(405);
      expect(post.headers.get('allow'), path).toBe('GET, HEAD');
    }
  });
});

describe('the URL pipeline over HTTP, fuzzed (issue 17)', () => {
  it('answers any target without a server error, redirecting only to ASCII same-origin paths, and keeps serving', async () => {
    const piece = fc.constantFrom('/', '//', '\\', '%', '%2f', '%5c', '..', '.', '?', '#', '@', 'ae_en', 'ae_zz', 'zz_en', 'mx_es', 'dubai', 'catalog', 'cart', 'global', 'evil.example', '%E0%A4%A', 'é', '\u{1f600}', 'a'.repeat(70));
    const target = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`);
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(target, async (path) => {
        // As a client writes it after the origin (`//` included); a fragment never reaches a server.
        const url = site + path.replace(/#/g, '%23');
        if (!URL.canParse(url) || seen.has(url)) return;
        seen.add(url);
        const response = await fetch(url, { redirect: 'manual', headers: SHOPPER });
        await response.arrayBuffer();
        expect(response.status, url).toBeLessThan(500);
        const location = response.headers.get('location');
        if (location !== null) {
          expect(location, url).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
          expect(new URL(location, site).origin).toBe(new URL(site).origin);
        }
      }),
      { numRuns: 40 },
    );
    expect((await get('/healthz')).status).toBe(200);
  });
});

describe('message catalogues', () => {
  const buildIdOf = async () => /"i18nBuildId":"([^"]+)"/.exec(await (await get('/ae_en/')).text())?.[1] ?? '';

  it("serves the current build's catalogue of a locale for a year, keyed by locale", async () => {
    const buildId = await buildIdOf();
    expect(buildId).toMatch(/^[0-9a-f]{12}$/);
    const response = await get(`/_i18n/${buildId}/ar/messages.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(body)).toEqual(['ar']);
    expect(body['ar']?.['regions.list.title']).toEqual([{ type: 0, value: 'أين تجدنا' }]);
  });

  it('answers an old build id with the current texts, not cacheable', async () => {
    const response = await get('/_i18n/0123456789ab/ru/messages.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a locale it has no catalogue for', async () => {
    for (const locale of ['de', '..%2F..%2Fpackage', '__proto__', 'build-id']) {
      expect((await get(`/_i18n/x/${locale}/messages.json`)).status, locale).toBe(404);
    }
  });

  it('ships only the active locale with the first page', async () => {
    const html = await (await get('/ae_ar/')).text();
    expect(html).toContain('أين تجدنا');
    expect(html).not.toContain('Где нас найти');
    expect(html).not.toContain('Where to find us');
  });
});

describe('language outside a region (SPEC §9 detection)', () => {
  it('follows the cookie first, then Accept-Language, then English', async () => {
    const page = async (headers: Record<string, string>) => (await get('/', { headers })).text();
    expect(await page({ cookie: 'i18n_redirected=ru', 'accept-language': 'ar' })).toMatch(/<html lang="ru" dir="ltr"[ >]/);
    expect(await page({ 'accept-language': 'de;q=0.9, ar-AE;q=0.8' })).toMatch(/<html lang="ar" dir="rtl"[ >][\s\S]*اختر بلدك/);
    expect(await page({})).toMatch(/<html lang="en" dir="ltr"[ >][\s\S]*Choose your country/);
  });
});

describe('device', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
  const deviceOf = async (headers: Record<string, string>) =>
    /<html[^>]* data-device="([a-z]+)"/.exec(await (await get('/ae_en/', { headers })).text())?.[1];

  it('renders the device class of the user agent, desktop by default', async () => {
    expect(await deviceOf({ 'user-agent': IPHONE })).toBe('mobile');
    expect(await deviceOf({ 'user-agent': 'curl/8' })).toBe('desktop');
  });

  it('reads only the first 500 characters of a long user agent', async () => {
    expect(await deviceOf({ 'user-agent': IPHONE + ' x'.repeat(4_000) })).toBe('mobile');
  });

  it('refuses a 100 KB header before rendering and keeps serving', async () => {
    const huge = await get('/ae_en/', { headers: { 'user-agent': 'x'.repeat(100_000) } }).catch(() => undefined);
    expect(huge === undefined || huge.status === 431).toBe(true);
    expect((await get('/ae_en/')).status).toBe(200);
  });
});

describe('the backend on the site’s origin (issue 27)', () => {
  it('is served through the host when browsers are to reach it there, and only then', async () => {
    const own = await createHost(hostConfig({ backends: singleBackend(backendOrigin) }));
    const server = createServer(own.listener);
    try {
      const origin = await listen(server);
      const cities = await fetch(`${origin}/ae/api/cities?locale=en`);
      expect(cities.status).toBe(200);
      expect(await cities.json()).toEqual(CITIES);
      // A host whose backend has a public origin of its own takes the path for a page's (a slash added).
      const page = await get('/ae/api/cities?locale=en');
      expect(page.status).toBe(301);
      expect(page.headers.get('location')).toBe('/ae/api/cities/?locale=en');
    } finally {
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), own.close()]);
    }
  });
});

describe('HSTS (issue 17 defect 5)', () => {
  it('is sent when the site is https, with the configured max-age, and can be turned off', async () => {
    // A public site with a public backend (an internal one would stop the start).
    const site = { siteUrl: 'https://shop.example', backends: singleBackend(backendOrigin, 'https://api.shop.example') };
    const https = await createHost(hostConfig(site));
    const off = await createHost(hostConfig({ ...site, hstsMaxAgeSeconds: 0 }));
    const short = await createHost(hostConfig({ ...site, hstsMaxAgeSeconds: 600 }));
    const servers = [createServer(https.listener), createServer(off.listener), createServer(short.listener)];
    try {
      const [httpsOrigin, offOrigin, shortOrigin] = await Promise.all(servers.map(listen));
      const hsts = async (origin: string | undefined) => (await fetch(`${origin}/healthz`)).headers.get('strict-transport-security');
      expect(await hsts(httpsOrigin)).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts(offOrigin)).toBeNull();
      expect(await hsts(shortOrigin)).toBe('max-age=600; includeSubDomains');
    } finally {
      for (const server of servers) server.closeAllConnections();
      await Promise.all([...servers.map((server) => new Promise((resolve) => server.close(resolve))), https.close(), off.close(), short.close()]);
    }
  });
});

describe('load shedding (issue 17 defect 3)', () => {
  it('answers 503 with Retry-After and a small static page beyond its renders and queue, then recovers', async () => {
    const shedding = await createHost(hostConfig({ renderLimits: { concurrency: 1, queue: 1, maxWaitMs: 5_000 } }));
    const server = createServer(shedding.listener);
    const origin = await listen(server);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    backend = (req, res) => void held.then(() => regionalBackend()(req, res));
    try {
      const answers: { status: number; retryAfter: string | null; cacheControl: string | null; html: string }[] = [];
      let twoShed = () => undefined as void;
      const shedBeforeRelease = new Promise<void>((resolve) => (twoShed = resolve));
      const requests = [1, 2, 3, 4].map(async () => {
        const response = await fetch(`${origin}/ae_en/`, { headers: SHOPPER });
        const answer = { status: response.status, retryAfter: response.headers.get('retry-after'), cacheControl: response.headers.get('cache-control'), html: await response.text() };
        answers.push(answer);
        if (answers.filter((one) => one.status === 503).length === 2) twoShed();
      });
      // One renders, one waits; the other two are shed at once, while the backend still answers nothing.
      await Promise.race([shedBeforeRelease, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      expect(answers.map((answer) => answer.status)).toEqual([503, 503]);
      for (const answer of answers) {
        expect(answer.retryAfter).toBe('2');
        expect(answer.cacheControl).toBe('private, no-store');
        expect(answer.html).toContain('Busy right now');
        expect(answer.html.length).toBeLessThan(2_000);
      }
      // Still full: the shed is sent before Express, with the policy and headers of every answer; the
      // host's own endpoints and files are never shed.
      const busy = await fetch(`${origin}/ae_en/catalog/?x=1`, { headers: SHOPPER });
      expect(busy.status).toBe(503);
      const policy = busy.headers.get('content-security-policy') ?? '';
      const style = /<style>([\s\S]*?)<\/style>/.exec(await busy.text())?.[1] ?? '';
      expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(policy).toContain("default-src 'none'");
      expect(busy.headers.get('x-content-type-options')).toBe('nosniff');
      expect(busy.headers.get('retry-after')).toBe('2');
      const head = await fetch(`${origin}/ae_en/`, { method: 'HEAD', headers: SHOPPER });
      expect(head.status).toBe(503);
      expect(await head.text()).toBe('');
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
      expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
      expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
      release();
      await Promise.all(requests);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503, 503]);
      expect((await fetch(`${origin}/ae_en/`, { headers: SHOPPER })).status).toBe(200);
    } finally {
      release();
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), shedding.close()]);
    }
  });
});

describe('load shedding with the micro-cache (issue 28)', () => {
  it('serves the pages it keeps however busy it is, and sheds only renders', async () => {
    const busy = await createHost(hostConfig({ renderLimits: { concurrency: 1, queue: 0, maxWaitMs: 5_000 }, htmlCache: { freshMs: 60_000, staleMs: 60_000, maxEntries: 50 } }));
    const server = createServer(busy.listener);
    const origin = await listen(server);
    let release = () => undefined as void;
    try {
      backend = healthyBackend;
      expect((await fetch(`${origin}/ae_en/support/`)).headers.get('x-cache')).toBe('MISS');
      const held = new Promise<void>((resolve) => (release = resolve));
      backend = (req, res) => void held.then(() => healthyBackend(req, res));
      const rendering = fetch(`${origin}/ae_en/comparison/`);
      // The one slot is taken once the render asks the backend.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const kept = await fetch(`${origin}/ae_en/support/`);
      expect(kept.status).toBe(200);
      expect(kept.headers.get('x-cache')).toBe('HIT');
      const other = await fetch(`${origin}/ae_en/blog/`);
      expect(other.status).toBe(503);
      expect(other.headers.get('content-security-policy')).toContain("default-src 'none'");
      release();
      expect((await rendering).status).toBe(200);
    } finally {
      release();
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), busy.close()]);
    }
  });
});

describe('observability (issue 17)', () => {
  it('echoes a request id, logs one JSON line per request and counts requests, renders and backend calls', async () => {
    const lines: LogLine[] = [];
    const observed = await createHost(hostConfig({ log: (line) => lines.push(line) }));
    const server = createServer(observed.listener);
    const origin = await listen(server);
    try {
      const given = await fetch(`${origin}/ae_en/`, { headers: { ...SHOPPER, 'x-request-id': 'nginx-0123456789abcdef' } });
      expect(given.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
      const forged = await fetch(`${origin}/ae_en/catalog/`, { headers: { 'x-request-id': '<script>' } });
      expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await fetch(`${origin}/ae_en/`, { method: 'POST' });

      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', requestId: 'nginx-0123456789abcdef', method: 'GET', path: '/ae_en/', status: 200, region: 'ae' });
      expect(typeof lines[0]?.['durationMs']).toBe('number');
      // The request lines only: the host logs other things too (a backend's health, a failed call).
      expect(lines.filter((line) => line['msg'] === 'request').map((line) => line['status'])).toEqual([200, expect.any(Number), 405]);

      const text = await observed.metrics.registry.metrics();
      expect(text).toMatch(/storefront_http_request_duration_seconds_count\{route="\/\{region_locale\}\/",status="200"\} 1/);
      expect(text).toMatch(/storefront_http_request_duration_seconds_count\{route="\/\{region_locale\}\/catalog\/",status="\d+"\} 1/);
      expect(text).toMatch(/storefront_backend_request_duration_seconds_count\{backend="default",endpoint="regions",outcome="ok"\} \d+/);
      expect(text).toContain('storefront_renders_in_flight 0');
      expect(text).toContain('storefront_render_shed_total 0');

      const metricsServer = createServer(metricsHandler(observed.metrics.registry));
      const metricsOrigin = await listen(metricsServer);
      const scraped = await fetch(`${metricsOrigin}/metrics`);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      expect(await scraped.text()).toContain('storefront_http_request_duration_seconds_bucket');
      expect((await fetch(`${metricsOrigin}/`)).status).toBe(404);
      metricsServer.closeAllConnections();
      await new Promise((resolve) => metricsServer.close(resolve));
      // The public port has no metrics.
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), observed.close()]);
    }
  });
});

describe('root files', () => {
  it('serves the favicon set from the client build root', async () => {
    for (const [file, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/'],
      ['/apple-touch-icon.png', 'image/png'],
    ] as const) {
      const response = await get(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toContain(type);
    }
  });

  it('serves robots.txt: the site allowed, carts, orders and comparisons not, the sitemap at the public origin', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /*/cart/', 'Disallow: /*/comparison/']));
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('serves the sitemap index as XML (the sitemaps themselves: sitemaps.spec.ts)', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toContain('<loc>http://localhost:3000/ae_en/sitemap.xml</loc>');
  });

  it('answers a missing file with a plain 404, never a redirect or a page (issue 11)', async () => {
    for (const file of ['/sitemap.txt', '/ae_en/sitemap-1.xml', '/missing.js', '/ae_en/catalog/x.png', '//evil.example//x.txt']) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('location'), file).toBeNull();
      expect(response.headers.get('content-type'), file).toMatch(/^text\/plain/);
      expect(await response.text(), file).toBe('Not Found\n');
    }
  });
});

describe('startup data cache (docs/architecture.md: fetched once per request, cached briefly per region)', () => {
  it('asks the backend for a region’s startup data once while it is fresh, per region and locale', async () => {
    const seen: string[] = [];
    backend = (req, res) => {
      seen.push(req.url ?? '');
      regionalBackend()(req, res);
    };
    const cached = await createHost(hostConfig({ startupCacheMs: 60_000 }));
    const server = createServer(cached.listener);
    const origin = await listen(server);
    const startupRequests = () => seen.filter((url) => /\/api\/(init|cities|map\/site|v2\/service\/init)\b/.test(url));
    try {
      for (const target of ['/ae_en/', '/ae_en/blog/', '/ae_en/dubai/']) {
        expect((await fetch(origin + target)).status, target).toBe(200);
      }
      // A valid answer (cities) is asked for once; this stub's invalid ones (init) are never kept.
      expect(startupRequests().filter((url) => url.includes('/ae/api/cities'))).toHaveLength(1);
      expect(startupRequests().filter((url) => /\/ae\/api\/init\?/.test(url))).toHaveLength(3);
      const before = startupRequests().length;
      expect((await fetch(`${origin}/ae_ar/`)).status).toBe(200);
      expect(startupRequests().length).toBeGreaterThan(before);
      expect(startupRequests().every((url) => url.includes('locale='))).toBe(true);
    } finally {
      server.closeAllConnections();
      await Promise.all([cached.close(), new Promise((r) => server.close(r))]);
    }
  });
});

/**
 * Answers of the reference backend (recorded from apps/regional-api, trimmed) for the startup
 * requests of a UAE page, so that a page renders without any failed request.
 */
const STARTUP_ANSWERS: Record<string, unknown> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'testing/startup-answers.json'), 'utf8'),
);

const healthyBackend: Backend = (req, res) => {
  const endpoint = /\/ae\/api\/(.+?)\/?$/.exec(new URL(req.url ?? '/', 'http://x').pathname)?.[1] ?? '';
  const answer = STARTUP_ANSWERS[endpoint];
  if (answer) json(answer)(req, res);
  else regionalBackend()(req, res);
};

describe('HTML micro-cache (issue 10)', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
  let cached: Host;
  let server: Server;
  let origin: string;
  const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  beforeAll(async () => {
    cached = await createHost(hostConfig({ htmlCache: { freshMs: 60_000, staleMs: 60_000, maxEntries: 50 } }));
    server = createServer(cached.listener);
    origin = await listen(server);
  });

  afterAll(async () => {
    server.closeAllConnections();
    await Promise.all([cached.close(), new Promise((r) => server.close(r))]);
  });

  beforeEach(() => {
    backend = healthyBackend;
  });

  it('never keeps a page that a failed backend request left degraded', async () => {
    backend = (req, res) => (req.url?.includes('/init/offers') ? json({ error: 'down' }, 503)(req, res) : healthyBackend(req, res));
    const degraded = await fetch(`${origin}/ae_en/support/`);
    expect(degraded.status).toBe(200);
    expect(degraded.headers.get('x-cache')).toBe('BYPASS');
    expect(degraded.headers.get('cache-control')).toBe('private, no-store');
    backend = healthyBackend;
    expect((await fetch(`${origin}/ae_en/support/`)).headers.get('x-cache')).toBe('MISS');
    expect((await fetch(`${origin}/ae_en/support/`)).headers.get('x-cache')).toBe('HIT');
  });

  it('serves a page again from memory, with a fresh nonce in its header and its HTML', async () => {
    // Pages whose data the startup answers hold (the support home, the comparison): no content call to fail.
    const first = await fetch(`${origin}/ae_ar/support/`);
    const firstHtml = await first.text();
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    const second = await fetch(`${origin}/ae_ar/support/`);
    const secondHtml = await second.text();
    expect(second.headers.get('x-cache')).toBe('HIT');
    const [before, after] = [nonceOf(first), nonceOf(second)];
    expect(before && after && before !== after).toBe(true);
    expect(secondHtml).not.toContain(before!);
    expect(secondHtml.split(`nonce="${after}"`).length).toBe(firstHtml.split(`nonce="${before}"`).length);
    expect(secondHtml.replaceAll(after!, before!)).toBe(firstHtml);
  });

  it('serves a campaign link from the entry of its plain URL', async () => {
    await fetch(`${origin}/ae_en/comparison/`);
    const tagged = await fetch(`${origin}/ae_en/comparison/?utm_source=news&gclid=abc`);
    expect(tagged.headers.get('x-cache')).toBe('HIT');
    expect((await fetch(`${origin}/ae_en/comparison/?page=2`)).headers.get('x-cache')).toBe('MISS');
  });

  it('keeps a page per device class: a phone never gets the desktop page', async () => {
    await fetch(`${origin}/ae_en/comparison/`);
    const phone = await fetch(`${origin}/ae_en/comparison/`, { headers: { 'user-agent': IPHONE } });
    expect(phone.headers.get('x-cache')).toBe('MISS');
    expect(await phone.text()).toMatch(/<html[^>]* data-device="mobile"/);
  });

  it('keeps / per suggested region: one visitor never gets another one’s suggestion (issue 11)', async () => {
    const home = (headers: Record<string, string>) => fetch(`${origin}/`, { headers });
    const banner = /<section aria-label="Предлагаемая страна"[\s\S]*?href="\/kz_ru\/"/;
    const kazakh = await home({ 'accept-language': 'ru-KZ' });
    expect(kazakh.headers.get('x-cache')).toBe('MISS');
    expect(await kazakh.text()).toMatch(banner);
    const russian = await home({ 'accept-language': 'ru' });
    expect(russian.headers.get('x-cache')).toBe('MISS');
    expect(await russian.text()).not.toContain('Предлагаемая страна');
    const dismissed = await home({ 'accept-language': 'ru-KZ', cookie: 'region_suggestion_dismissed=1' });
    expect(await dismissed.text()).not.toContain('Предлагаемая страна');
    expect((await home({ 'accept-language': 'ru-KZ' })).headers.get('x-cache')).toBe('HIT');
  });

  it('never shares a not-found page or a cart', async () => {
    for (const target of ['/ae_en/zz-no-such-page/', '/ae_en/cart/']) {
      await fetch(origin + target);
      const again = await fetch(origin + target);
      expect(again.headers.get('cache-control'), target).toBe('private, no-store');
    }
    expect((await fetch(`${origin}/ae_en/cart/`)).headers.get('x-cache')).toBe('BYPASS');
  });

  it('renders a missing URL once for a burst of requests, each with its own nonce (issue 17 defect 3)', async () => {
    let backendCalls = 0;
    backend = (req, res) => {
      // The host's own health checks are not a render's calls.
      if (!req.url?.startsWith('/healthz')) backendCalls += 1;
      healthyBackend(req, res);
    };
    const first = await fetch(`${origin}/ae_en/zz-flood-target/`);
    expect(first.status).toBe(404);
    const afterFirst = backendCalls;
    expect(afterFirst).toBeGreaterThan(0);
    const again = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/ae_en/zz-flood-target/`)));
    for (const response of again) {
      expect(response.status).toBe(404);
      expect(response.headers.get('x-cache')).toBe('HIT');
      const nonce = nonceOf(response);
      expect(await response.text()).toContain(`nonce="${nonce}"`);
    }
    expect(backendCalls).toBe(afterFirst);
    // A burst that arrives before any render finished (or as the kept page expires) is one render too.
    const burst = await Promise.all([1, 2, 3, 4].map(() => fetch(`${origin}/ae_en/zz-burst-target/`)));
    expect(burst.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(backendCalls - afterFirst).toBe(afterFirst);
  });
});

describe('compression', () => {
  it('sends pages compressed as the client accepts, whole and with their own nonce', async () => {
    const plain = await get('/ae_en/blog/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainLength = (await plain.text()).length;
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/ae_en/blog/', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(Number(response.headers.get('content-length'))).toBeLessThan(plainLength / 3);
      // fetch decodes the body.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html>') && html.endsWith('</html>')).toBe(true);
      expect(html).toContain(`nonce="${nonce}"`);
    }
  });

  it('sends hashed assets precompressed by the build, with their own content type', async () => {
    const html = await (await get('/ae_en/')).text();
    const entry = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const plain = await get(entry, { headers: { 'accept-encoding': 'identity' } });
    const brotli = await get(entry, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Number(plain.headers.get('content-length')) / 2);
    expect(await brotli.text()).toBe(await plain.text());
  });
});
