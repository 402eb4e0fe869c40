import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';
import { CONSENTED_STATE } from './support/consented-state';

/**
 * The comparison (SPEC §2–§5, issue 15): products added from the catalogue's cards, grouped by their
 * category in tabs, the limits' warnings, the table with "only differences" and marked rows, removal
 * down to the last category, the state kept across reloads and navigation, a phone's layout, Arabic.
 */

const ENDURO = '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/';
const INVERTERS = '/ae_en/catalog/generators/petrol-generators/inverter-generators/';
const COMPARISON = '/ae_en/comparison/';
const STORAGE_KEY = 'comparison_ae';

const image = (slug: string) => ({ path: `/products/${slug}/1.jpg`, width: 1200, height: 900, alt: '' });
const slot = (id: number, productId: number, slug: string, title: string) => ({ id, productId, slug, title, image: image(slug), characteristics: [] });
const enduro = (products: ReturnType<typeof slot>[], isActive = true) => ({
  id: 3,
  slug: 'enduro',
  path: 'motorcycles/off-road-motorcycles/enduro',
  title: 'Enduro',
  products,
  characteristics: [],
  selectedCharacteristics: [],
  isActive,
});
const RAPTOR_125 = slot(0, 1, 'raptor-125', 'Raptor 125 enduro motorcycle');
const RAPTOR_250 = slot(1, 3, 'raptor-250', 'Raptor 250 enduro motorcycle');

/** Starts the page's tab with this comparison in its storage (as a previous visit left it). */
async function withStoredComparison(page: Page, stored: unknown) {
  await page.addInitScript(
    ([key, text]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, text);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored)] as const,
  );
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { title: string; products: unknown[] }[], STORAGE_KEY);
const table = (page: Page, category: string) => page.getByRole('table', { name: `Comparison of ${category}` });
/** The slots' column heads (the group rows' heads are column-group headers). */
const productColumns = (page: Page, category: string) => table(page, category).locator('thead th[scope="col"]');

/** The cards' "Add to comparison" buttons, once the grid has hydrated. */
async function openList(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page.getByRole('main').getByRole('button', { name: 'Add to comparison' });
}

test.describe.configure({ mode: 'default' });

