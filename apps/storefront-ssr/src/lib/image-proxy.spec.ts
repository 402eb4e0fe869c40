import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@storefront/ui/server';
import { parseBackendsConfig } from './backends/backends-config';
import { createBackends } from './backends/backends';
import { imageSources } from './host';
import { createImageProxy, negotiateFormat, parseImageQuery, resolveSource, type ImageProxyOptions, type ImageSource } from './image-proxy';

/** The images prefix as browsers spell it; the origin server below is what this server fetches. */
const PUBLIC = 'http://api.localhost:4000/images';

type Route = (req: IncomingMessage, res: ServerResponse) => void;

let photo: Buffer;
let transparent: Buffer;
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="#1d1d1f"/><circle cx="200" cy="150" r="100" fill="#66cc33"/></svg>',
);

const routes: Record<string, Route> = {
  '/images/photo.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
  '/images/logo.png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(transparent),
  '/images/drawing.svg': (_req, res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg),
  '/images/redirect.jpg': (_req, res) => res.writeHead(302, { location: `${evilOrigin}/images/photo.jpg` }).end(),
  '/images/broken.jpg': (_req, res) => res.writeHead(500).end('boom'),
  '/images/text.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('this is not an image'),
  '/images/huge.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(64 * 1024)),
  '/images/slow.jpg': (_req, res) => {
    const timer = setTimeout(() => res.writeHead(200).end(photo), 2_000);
    res.on('close', () => clearTimeout(timer));
  },
};

let originServer: Server;
let origin: string;
let evilServer: Server;
let evilOrigin: string;
/** Paths the origin server and the "evil" server were asked for. */
let originHits: string[];
let evilHits: string[];

let siteServer: Server | undefined;
let site: string;
let cacheDir: string;

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server | undefined) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

const sources = (): ImageSource[] => [
  { prefix: PUBLIC, fetchPrefix: `${origin}/images` },
  { prefix: `${origin}/images`, fetchPrefix: `${origin}/images` },
];

async function startProxy(overrides: Partial<ImageProxyOptions> = {}) {
  await close(siteServer);
  const app = express();
  const proxy = createImageProxy({
    sources: sources(),
    cache: { dir: cacheDir, maxBytes: 10 * 1024 * 1024 },
    timeoutMs: 500,
    maxSourceBytes: 32 * 1024,
    log: () => {},
    ...overrides,
  });
  app.get('/_img/', proxy.handler);
  siteServer = createServer(app);
  site = await listen(siteServer);
  return proxy;
}

const img = (url: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  fetch(`${site}/_img/?${new URLSearchParams({ url, ...params })}`, { headers });

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  transparent = await sharp({ create: { width: 200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
  originServer = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    originHits.push(pathname);
    (routes[pathname] ?? ((_q: IncomingMessage, r: ServerResponse) => r.writeHead(404).end('missing')))(req, res);
  });
  evilServer = createServer((req, res) => {
    evilHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  });
  origin = await listen(originServer);
  evilOrigin = await listen(evilServer);
});

beforeEach(async () => {
  originHits = [];
  evilHits = [];
  cacheDir = mkdtempSync(path.join(tmpdir(), 'image-proxy-spec-'));
  await startProxy();
});

afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

afterAll(async () => {
  await Promise.all([close(siteServer), close(originServer), close(evilServer)]);
});

