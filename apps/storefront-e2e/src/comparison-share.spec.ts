import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { CONSENTED_STATE } from './support/consented-state';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * A comparison you can share (issue 34 item 4, docs/adr/0282-comparison-share-link.md): the link
 * `?products=…` opened in a fresh browser shows the same table without touching that browser's own
 * comparison; "save to my comparison" merges it; unknown ids are dropped with a message; Arabic on a
 * 360 px phone; the print layout fits A4.
 */

const COMPARISON = '/ae_en/comparison/';
const STORAGE_KEY = 'comparison_ae';
const image = (slug: string) => ({ path: `/products/${slug}/1.jpg`, width: 1200, height: 900, alt: '' });
const slot = (id: number, productId: number, slug: string, title: string) => ({ id, productId, slug, title, image: image(slug), characteristics: [] });
const ENDURO = [
  {
    id: 3,
    slug: 'enduro',
    path: 'motorcycles/off-road-motorcycles/enduro',
    title: 'Enduro',
    products: [slot(0, 1, 'raptor-125', 'Raptor 125 enduro motorcycle'), slot(1, 3, 'raptor-250', 'Raptor 250 enduro motorcycle')],
    characteristics: [],
    selectedCharacteristics: [],
    isActive: true,
  },
];

async function withStoredComparison(page: Page, stored: unknown) {
  await page.addInitScript(
    ([key, text]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, text);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [STORAGE_KEY, JSON.stringify(stored)] as const,
  );
}

const productHeads = (page: Page) => page.getByRole('table', { name: 'Comparison of Enduro' }).locator('thead th[scope="col"]');
const savedCount = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { products: unknown[] }[]).reduce((sum, entry) => sum + entry.products.length, 0), STORAGE_KEY);

test.describe('a shared comparison', () => {
  test('the link restores the same table in a fresh browser, keeps its own comparison, and saves on request', async ({ browser, baseURL }) => {
    const sharer = await browser.newContext({ storageState: CONSENTED_STATE });
    await sharer.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await sharer.newPage();
    await withStoredComparison(page, ENDURO);
    await page.goto(COMPARISON);
    await waitForHydration(page);
    await expect(productHeads(page)).toHaveText([/Raptor 125/, /Raptor 250/]);
    await page.getByRole('button', { name: 'Share this comparison' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Link to this comparison' }).inputValue();
    expect(new URL(link).pathname).toBe(COMPARISON);
    expect(new URL(link).search).toBe('?products=1,3');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await sharer.close();

    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const other = await visitor.newPage();
    await other.goto(link);
    await waitForHydration(other);
    await expect(other.getByText('This is a comparison shared with you by a link.')).toBeVisible();
    await expect(productHeads(other)).toHaveText([/Raptor 125/, /Raptor 250/]);
    await expect(other.getByRole('tab', { name: 'Enduro (2)' })).toBeVisible();
    // Looking is not saving: the visitor's own comparison is untouched.
    expect(await savedCount(other)).toBe(0);
    // A first visit: the banner asks; this visitor declines (nothing of the comparison depends on it).
    await other.getByRole('button', { name: 'Reject all' }).click();

    await other.getByRole('button', { name: 'Save to my comparison' }).click();
    await expect(other.getByText('2 products added to your comparison.')).toBeVisible();
    await expect(other).toHaveURL(new RegExp(`${COMPARISON}$`));
    await expect(productHeads(other)).toHaveText([/Raptor 125/, /Raptor 250/]);
    expect(await savedCount(other)).toBe(2);
    await visitor.close();
  });

  test('garbage, repeats and unknown ids are dropped with a message', async ({ page }) => {
    await page.goto(`${COMPARISON}?products=3,abc,-5,3,999999,1`);
    await waitForHydration(page);
    await expect(productHeads(page)).toHaveText([/Raptor 250/, /Raptor 125/]);
    await expect(page.getByText('3 products of the link are not shown', { exact: false })).toBeVisible();
  });

  test('in Arabic on a 360 px phone: the shared table fits and axe finds nothing', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, storageState: CONSENTED_STATE });
    const page = await context.newPage();
    await page.goto('/ae_ar/comparison/?products=1,3');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('table').locator('thead th[scope="col"]')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'الحفظ في مقارنتي' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('printed, the comparison fits A4 (794 px) without its controls', async ({ page }) => {
    await withStoredComparison(page, ENDURO);
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.goto(COMPARISON);
    await waitForHydration(page);
    await expect(productHeads(page)).toHaveCount(2);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Share this comparison' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(794);
    const table = await page.getByRole('table', { name: 'Comparison of Enduro' }).boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? Infinity)).toBeLessThanOrEqual(794);
  });
});