test.describe('comparison', () => {
  test('from the cards to the table: tabs by category, the limit’s warning, differences, removal, kept across reloads', async ({ page }) => {
    const enduros = await openList(page, ENDURO);
    const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    for (const index of [0, 1, 2]) {
      await enduros.nth(0).click();
      await expect(page.getByText(`${names[index]} is in your comparison`)).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'In comparison', pressed: true })).toHaveCount(3);
    await page.getByRole('main').getByRole('button', { name: 'Add to comparison' }).first().click();
    await expect(page.getByText('You can compare up to 3 products of one category.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Comparison (3 products)' })).toBeVisible();

    const inverters = await openList(page, INVERTERS);
    await inverters.first().click();
    await expect(page.getByRole('link', { name: 'Comparison (4 products)' })).toBeVisible();

    await page.goto(COMPARISON);
    await waitForHydration(page);
    const tabs = page.getByRole('tablist', { name: 'Compared categories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Enduro (3)', 'Inverter generators (1)']);
    // The category of the last product added is the active one.
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).click();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(productColumns(page, 'Enduro')).toHaveText(names.slice(0, 3).map((name) => new RegExp(name ?? '')));

    // Three prices, "add to cart" in each slot, every characteristic row.
    await expect(table(page, 'Enduro').getByRole('button', { name: 'Add to cart' })).toHaveCount(3);
    const rows = table(page, 'Enduro').getByRole('rowheader');
    await expect(rows.filter({ hasText: 'Drive' })).toHaveCount(1);
    const all = await rows.count();
    await page.getByRole('checkbox', { name: 'Show only differences' }).check();
    await expect(rows.filter({ hasText: 'Drive' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Displacement' })).toHaveCount(1);
    expect(await rows.count()).toBeLessThan(all);

    await page.getByRole('checkbox', { name: 'Mark Displacement' }).check();
    await expect.poll(async () => JSON.stringify(await stored(page))).toContain('"selectedCharacteristics":[{"title":"Displacement"');

    // Removing the enduros one by one: the category goes with the last, the generators take its place.
    for (const name of names.slice(0, 3)) {
      await page.getByRole('button', { name: `Remove ${name} from the comparison` }).click();
    }
    await expect(tabs).toHaveText(['Inverter generators (1)']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(productColumns(page, 'Inverter generators')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Comparison (1 product)' })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(tabs).toHaveText(['Inverter generators (1)']);
    await page.getByRole('link', { name: 'Motors & Equipment', exact: false }).first().click();
    await page.goBack();
    await expect(tabs).toHaveText(['Inverter generators (1)']);
  });

  test('a failed product keeps its slot with a retry; a product the region no longer sells leaves', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 503', reason: 'the injected fault on one product' });
    pageProblems.expect({ kind: 'console', text: 'status of 404', reason: 'a product the region does not sell' });
    const gone = slot(2, 999_999, 'no-such-model', 'A model of the past');
    await withStoredComparison(page, [enduro([RAPTOR_125, RAPTOR_250, gone])]);
    await withFault(page.request, { path: '/ae/api/comparison/products/raptor-250', status: 503 }, async () => {
      await page.goto(COMPARISON);
      await waitForHydration(page);
      const failed = productColumns(page, 'Enduro').filter({ hasText: 'Raptor 250' });
      await expect(failed.getByRole('alert')).toHaveText(/could not be loaded/);
      await expect(page.getByRole('tab')).toHaveText(['Enduro (2)']);
      await expect(productColumns(page, 'Enduro')).toHaveCount(2);
    });
    const failed = productColumns(page, 'Enduro').filter({ hasText: 'Raptor 250' });
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed.getByText('AED 12,790.00')).toBeVisible();
    expect((await stored(page))[0]?.products).toHaveLength(2);
  });

  test('nothing compared, or a tampered copy: the designed empty state; a head of its own', async ({ page }) => {
    await withStoredComparison(page, '{"not":"a comparison"');
    await page.goto(COMPARISON);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/ae_en/catalog/');
    await expect(page).toHaveTitle('Comparison | Motors & Equipment United Arab Emirates');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Compare motorcycles, generators/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Comparison' }] });
  });

  test('a phone: the filled slots first, the characteristic column in place while the slots scroll', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: CONSENTED_STATE });
    const page = await context.newPage();
    await withStoredComparison(page, [enduro([RAPTOR_125, RAPTOR_250])]);
    await page.goto(COMPARISON);
    await waitForHydration(page);
    const heads = table(page, 'Enduro').locator('thead > tr > *');
    await expect(heads.nth(1)).toContainText('Raptor 125');
    await expect(heads.nth(2)).toContainText('Raptor 250');
    await expect(heads.nth(3)).toContainText('Add a product from Enduro');
    const name = table(page, 'Enduro').getByRole('rowheader', { name: /Displacement/ });
    const before = await name.boundingBox();
    await page.getByRole('region', { name: 'Comparison of Enduro' }).evaluate((scroller) => scroller.scrollBy({ left: 300 }));
    await expect.poll(async () => (await name.boundingBox())?.x).toBe(before?.x);
    await context.close();
  });

  test('right to left in Arabic: the characteristic column on the right, and axe finds nothing', async ({ page }) => {
    await withStoredComparison(page, [enduro([RAPTOR_125, RAPTOR_250])]);
    await page.goto('/ae_ar/comparison/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const table = page.getByRole('table');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(2);
    await expect(table.getByRole('button', { name: 'أضف إلى السلة' })).toHaveCount(2);
    const nameCell = await table.getByRole('rowheader').first().boundingBox();
    const valueCell = await table.getByRole('row').nth(2).getByRole('cell').first().boundingBox();
    expect(nameCell?.x).toBeGreaterThan(valueCell?.x ?? Infinity);
    expect(await axeViolations(page)).toEqual([]);
  });
});