describe('parseImageQuery', () => {
  const parse = (params: Record<string, string>) => parseImageQuery(`?${new URLSearchParams(params)}`, [{ prefix: PUBLIC, fetchPrefix: 'http://127.0.0.1:4000/images' }]);
  const url = `${PUBLIC}/products/a/1.jpg`;

  it('fetches a public image URL from the server-side origin, with the defaults of SPEC §9', () => {
    expect(parse({ url })).toEqual({
      ok: true,
      value: { fetchUrl: 'http://127.0.0.1:4000/images/products/a/1.jpg', width: undefined, height: undefined, quality: 85, format: 'auto', fit: 'cover' },
    });
  });

  it('snaps the width up to the allow-list and scales the height with it', () => {
    const value = (params: Record<string, string>) => {
      const result = parse({ url, ...params });
      if (!result.ok) throw new Error(result.message);
      return result.value;
    };
    expect(value({ w: '600', h: '450' })).toMatchObject({ width: 640, height: 480 });
    expect(value({ w: '640' })).toMatchObject({ width: 640, height: undefined });
    expect(value({ w: '1' })).toMatchObject({ width: 64 });
    expect(value({ w: '99999' })).toMatchObject({ width: 3840 });
    expect(value({ h: '99999' })).toMatchObject({ height: 4096 });
    for (const w of ['1', '300', '1000', '2000', '5000']) expect(IMAGE_WIDTHS).toContain(value({ w }).width);
    expect(value({ q: 'auto:best', f: 'webp', fit: 'contain' })).toMatchObject({ quality: 'auto:best', format: 'webp', fit: 'contain' });
  });

  it.each([
    [{}, 'url is required'],
    [{ url, w: '0' }, 'w must be'],
    [{ url, w: '-5' }, 'w must be'],
    [{ url, w: '12.5' }, 'w must be'],
    [{ url, w: 'abc' }, 'w must be'],
    [{ url, h: '0' }, 'h must be'],
    [{ url, q: '0' }, 'q must be'],
    [{ url, q: '101' }, 'q must be'],
    [{ url, q: 'best' }, 'q must be'],
    [{ url, f: 'gif' }, 'f must be'],
    [{ url, f: 'svg' }, 'f must be'],
    [{ url, fit: 'crop' }, 'fit must be'],
    [{ url, dpr: '2' }, 'unknown parameter'],
  ])('refuses %j: %s', (params, message) => {
    const result = parse(params as Record<string, string>);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });

  it('refuses a parameter given twice', () => {
    const result = parseImageQuery(`?url=${encodeURIComponent(url)}&w=100&w=200`, [{ prefix: PUBLIC, fetchPrefix: PUBLIC }]);
    expect(result).toEqual({ ok: false, message: 'w is given more than once' });
  });
});

describe('resolveSource', () => {
  const allowed: ImageSource[] = [{ prefix: PUBLIC, fetchPrefix: 'http://127.0.0.1:4000/images' }];

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.169.254/images/a.jpg',
    'file:///etc/passwd',
    'file:///images/a.jpg',
    '//evil.example/images/a.jpg',
    '/images/a.jpg',
    'images/a.jpg',
    'data:image/png;base64,AAAA',
    'http://evil.example/images/a.jpg',
    'https://api.localhost:4000/images/a.jpg',
    'http://api.localhost:4001/images/a.jpg',
    'http://api.localhost:4000.evil.example/images/a.jpg',
    'http://user:pass@api.localhost:4000/images/a.jpg',
    'http://api.localhost:4000@evil.example/images/a.jpg',
    'http://api.localhost:4000/imagesX/a.jpg',
    'http://api.localhost:4000/images',
    'http://api.localhost:4000/images/../regional-api.sqlite',
    'http://api.localhost:4000/images/%2e%2e/secret.jpg',
    'http://api.localhost:4000/images/a%2f..%2f..%2fb.jpg',
    'http://api.localhost:4000/images\\..\\a.jpg',
    'http://api.localhost:4000/images/a.jpg?x=1',
    'http://api.localhost:4000/images/a.jpg#x',
    'http://api.localhost:4000/images/a.sqlite',
    'http://api.localhost:4000/images/.manifest',
    'gopher://api.localhost:4000/images/a.jpg',
  ])('refuses %s', (raw) => {
    expect(resolveSource(raw, allowed).ok).toBe(false);
  });

  it('maps an image under the prefix to the server-side origin', () => {
    expect(resolveSource(`${PUBLIC}/banners/hero-mobile.jpg`, allowed)).toEqual({
      ok: true,
      fetchUrl: 'http://127.0.0.1:4000/images/banners/hero-mobile.jpg',
    });
  });
});

