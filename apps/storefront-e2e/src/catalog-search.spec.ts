import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// Issue 12 items 7, 8 and 10: search results at /catalog/?q=, instant search, offers and their products.
const productCards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('search results page', () => {
  test('lists the matches with filters and sort, titled by the text and kept out of the index', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/?q=raptor');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Results for “raptor” | Motors & Equipment United Arab Emirates');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “raptor”');
    await expect(productCards(page)).toHaveCount(4);
    await expect(productCards(page).first()).toContainText('Raptor');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    await expect(page.getByRole('option', { name: 'Best match' })).toBeAttached();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ae_en\/catalog\/$/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain('ItemList');
  });

  test('narrows the results by a filter, keeping the text', async ({ page }) => {
    await page.goto('/ae_en/catalog/?q=raptor');
    await waitForHydration(page);

    await page.getByRole('checkbox', { name: /^In stock only/ }).check();

    await expect(page).toHaveURL('/ae_en/catalog/?q=raptor&inStock=true');
    await expect(productCards(page)).toHaveCount(3);
  });

  test('designs the state of a search that finds nothing', async ({ page }) => {
    await page.goto('/ae_en/catalog/?q=zzqqxx');

    await expect(page.getByRole('heading', { name: 'Nothing matches “zzqqxx”' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the catalog' })).toHaveAttribute('href', '/ae_en/catalog/');
    // Nothing to narrow or order.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  test('asks for a better text instead of sending punctuation to the backend', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      // The backend's product list (`/ae/api/v2/products?…`), not a script whose name says "products".
      if (/\/api\/(?:v\d+\/)?products\b/.test(new URL(request.url()).pathname)) searches.push(request.url());
    });

    const response = await page.goto('/ae_en/catalog/?q=%21%22%23%3F');

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: /Search the catalog/ })).toHaveValue('');
    expect(searches).toEqual([]);
  });

  test('sends an empty text to the catalogue root', async ({ page }) => {
    await page.goto('/ae_en/catalog/?q=');

    await expect(page).toHaveURL('/ae_en/catalog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
  });

  test('searches again from its own field', async ({ page }) => {
    await page.goto('/ae_en/catalog/?q=raptor&inStock=true');
    await waitForHydration(page);

    const field = page.getByRole('searchbox', { name: /Search the catalog/ });
    await field.fill('helmet');
    await field.press('Enter');

    // A new text starts without the old filters.
    await expect(page).toHaveURL('/ae_en/catalog/?q=helmet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “helmet”');
    await expect(productCards(page)).not.toHaveCount(0);
  });

  test('is mirrored in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/catalog/?q=raptor');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج «raptor»');
    await expect(productCards(page)).toHaveCount(4);
  });
});

test.describe('search results without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ pageProblems }) => {
    pageProblems.expect({ kind: 'requestfailed', text: 'csp (script)', reason: 'scripting is off', required: false });
  });

  test('the results page searches by a plain GET form', async ({ page }) => {
    await page.goto('/ae_en/catalog/?q=raptor');

    const field = page.getByRole('searchbox', { name: /Search the catalog/ });
    await field.fill('apex');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL('/ae_en/catalog/?q=apex');
    await expect(productCards(page)).not.toHaveCount(0);
  });

  // Issue 27: the header's search is a dialog of script; the catalogue root has the form of every page.
  test('the catalogue root searches by a plain GET form', async ({ page }) => {
    await page.goto('/ae_en/catalog/');

    await page.getByRole('search').getByRole('searchbox', { name: /Search the catalog/ }).fill('raptor');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL('/ae_en/catalog/?q=raptor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “raptor”');
  });
});

/** Opens the header's search and waits for its field (the dialog's code may still be on its way). */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page.getByRole('combobox', { name: /What are you looking for/ })).toBeFocused();
}

test.describe('instant search', () => {
  test('suggests products as one types, chosen and opened by keyboard only', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/products/search')) searches.push(new URL(request.url()).searchParams.get('q') ?? '');
    });

    await page.getByRole('button', { name: 'Search' }).first().focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox', { name: /What are you looking for/ });
    await expect(field).toBeFocused();
    await page.keyboard.type('rapt', { delay: 40 });

    const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions).toHaveCount(4);
    await expect(suggestions.first()).toContainText('Raptor 125');
    await expect(suggestions.first()).toContainText('AED');
    // Typed faster than the pause: one request for the whole word.
    expect(searches).toEqual(['rapt']);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await suggestions.nth(1).getAttribute('id')) ?? '');
    await expect(suggestions.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/ae_en/product/raptor-250/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Enter without a chosen suggestion opens all results; Escape closes the search', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);

    await openSearch(page);
    await page.keyboard.type('raptor');
    await expect(page.getByRole('link', { name: 'All results for “raptor”' })).toBeVisible();
    expect(await axeViolations(page), 'with suggestions').toEqual([]);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/ae_en/catalog/?q=raptor');
    await expect(productCards(page)).toHaveCount(4);

    await openSearch(page);
    await page.keyboard.type('zzqqxx');
    await expect(page.getByText('No products match “zzqqxx”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('never sends a text without a letter or digit', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/products/search')) searches.push(request.url());
    });

    await openSearch(page);
    await page.keyboard.type('?!*"');
    await page.waitForTimeout(600);

    expect(searches).toEqual([]);
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  });
});

