import type { Page } from '@playwright/test';
import { taxonomyDetailSchema } from '@storefront/api-client/contract';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { API_URL } from './support/backend';

/**
 * A collection page `/collections/{slug}/` (SPEC §2, issue 12 item 9): the reference backend's
 * `/taxonomies/{slug}` as breadcrumbs, a hero and the catalogue's product cards in the collection's
 * order; an unknown slug is the 404 page; a collection the backend cannot give is an error state
 * with a retry, not an error page.
 */

declare global {
  interface Window {
    /** TanStack Router's own handle on its browser instance (the one its Link components use). */
    __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void> };
  }
}

const FIRST_BIKE = '/ae_en/collections/first-bike/';
const productCards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('collection page', () => {
  test('renders the collection with its products in the collection’s order, with 200', async ({ page, request }) => {
    const answer = await request.get(`${API_URL}/ae/api/taxonomies/first-bike?locale=en`);
    const collection = taxonomyDetailSchema.parse(await answer.json());

    const response = await page.goto(FIRST_BIKE);

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Your first motorcycle | Motors & Equipment United Arab Emirates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first motorcycle');
    await expect(page.getByText(collection.description)).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home']);
    await expect(trail.getByRole('listitem').last()).toHaveText('Your first motorcycle');
    await expect(page.getByText(`${collection.products.length} products`, { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(collection.products.length);
    expect(await productCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product')))).toEqual(
      collection.products.map((product) => product.slug),
    );
    await expect(productCards(page).first().getByRole('link')).toHaveAttribute('href', `/ae_en/product/${collection.products[0]?.slug}/`);
  });

  test('describes itself to crawlers: canonical, Open Graph, BreadcrumbList and ItemList in order', async ({ page }) => {
    await page.goto(FIRST_BIKE);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ae_en\/collections\/first-bike\/$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Your first motorcycle | Motors & Equipment United Arab Emirates');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Light, forgiving machines/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; itemListElement: { position: number; url?: string; item?: string }[] },
    );
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement.map((item) => item.item)).toEqual([
      expect.stringMatching(/\/ae_en\/$/),
      expect.stringMatching(/\/ae_en\/collections\/first-bike\/$/),
    ]);
    const list = jsonLd.find((data) => data['@type'] === 'ItemList');
    const slugs = await productCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product')));
    expect(list?.itemListElement.map((item) => item.url?.replace(/^.*\/product\/([^/]+)\/$/, '$1'))).toEqual(slugs);
  });

  for (const path of [
    '/ae_en/collections/no-such-collection/',
    '/ae_en/collections/First-Bike/',
    '/ae_en/collections/%22onmouseover%3Dalert(1)/',
    '/ae_ar/collections/no-such-collection/',
  ]) {
    test(`answers ${path} with the 404 page`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, path, 'no collection has this slug');

      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Page Not Found|الصفحة غير موجودة)$/);
    });
  }

  test('is mirrored in Arabic, texts from the ar catalogue and the backend', async ({ page }) => {
    const response = await page.goto('/ae_ar/collections/first-bike/');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('دراجتك النارية الأولى');
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link')).toHaveText(['الرئيسية']);
    await expect(page.getByText('مجموعة', { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(12);
    // The grid runs right to left: the first card is the rightmost of its row.
    const [first, second] = await productCards(page).evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().x));
    expect(first).toBeGreaterThan(second ?? Infinity);
  });

  test('shows an error state with a retry when the backend fails, and the collection once it answers', async ({ page, pageProblems }) => {
    const reason = 'the test makes the backend answer 503 for the collection on purpose';
    pageProblems.expect({ kind: 'console', text: 'status of 503', reason });
    pageProblems.expect({ kind: 'console', text: 'Collection off-grid of ae_en could not be loaded', reason });
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const failing = '**/ae/api/taxonomies/off-grid?*';
    await page.route(failing, (route) =>
      route.fulfill({
        status: 503,
        headers: { 'Access-Control-Allow-Origin': '*' },
        contentType: 'application/json',
        body: '{"error":"Service Unavailable","message":"down"}',
      }),
    );

    await page.evaluate(() => window.__TSR_ROUTER__?.navigate({ href: '/ae_en/collections/off-grid/' }));

    await expect(page).toHaveURL('/ae_en/collections/off-grid/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collection');
    await expect(page.getByRole('alert')).toContainText('This collection could not be loaded');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    const retry = page.getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', '/ae_en/collections/off-grid/');

    await page.unroute(failing);
    await retry.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Off-grid power');
    await expect(productCards(page)).not.toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveTitle('Off-grid power | Motors & Equipment United Arab Emirates');
  });
});

test.describe('accessibility of the collection page (axe)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`finds no violation in ${locale}`, async ({ page }) => {
      await page.goto(`/ae_${locale}/collections/first-bike/`);

      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