describe('imageSources (the host)', () => {
  it("accepts each served region's images as browsers and as the server spell them, fetched from the region's backend; a CDN on itself", () => {
    const { backends: settings } = parseBackendsConfig({
      backends: {
        gulf: { url: 'http://127.0.0.1:4001', regions: ['ae'] },
        world: { url: 'http://127.0.0.1:4002/gw', publicUrl: 'https://api.example/shop/', regions: ['*'] },
        cdn: { url: 'http://127.0.0.1:4003', imagesPrefix: 'https://cdn.example/ru', regions: ['ru'] },
      },
    });
    const backends = createBackends(settings, { siteUrl: 'https://shop.example', served: (code) => ['ae', 'mx', 'ru'].includes(code), healthIntervalMs: 60_000 });
    try {
      expect(imageSources(backends)).toEqual([
        { prefix: 'https://shop.example/ae/images', fetchPrefix: 'http://127.0.0.1:4001/ae/images' },
        { prefix: 'http://127.0.0.1:4001/ae/images', fetchPrefix: 'http://127.0.0.1:4001/ae/images' },
        { prefix: 'https://api.example/shop/mx/images', fetchPrefix: 'http://127.0.0.1:4002/gw/mx/images' },
        { prefix: 'http://127.0.0.1:4002/gw/mx/images', fetchPrefix: 'http://127.0.0.1:4002/gw/mx/images' },
        { prefix: 'https://cdn.example/ru', fetchPrefix: 'https://cdn.example/ru' },
      ]);
    } finally {
      backends.close();
    }
  });
});

describe('negotiateFormat', () => {
  const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  it('answers WebP to a browser that names it, JPEG otherwise, AVIF only when enabled', () => {
    expect(negotiateFormat('auto', chromium)).toBe('webp');
    expect(negotiateFormat('auto', chromium, true)).toBe('avif');
    expect(negotiateFormat('auto', 'image/webp;q=0, image/*')).toBe('jpeg');
    expect(negotiateFormat('auto', '*/*')).toBe('jpeg');
    expect(negotiateFormat('auto', undefined)).toBe('jpeg');
    expect(negotiateFormat('png', chromium)).toBe('png');
  });
});

