import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { API_URL, withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

// Issue 34 item 2: the product page says which stores of the region have the model on display or for test
// rides (apps/regional-api/src/db/seed/store-products.seed.ts: Raptor 125 is at the Dubai showroom, both;
// Ridgeback 125 is at no store), with today's hours and a link to book where the region takes bookings.

interface StoresAnswer {
  date: string;
  items: { store: { uuid: string; name: string; address: string }; onDisplay: boolean; forTestRides: boolean; today: { opens: string; closes: string } | null }[];
}

const section = (page: Page) => page.getByRole('region', { name: 'Where to see and ride it' });

test.describe('where to see and ride it', () => {
  test('lists the stores that carry the model, with today’s hours, badges and a link to book', async ({ page }) => {
    const answer = await page.request.get(`${API_URL}/ae/api/stores/with-product/1?locale=en`);
    const { items } = (await answer.json()) as StoresAnswer;
    expect(items.length).toBeGreaterThan(0);
    const [first] = items;
    if (!first) throw new Error('no store carries raptor-125');

    const response = await page.goto('/ae_en/product/raptor-125/');
    expect(response?.status()).toBe(200);
    // Server-rendered: in the page's HTML, never a late block that pushes the page down.
    expect(await response?.text()).toContain('data-testid="product-stores"');
    await waitForHydration(page);

    await expect(section(page).getByRole('listitem')).toHaveCount(items.length);
    const card = section(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.store.name }) });
    await expect(card).toContainText(first.store.address);
    await expect(card).toContainText(first.today ? `Open today ${first.today.opens}–${first.today.closes}` : 'Closed today');
    if (first.onDisplay) await expect(card).toContainText('On display');
    if (first.forTestRides) await expect(card).toContainText('Test rides');
    const book = card.getByRole('link', { name: first.forTestRides ? 'Book a test ride' : 'Book a showroom visit' });
    const href = new URL((await book.getAttribute('href')) ?? '', 'https://shop.example');
    expect(href.pathname).toBe('/ae_en/booking/');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      product: '1',
      store: first.store.uuid,
      kind: first.forTestRides ? 'test_ride' : 'showroom_visit',
    });

    // The stores' LocalBusiness JSON-LD belongs to the about-us page; the product page describes the product only.
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(jsonLd.some((data) => data['@id'] === `urn:uuid:${first.store.uuid}`)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is right to left in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/product/raptor-125/');
    await waitForHydration(page);

    await expect(page.getByRole('region', { name: 'أين تراها وتجربها' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'احجز تجربة قيادة' }).first()).toHaveAttribute('href', /^\/ae_ar\/booking\/\?/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is absent where no store of the region carries the model', async ({ page }) => {
    const answer = await page.request.get(`${API_URL}/ae/api/stores/with-product/2?locale=en`);
    expect(((await answer.json()) as StoresAnswer).items).toEqual([]);

    await page.goto('/ae_en/product/ridgeback-125/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(section(page)).toHaveCount(0);
  });

  test('is left out, never an error page, when the backend fails it', async ({ page }) => {
    // Vortex 250 is at the Sharjah dealer; the HTML is asked for without a browser, which would ask again.
    await withFault(page.request, { path: '/ae/api/stores/with-product/10', status: 503 }, async () => {
      const response = await page.request.get('/ae_en/product/vortex-250/');
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-product="vortex-250"');
      expect(html).not.toContain('data-testid="product-stores"');
    });
  });
});
