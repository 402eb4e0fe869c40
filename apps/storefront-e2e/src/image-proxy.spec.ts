import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_URL } from './support/backend';
import { CONSENTED_STATE } from './support/consented-state';

/**
 * The host's image proxy (`/_img/`, apps/storefront-ssr/src/lib/image-proxy.ts) in Chromium against
 * the reference backend's JPEG pictures.
 */
/** A UAE picture as the host spells the backend (the UAE's images prefix, issue 29). */
const PICTURE = `${API_URL}/ae/images/products/raptor-250/1.jpg`;
/** The allow-list of libs/ui/src/lib/image/image-params.ts. */
const WIDTHS = [64, 96, 128, 160, 240, 320, 400, 480, 560, 640, 750, 828, 960, 1080, 1280, 1440, 1600, 1920, 2560, 3840];

const proxied = (params: Record<string, string>) => `/_img/?${new URLSearchParams(params)}`;

/** The natural size of an image as the browser decodes it. */
const naturalSize = (page: Page, url: string) =>
  page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, url);

test.describe('image proxy', () => {
  test('answers WebP to the browser, which names it in Accept, cached for a year', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const heroPicture = page.waitForResponse((response) => response.url().includes('/_img/') && response.request().resourceType() === 'image');
    await page.goto('/ae_en/');
    const response = await heroPicture;
    expect(response.status()).toBe(200);
    expect((await response.request().allHeaders())['accept']).toContain('image/webp');
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['vary']).toBe('Accept');

    // The phone's hero is the phone-sized crop (400 or 750 px), preloaded and never lazy.
    const hero = page.locator('picture img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    const current = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(current.pathname).toBe('/_img/');
    expect(current.searchParams.get('url')).toMatch(/\/images\/banners\/[\w-]+-mobile\.jpg$/);
    expect(['400', '750']).toContain(current.searchParams.get('w'));
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBeNull();
    await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2);
  });

  test('gives a phone promo card a phone-sized picture, not the 1920 px one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ae_en/');
    const card = page.getByRole('region', { name: 'More to explore' }).locator('img').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveJSProperty('complete', true);
    const width = Number(new URL(await card.evaluate((img: HTMLImageElement) => img.currentSrc)).searchParams.get('w'));
    // 390 CSS px × 1.76 (the 17:10 crop of 3:1 art) at Desktop Chrome's density 1: 750.
    expect(width).toBeLessThan(1920);
    expect(WIDTHS).toContain(width);
  });

  test('resizes the category tiles of the home and the catalogue instead of sending the originals', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Two tiles a row on the home (195 px), one on the catalogue root (390 px), at Desktop Chrome's density 1.
    for (const [path, widest] of [['/ae_en/', 400], ['/ae_en/catalog/', 750]] as const) {
      await page.goto(path);
      const tile = page.locator('main li img').first();
      await tile.scrollIntoViewIfNeeded();
      await expect(tile).toHaveJSProperty('complete', true);
      const current = new URL(await tile.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(current.pathname, path).toBe('/_img/');
      expect(current.searchParams.get('url'), path).toContain('/images/categories/');
      expect(Number(current.searchParams.get('w')), path).toBeLessThanOrEqual(widest);
    }
  });

  test('gives a phone the product gallery at its own width, and preloads nothing but that picture', async ({ browser, request }) => {
    // Lighthouse's phone: 412 CSS px at 1.75× wants ~721 px, not a tablet's 960 or 1080.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, storageState: CONSENTED_STATE });
    const page = await context.newPage();
    try {
      await page.goto('/ae_en/product/raptor-125/');
      const first = page.getByRole('group', { name: 'Picture 1 of 3' }).locator('img');
      await expect(first).toHaveJSProperty('complete', true);
      const current = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(current.searchParams.get('w')).toBe('750');
      // The related products are far below: lazy, so that React writes no preload link for them.
      const related = page.getByRole('region', { name: 'More from this category' }).locator('img');
      await expect(related.first()).toBeAttached();
      for (const loading of await related.evaluateAll((images) => images.map((img) => img.getAttribute('loading')))) {
        expect(loading).toBe('lazy');
      }
    } finally {
      await context.close();
    }
    const html = await (await request.get('/ae_en/product/raptor-125/')).text();
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('/images/products/raptor-125/1.jpg');
  });

  test('serves only widths of the allow-list, never wider than the source', async ({ page }) => {
    await page.goto('/ae_en/');
    expect(await naturalSize(page, proxied({ url: PICTURE, w: '700' }))).toEqual({ width: 750, height: 563 });
    expect(await naturalSize(page, proxied({ url: PICTURE, w: '1', f: 'jpeg' }))).toEqual({ width: 64, height: 48 });
    // The source is 1200 × 900: a 3840 ask is answered at the source's size.
    expect(await naturalSize(page, proxied({ url: PICTURE, w: '5000' }))).toEqual({ width: 1200, height: 900 });
    expect(await naturalSize(page, proxied({ url: PICTURE, w: '400', h: '400', fit: 'cover' }))).toEqual({ width: 400, height: 400 });
  });

  test('answers 400 for bad parameters and 404 for a missing source', async ({ request }) => {
    const bad: Record<string, string>[] = [{ url: PICTURE, w: 'wide' }, { url: PICTURE, q: '0' }, { url: PICTURE, f: 'gif' }, { url: PICTURE, fit: 'crop' }, { w: '640' }];
    for (const params of bad) {
      const response = await request.get(proxied(params));
      expect(response.status(), JSON.stringify(params)).toBe(400);
      expect(await response.text()).toMatch(/^Bad Request: /);
    }
    const missing = await request.get(proxied({ url: `${API_URL}/ae/images/products/no-such-bike/1.jpg`, w: '640' }));
    expect(missing.status()).toBe(404);
  });

  test.describe('never fetches outside the image origins', () => {
    let trap: Server;
    let trapOrigin: string;
    const hits: string[] = [];

    test.beforeAll(async () => {
      trap = createServer((req, res) => {
        hits.push(req.url ?? '');
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      });
      await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
      trapOrigin = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
    });

    test.afterAll(async () => {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    });

    test('answers 400 to SSRF attempts without a single request to them', async ({ request }) => {
      const attempts = [
        'http://169.254.169.254/',
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'file:///etc/passwd',
        '//evil.example/images/a.jpg',
        `${trapOrigin}/images/a.jpg`,
        `${trapOrigin}/redirect.jpg`,
        `${API_URL}/ae/images/../../regional-api.sqlite`,
        `${API_URL}/ae/images/%2e%2e/%2e%2e/regional-api.sqlite`,
        // The backend's shared picture path is no region's prefix.
        `${API_URL}/images/products/raptor-250/1.jpg`,
        `${API_URL}@evil.example/images/a.jpg`,
        `${API_URL}/ae/api/products/slug/raptor-250`,
      ];
      for (const url of attempts) {
        const response = await request.get(proxied({ url, w: '640' }));
        expect(response.status(), url).toBe(400);
      }
      expect(hits).toEqual([]);
    });
  });
});