describe('the /_img/ endpoint', () => {
  it('answers WebP at an allowed width to a browser that accepts it, cached for a year and varying on Accept', async () => {
    const response = await img(`${PUBLIC}/photo.jpg`, { w: '600', h: '450' }, { accept: 'image/webp,image/*' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers.get('x-image-cache')).toBe('MISS');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 640, height: 480 });
  });

  it('answers JPEG without WebP in Accept, the asked format when one is named, and never enlarges', async () => {
    const jpeg = await img(`${origin}/images/photo.jpg`, { w: '320' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const avif = await img(`${PUBLIC}/photo.jpg`, { w: '160', f: 'avif', q: 'auto:best' });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBeNull();
    const wide = await img(`${PUBLIC}/photo.jpg`, { w: '3840', f: 'png' });
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('serves a second request from the disk cache without asking the origin, and 304 for its ETag', async () => {
    const first = await img(`${PUBLIC}/photo.jpg`, { w: '480' });
    const body = Buffer.from(await first.arrayBuffer());
    const second = await img(`${PUBLIC}/photo.jpg`, { w: '480' });
    expect(second.headers.get('x-image-cache')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
    // fetch() marks a conditional request `no-cache` unless told otherwise; a browser revalidating sends max-age=0.
    const again = await img(`${PUBLIC}/photo.jpg`, { w: '480' }, { 'if-none-match': first.headers.get('etag') ?? '', 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);
    expect(originHits).toEqual(['/images/photo.jpg']);
  });

  it('asks the origin once for simultaneous requests of one rendition', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => img(`${PUBLIC}/photo.jpg`, { w: '240' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(originHits).toEqual(['/images/photo.jpg']);
  });

  it('draws an SVG source at the asked width, and keeps transparency as PNG without WebP', async () => {
    const drawn = await img(`${PUBLIC}/drawing.svg`, { w: '750' }, { accept: 'image/webp' });
    expect(await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 750, height: 563 });
    const logo = await img(`${PUBLIC}/logo.png`, { w: '96' });
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for a missing source, 502 for a failing, redirecting, oversized or unreadable one, 504 for a slow one', async () => {
    const status = async (file: string) => {
      const response = await img(`${PUBLIC}/${file}`, { w: '320' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      return [response.status, (await response.text()).split(':')[0]];
    };
    expect(await status('missing.jpg')).toEqual([404, 'Not Found']);
    expect(await status('broken.jpg')).toEqual([502, 'Bad Gateway']);
    expect(await status('redirect.jpg')).toEqual([502, 'Bad Gateway']);
    expect(await status('huge.jpg')).toEqual([502, 'Bad Gateway']);
    expect(await status('text.jpg')).toEqual([502, 'Bad Gateway']);
    expect(await status('slow.jpg')).toEqual([504, 'Gateway Timeout']);
    // The redirect pointed at another host: never followed.
    expect(evilHits).toEqual([]);
  });

  it.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['a file', 'file:///etc/passwd'],
    ['a protocol-relative URL', '//evil.example/images/photo.jpg'],
    ['another host', 'EVIL'],
    ['a path that climbs out of the prefix', `${PUBLIC}/../photo.jpg`],
  ])('answers 400 for %s and fetches nothing', async (_name, url) => {
    const response = await img(url === 'EVIL' ? `${evilOrigin}/images/photo.jpg` : url, { w: '320' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Bad Request: url /);
    expect(originHits).toEqual([]);
    expect(evilHits).toEqual([]);
  });

  it('answers 400 for bad parameters, with a short plain-text reason', async () => {
    const response = await img(`${PUBLIC}/photo.jpg`, { w: 'wide' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Bad Request: w must be a whole number of pixels from 1\n');
    expect(originHits).toEqual([]);
  });

  it('keeps the disk cache under its size, least recently used out, and finds it again after a restart', async () => {
    // Room for the largest rendition and a half.
    const largest = (await (await img(`${PUBLIC}/photo.jpg`, { w: '960' })).arrayBuffer()).byteLength;
    const maxBytes = Math.round(largest * 1.5);
    rmSync(cacheDir, { recursive: true, force: true });
    await startProxy({ cache: { dir: cacheDir, maxBytes } });
    for (const w of ['640', '750', '828', '960']) expect((await img(`${PUBLIC}/photo.jpg`, { w })).status).toBe(200);
    const files = readdirSync(cacheDir, { recursive: true }).filter((name) => String(name).endsWith('.jpg'));
    const proxy = await startProxy({ cache: { dir: cacheDir, maxBytes } });
    await proxy.cache.ready;
    expect(proxy.cache.size).toBe(files.length);
    expect(proxy.cache.size).toBeLessThan(4);
    expect(proxy.cache.bytes).toBeLessThanOrEqual(maxBytes);
    // The newest is kept, the oldest was evicted.
    originHits = [];
    expect((await img(`${PUBLIC}/photo.jpg`, { w: '960' })).headers.get('x-image-cache')).toBe('HIT');
    expect((await img(`${PUBLIC}/photo.jpg`, { w: '640' })).headers.get('x-image-cache')).toBe('MISS');
    expect(originHits).toEqual(['/images/photo.jpg']);
  });

  it('answers 503 when too many transforms are waiting', async () => {
    await startProxy({ concurrency: 1, maxQueue: 0, timeoutMs: 1_000 });
    const slow = img(`${PUBLIC}/slow.jpg`, { w: '320' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await img(`${PUBLIC}/photo.jpg`, { w: '320' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await slow).status).toBe(504);
  });
});
