import type { Page } from '@playwright/test';
import { expect, holdChunk, test, waitForHydration } from './support/fixtures';

// Issue 12, SPEC §2 and §8: a category is named by its full path; anything else is a 404 page.
test.describe('category paths', () => {
  test('renders a category at its full path, titled by it', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Enduro | Motors & Equipment United Arab Emirates');
  });

  test('moves a category named by its own slug to its full path, keeping the query', async ({ page }) => {
    const response = await page.goto('/ae_en/dubai/catalog/enduro/?utm_source=e2e&badges[]=new');

    await expect(page).toHaveURL('/ae_en/dubai/catalog/motorcycles/off-road-motorcycles/enduro/?utm_source=e2e&badges[]=new');
    expect(response?.status()).toBe(200);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
  });

  test('renders the catalogue root at /catalog/: every top category with its sub-categories', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Catalog \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
    // Eight category tiles, then the running offers.
    const tiles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(tiles).toHaveCount(9);
    await expect(tiles.last()).toHaveText('Running offers');
    await expect(tiles.first()).toHaveText('Motorcycles');
    const motorcycles = page.getByRole('list', { name: 'Motorcycles' });
    await expect(motorcycles.getByRole('link', { name: /^Off-road motorcycles/ })).toHaveAttribute(
      'href',
      '/ae_en/catalog/motorcycles/off-road-motorcycles/',
    );
    await expect(motorcycles.getByRole('link', { name: 'Enduro' })).toHaveAttribute('href', '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/');
  });

  test('reaches the hidden branch by its link', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/special-series/');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Special series \| /);
  });

  for (const path of [
    '/ae_en/catalog/motorcycles/enduro/',
    '/ae_en/catalog/no-such-category/',
    '/ae_en/catalog/%22onmouseover%3Dalert(1)/',
    '/ae_en/catalog/a/b/c/d/',
    '/ae_ar/catalog/Motorcycles/',
  ]) {
    test(`answers ${path} with the 404 page`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, path, 'no category has this path');

      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Page Not Found|الصفحة غير موجودة)$/);
    });
  }
});

