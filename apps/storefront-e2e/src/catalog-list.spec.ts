import type { Page } from '@playwright/test';
import { API_URL, withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * A product list while it changes (issue 27): the control a shopper used by keyboard keeps the focus,
 * the price slider's steps make one history entry, a slow list shows that it is on its way, a reloaded
 * page of a grown list says where it is and can show the pages before it, and the pictures that head
 * the catalogue's root and the offers page load first.
 */

const ENDURO = '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/';
const MOTORCYCLES = '/ae_en/catalog/motorcycles/';
const productCards = (page: Page) => page.getByRole('main').getByRole('article');

/** What has the focus: its tag, then its name and value or its own label (`BODY` when nothing has it). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const value = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
    return [element.tagName, element.getAttribute('name'), value, element.getAttribute('aria-label')].filter(Boolean).join(' ');
  });

test.describe('a list changed by keyboard', () => {
  test('keeps the focus on each filter box once the list has updated', async ({ page }) => {
    await page.goto(ENDURO);
    await waitForHydration(page);

    // A box: Space ticks it and applies it.
    await page.getByRole('checkbox', { name: /^New/ }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(productCards(page)).toHaveCount(3);
    expect(await focused(page)).toBe('INPUT badges[] new');
    await expect(page.getByRole('checkbox', { name: /^New/ })).toBeChecked();

    // On from there by Tab: the next box, ticked and applied.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('INPUT badges[] sale');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new&badges%5B%5D=sale`);
    await expect(productCards(page)).toHaveCount(4);
    expect(await focused(page)).toBe('INPUT badges[] sale');

    // Untick it again: still there.
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(productCards(page)).toHaveCount(3);
    expect(await focused(page)).toBe('INPUT badges[] sale');
  });

  test('keeps the focus on the sort and a typed price once the list has updated', async ({ page }) => {
    await page.goto(`${ENDURO}?badges%5B%5D=new`);
    await waitForHydration(page);

    // The sort: a closed select changes with the arrow keys (low to high, then high to low).
    await expect(productCards(page).first()).toHaveAttribute('data-product', 'raptor-250');
    await page.getByRole('combobox', { name: 'Sort by' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new&sort=price-desc`);
    await expect(productCards(page).first()).toHaveAttribute('data-product', 'raptor-450');
    expect(await focused(page)).toBe('SELECT sort price-desc');

    // A typed price applies on Enter: the one at AED 11,511.00 goes.
    await page.getByRole('spinbutton', { name: 'From, AED' }).focus();
    await page.keyboard.type('12000');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${ENDURO}?price%5Bfrom%5D=12000&badges%5B%5D=new&sort=price-desc`);
    await expect(productCards(page)).toHaveCount(2);
    expect(await focused(page)).toBe('INPUT price[from] 12000');

    // Back restores the price and the sort of the URL, in place (each sort chosen was an entry).
    await page.goBack();
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new&sort=price-desc`);
    await expect(page.getByRole('spinbutton', { name: 'From, AED' })).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new&sort=price-asc`);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    await page.goBack();
    await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /^New/ })).toBeChecked();
  });

  test('adds one history entry for the slider’s keyboard steps, and back returns to the list before them', async ({ page }) => {
    await page.goto(ENDURO);
    await waitForHydration(page);
    const entries = await page.evaluate(() => history.length);

    // Enduro's cards cost AED 7,568.10 to 17,361.00 (all at 10 % off): steps of 100 from 7,500.
    const lowest = page.getByRole('slider', { name: 'Lowest price' });
    await expect(lowest).toHaveAttribute('aria-valuenow', '7500');
    await lowest.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(lowest).toHaveAttribute('aria-valuenow', '8000');
    expect(await focused(page)).toBe('SPAN Lowest price');
    await page.keyboard.press('Tab');

    await expect(page).toHaveURL(`${ENDURO}?price%5Bfrom%5D=8000`);
    await expect(page.getByRole('spinbutton', { name: 'From, AED' })).toHaveValue('8000');
    await expect(productCards(page)).toHaveCount(5);
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(entries + 1);

    await page.goBack();
    await expect(page).toHaveURL(ENDURO);
    await expect(lowest).toHaveAttribute('aria-valuenow', '7500');
    await expect(productCards(page)).toHaveCount(7);
  });
});

test.describe('a slow list', () => {
  // The fault is the backend's for every loopback client: one test at a time.
  test.describe.configure({ mode: 'serial' });

  test('keeps the products shown, marked busy and dimmed, until the filtered list comes', async ({ page, request }) => {
    await page.goto(ENDURO);
    await waitForHydration(page);
    const busy = page.getByRole('main').locator('[aria-busy="true"]');
    await expect(busy).toHaveCount(0);

    // Long enough for the checks below on a busy machine: the grid is busy only until the list comes.
    await withFault(request, { path: '/ae/api/v2/products*', latencyMs: 6000, times: 1 }, async () => {
      await page.getByRole('checkbox', { name: /^New/ }).check();

      // The seven products of the list before stay, in the busy grid, dimmed.
      await expect(busy.getByRole('article')).toHaveCount(7);
      await expect.poll(() => busy.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(1);
      await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeAttached();

      await expect(productCards(page)).toHaveCount(3, { timeout: 15_000 });
      await expect(busy).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toHaveCount(0);
    });
  });
});

test.describe('a reloaded page of a grown list', () => {
  test('says which products it shows, and shows the pages before it above, in the same history entry', async ({ page }) => {
    const answer = await page.request.get(`${API_URL}/ae/api/v2/products/?category=motorcycles&itemsPerPage=1`);
    const first = ((await answer.json()) as { items: { slug: string }[] }).items[0]?.slug;

    await page.goto(`${MOTORCYCLES}?page=3`);
    await waitForHydration(page);
    const entries = await page.evaluate(() => history.length);
    // 59 motorcycles, 24 a page: the third page has the last 11.
    await expect(productCards(page)).toHaveCount(11);
    await expect(page.getByText('Products 49–59 of 59')).toBeVisible();

    await page.getByRole('link', { name: 'Show the previous 24 products' }).click();
    await expect(productCards(page)).toHaveCount(35);
    await expect(page.getByText('Products 25–59 of 59')).toBeVisible();
    await expect(page).toHaveURL(`${MOTORCYCLES}?page=3`);

    // By keyboard: the last of them, the button goes and the focus moves to the line that says so.
    await page.getByRole('link', { name: 'Show the previous 24 products' }).focus();
    await page.keyboard.press('Enter');
    await expect(productCards(page)).toHaveCount(59);
    await expect(page.getByRole('link', { name: /^Show the previous/ })).toHaveCount(0);
    await expect(page.getByText('Products 1–59 of 59')).toBeFocused();
    await expect(page).toHaveURL(`${MOTORCYCLES}?page=3`);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await expect(productCards(page).first()).toHaveAttribute('data-product', first ?? '');
  });
});

test.describe('a reloaded page of a grown list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // As in ssr-without-javascript.spec.ts: Chromium refuses the module preloads when scripting is off.
  test.beforeEach(({ pageProblems }) => {
    pageProblems.expect({ kind: 'requestfailed', text: 'csp (script)', reason: 'scripting is off', required: false });
  });

  test('says which products it shows and links to the page before', async ({ page }) => {
    await page.goto(`${MOTORCYCLES}?page=2`);

    await expect(page.getByText('Products 25–48 of 59')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Show the previous 24 products' })).toHaveAttribute('href', MOTORCYCLES);
  });
});

test.describe('pictures that head a page', () => {
  for (const path of ['/ae_en/catalog/', '/ae_en/offers/']) {
    test(`${path} loads its first tile’s picture first, eagerly and preloaded`, async ({ page }) => {
      await page.goto(path);

      const pictures = page.getByRole('main').locator('img');
      await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(pictures.first()).toHaveAttribute('loading', 'eager');
      const source = await pictures.first().getAttribute('src');
      const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preload).toHaveCount(1);
      expect(await preload.getAttribute('imagesrcset')).toContain(new URL(source ?? '', page.url()).searchParams.get('url'));
      // One picture has the priority; the ones further down wait until they are near.
      await expect(page.getByRole('main').locator('img[fetchpriority="high"]')).toHaveCount(1);
      await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
    });
  }
});