test.describe('offers', () => {
  test('lists the running offers, each leading to its products', async ({ page }) => {
    const response = await page.goto('/ae_en/offers/');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Offers \| /);
    // The six running in the country; the seeded one that ended in 2025 is not shown.
    const offers = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(offers).toHaveCount(6);
    await expect(page.getByRole('main')).not.toContainText('Black Friday 2025');
    await expect(page.getByRole('main').getByText(/^Until /)).toHaveCount(6);

    await page.getByRole('link', { name: 'Gear up: 20 % off helmets and jackets' }).click();

    await expect(page).toHaveURL('/ae_en/catalog/?offers.slug=gear-up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gear up: 20 % off helmets and jackets');
    await expect(page.getByRole('main').getByText('-20%', { exact: true })).toBeVisible();
    await expect(productCards(page)).toHaveCount(14);
    await expect(page.getByRole('link', { name: /^Remove filter: Gear up/ })).toBeVisible();
  });

  test('moves an offer filter on /offers/ to the catalogue list (301, query kept)', async ({ page }) => {
    const response = await page.goto('/ae_en/offers/?offers.slug=enduro-season&utm_source=e2e');

    await expect(page).toHaveURL('/ae_en/catalog/?offers.slug=enduro-season&utm_source=e2e');
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(productCards(page)).toHaveCount(7);
  });

  test('the catalogue root leads to the running offers', async ({ page }) => {
    await page.goto('/ae_en/catalog/');

    const strip = page.getByRole('region', { name: 'Running offers' });
    await expect(strip.getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/ae_en/offers/');
    await expect(strip.getByRole('link', { name: /Enduro season/ })).toHaveAttribute('href', '/ae_en/catalog/?offers.slug=enduro-season');
  });

  test('is mirrored in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/offers/');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('العروض');
  });
});

test.describe('accessibility of the catalogue pages', () => {
  for (const path of [
    '/ae_en/catalog/',
    '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/',
    '/ae_ar/catalog/motorcycles/off-road-motorcycles/enduro/?badges%5B%5D=new',
    '/ae_en/catalog/?q=raptor',
    '/ae_ar/catalog/?q=zzqqxx',
    '/ae_en/offers/',
    '/ae_ar/catalog/?offers.slug=gear-up',
  ]) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);

      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

// Issue 12 item 11: GA4 events of the lists, through the dataLayer.
test.describe('list analytics', () => {
  type Entry = { event?: string; search_term?: string; ecommerce?: { item_list_id?: string; items?: { item_id: string; item_name: string; price?: number; index?: number; item_list_name?: string }[] } };
  const events = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Promise<Entry[]>;

  test('a category sends view_item_list with its products, and select_item for the one chosen', async ({ page }) => {
    await page.goto('/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/');
    await waitForHydration(page);

    await expect.poll(async () => (await events(page)).filter((entry) => entry.event === 'view_item_list').length).toBe(1);
    const [view] = (await events(page)).filter((entry) => entry.event === 'view_item_list');
    expect(view?.ecommerce?.item_list_id).toBe('category:motorcycles/off-road-motorcycles/enduro');
    expect(view?.ecommerce?.items?.[0]).toMatchObject({ item_name: expect.any(String), item_list_name: 'Enduro', index: 0 });
    expect(view?.ecommerce?.items?.[0]?.price).toBeGreaterThan(100);

    // A client navigation: the page's dataLayer stays.
    await productCards(page).nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/ae_en\/product\/[a-z0-9-]+\/$/);
    const selected = (await events(page)).filter((entry) => entry.event === 'select_item');
    expect(selected).toHaveLength(1);
    expect(selected[0]?.ecommerce?.items?.[0]?.index).toBe(1);
  });

  test('a search results page sends search with its text', async ({ page }) => {
    await page.goto('/ae_en/catalog/?q=raptor');
    await waitForHydration(page);

    await expect.poll(async () => (await events(page)).filter((entry) => entry.event === 'search').map((entry) => entry.search_term)).toEqual(['raptor']);
    await expect.poll(async () => (await events(page)).find((entry) => entry.event === 'view_item_list')?.ecommerce?.item_list_id).toBe('search_results');
  });
});