// Issue 12 items 2–4, 6, 10: the category page, its filters in the URL, pages, and the same without JavaScript.
const ENDURO = '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/';
const productCards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('category page', () => {
  test('shows breadcrumbs, sub-categories, the products and their count, with list JSON-LD', async ({ page }) => {
    await page.goto('/ae_en/catalog/motorcycles/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motorcycles');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Catalog']);
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /\/ae_en\/catalog\/motorcycles\/[a-z-]+\/$/,
    );
    await expect(productCards(page)).toHaveCount(24);
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ae_en\/catalog\/motorcycles\/$/);
  });

  test('applies a filter in the URL, keeps it on reload, and back restores the whole list', async ({ page }) => {
    await page.goto(ENDURO);
    await waitForHydration(page);
    const all = await productCards(page).count();

    await page.getByRole('checkbox', { name: /^New/ }).check();

    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(productCards(page)).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Remove filter: New' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');

    await page.reload();
    await expect(productCards(page)).toHaveCount(3);
    // Parts hydrated later must have their code before a navigation changes them (see the stop note of
    // 2026-11-24: an earlier navigation may log React's recoverable #418).
    await waitForHydration(page);

    await page.goBack();
    await expect(page).toHaveURL(ENDURO);
    await expect(productCards(page)).toHaveCount(all);

    await page.goForward();
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(productCards(page)).toHaveCount(3);
    await expect(page.getByRole('checkbox', { name: /^New/ })).toBeChecked();
  });

  test('browses from the root to a category and a sub-category, the trail growing', async ({ page }) => {
    await page.goto('/ae_en/catalog/');
    await waitForHydration(page);

    await page.getByRole('main').getByRole('link', { name: /^Motorcycles/ }).first().click();
    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motorcycles');

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Off-road motorcycles/ }).click();
    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/off-road-motorcycles/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Off-road motorcycles');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Catalog', 'Motorcycles']);
    await expect(productCards(page)).not.toHaveCount(0);
  });

  test('"Show more" appends the next page below, keeps the place and moves the URL; back shrinks it', async ({ page }) => {
    await page.goto('/ae_en/catalog/motorcycles/');
    await waitForHydration(page);
    await expect(productCards(page)).toHaveCount(24);

    const more = page.getByRole('link', { name: 'Show 24 more products' });
    await more.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await more.click();

    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/?page=2');
    await expect(productCards(page)).toHaveCount(48);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1);
    // 59 motorcycles: the last page adds 11.
    await page.getByRole('link', { name: 'Show 11 more products' }).click();
    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/?page=3');
    await expect(productCards(page)).toHaveCount(59);
    await expect(page.getByRole('link', { name: /^Show \d+ more product/ })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/?page=2');
    await expect(productCards(page)).toHaveCount(48);

    // A reload (or a shared link) shows the URL's page alone.
    await page.reload();
    await expect(productCards(page)).toHaveCount(24);
  });

  test('filters by price with the slider: a step by keyboard applies on release, the fields follow', async ({ page }) => {
    await page.goto(ENDURO);
    await waitForHydration(page);

    // Enduro's cards cost AED 7,568.10 to 17,361.00 (all at 10 % off): a step of 100 from 7,500.
    const lowest = page.getByRole('slider', { name: 'Lowest price' });
    await expect(lowest).toHaveAttribute('aria-valuenow', '7500');
    await lowest.focus();
    await page.keyboard.press('ArrowRight');

    await expect(page).toHaveURL(`${ENDURO}?price%5Bfrom%5D=7600`);
    await expect(page.getByRole('spinbutton', { name: 'From, AED' })).toHaveValue('7600');
    await expect(page.getByRole('link', { name: /^Remove filter: From AED/ })).toBeVisible();
    // The filter is on the price the cards show (the offer's): the one at 7,568.10 is gone.
    await expect(productCards(page)).toHaveCount(6);
    const prices = await productCards(page).locator('[data-price="current"]').allTextContents();
    expect(prices.map((text) => Number(text.replace(/[^\d.]/g, ''))).every((amount) => amount >= 7600)).toBe(true);
  });

  test('sorts by price through the URL, back to page 1', async ({ page }) => {
    await page.goto(`${ENDURO}?sort=price-desc`);
    const prices = await page.getByRole('main').getByRole('article').locator('[data-price="current"]').allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('answers a page beyond the last, or one that is not a page, with the 404 page', async ({ page, pageProblems }) => {
    for (const query of ['?page=99', '?page=0', '?page=2.0', '?page=1&page=2']) {
      pageProblems.expectHttpError(404, `${ENDURO}${query}`, 'no such page of the list');
      const response = await page.goto(`${ENDURO}${query}`);
      expect(response?.status(), query).toBe(404);
    }
  });

  test('ignores a filter the category does not offer instead of failing', async ({ page }) => {
    await page.goto(ENDURO);
    const all = await productCards(page).count();

    const response = await page.goto(`${ENDURO}?characteristics%5Bno-such-key%5D%5B%5D=x&offers.slug=no-such-offer`);

    expect(response?.status()).toBe(200);
    await expect(productCards(page)).toHaveCount(all);
    await expect(page.getByRole('navigation', { name: 'Active filters' })).toHaveCount(0);
  });

  test('shows "nothing matches" with a way back when filters leave no product', async ({ page }) => {
    await page.goto(`${ENDURO}?price%5Bfrom%5D=1&price%5Bto%5D=2`);

    await expect(page.getByRole('heading', { name: 'Nothing matches these filters' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear all' }).first().click();
    await expect(page).toHaveURL(ENDURO);
  });

  test('is mirrored in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/catalog/motorcycles/off-road-motorcycles/enduro/');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible();
    await expect(productCards(page)).not.toHaveCount(0);
  });
});

test.describe('filters on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('open in a drawer that drafts, counts the draft and applies it with "Show N products"', async ({ page }) => {
    await page.goto(ENDURO);
    await waitForHydration(page);
    const all = await productCards(page).count();

    await page.getByText('Filters', { exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: /^New/ }).check();

    // Drafting applies nothing: the page's list and URL stay until the drawer's button (the page
    // behind a modal drawer is hidden from the accessibility tree, so its cards are counted by tag).
    await expect(drawer.getByRole('button', { name: 'Show 3 products' })).toBeVisible();
    await expect(page).toHaveURL(ENDURO);
    await expect(page.locator('main article')).toHaveCount(all);
    await drawer.getByRole('button', { name: 'Show 3 products' }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(productCards(page)).toHaveCount(3);

    // Opened again, it starts from the URL; "Clear all" applies the list without filters.
    await page.getByText('Filters (1)', { exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: /^New/ })).toBeChecked();
    await drawer.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(ENDURO);
    await expect(productCards(page)).toHaveCount(all);
  });

  test('is mirrored in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/catalog/motorcycles/off-road-motorcycles/enduro/');
    await waitForHydration(page);

    await page.getByText('عوامل التصفية', { exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'عوامل التصفية' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    // It slides in from the inline start: the right edge in Arabic.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(385);
  });
});

test.describe('category page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // As in ssr-without-javascript.spec.ts: Chromium refuses the module preloads when scripting is off.
  test.beforeEach(({ pageProblems }) => {
    pageProblems.expect({ kind: 'requestfailed', text: 'csp (script)', reason: 'scripting is off', required: false });
  });

  test('submits the filter form to the URL the client builds', async ({ page }) => {
    await page.goto(ENDURO);

    await page.getByRole('checkbox', { name: /^New/ }).check();
    await page.getByRole('button', { name: 'Show products' }).click();

    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(productCards(page)).toHaveCount(3);
  });
});

test.describe('a card before the grid has hydrated', () => {
  test('takes a tap on "add to cart" to the cart, which adds the product', async ({ page }) => {
    // The grid's buttons hydrate at idle from their own chunk, held back here until the tap (a slow phone
    // network): each card's buttons are a form to the cart page.
    const release = await holdChunk(page, 'product-grid-with-actions');
    await page.goto('/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/');
    await page.waitForFunction(() => !('$_TSR' in window), null, { timeout: 15_000 });
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: 'Add to cart' }).click();
    release();

    await expect(page).toHaveURL(/\/ae_en\/cart\/$/);
    await expect(page.getByRole('main')).toContainText(name);
    const stored = await page.evaluate(() => localStorage.getItem('cartItems_ae'));
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ quantity: 1, warranty: 'basic' })]);
  });
});
