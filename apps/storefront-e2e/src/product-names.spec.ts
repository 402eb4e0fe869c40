import type { Locator, Page } from '@playwright/test';
import { API_URL } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Arabic product names with a Latin model and an inch mark (`مضخة مياه عكرة Mudline 2"`, issue 27)
 * read in order wherever a name is shown: the mark right after its number, not at the far end of
 * the model. Measured in the rendered text, not in the markup.
 */

const TRASH_PUMPS = '/ae_ar/catalog/water-pumps/petrol-water-pumps/trash-pumps/';
const NAME = 'مضخة مياه عكرة Mudline 2"';

/**
 * Where the name's inch mark is drawn, from the right edge of the digit before it (CSS px): about 0
 * when it follows its number, far below 0 when the bidirectional algorithm moved it to the model's left.
 */
function markAfterNumber(locator: Locator): Promise<number | null> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf('"') ?? -1;
      if (at < 1) continue;
      const box = (from: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, from + 1);
        return range.getBoundingClientRect();
      };
      return box(at).left - box(at - 1).right;
    }
    return null;
  });
}

async function expectInOrder(locator: Locator) {
  await expect(locator).toContainText(NAME);
  const gap = await markAfterNumber(locator);
  expect(gap).not.toBeNull();
  expect(Math.abs(gap ?? Number.NaN)).toBeLessThan(4);
}

const card = (page: Page) => page.getByRole('main').locator('article[data-product="mudline-2"]');

test.describe('an Arabic product name with an inch mark', () => {
  test('reads in order on its card, its page’s title and breadcrumbs', async ({ page }) => {
    await page.goto(TRASH_PUMPS);
    await expectInOrder(card(page).getByRole('heading'));

    await page.goto('/ae_ar/product/mudline-2/');
    await expectInOrder(page.getByRole('heading', { level: 1 }));
    await expectInOrder(page.getByRole('navigation', { name: 'مسار التنقل' }).locator('[aria-current="page"]'));
  });

  test('reads in order in the search suggestions', async ({ page }) => {
    await page.goto(TRASH_PUMPS);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'بحث' }).first().click();
    await page.getByRole('combobox', { name: /عمّ تبحث/ }).fill('Mudline 2');
    await expectInOrder(page.getByRole('listbox', { name: 'اقتراحات' }).getByRole('option').filter({ hasText: NAME }));
  });

  test('reads in order in the comparison', async ({ page }) => {
    await page.goto(TRASH_PUMPS);
    await waitForHydration(page);
    await card(page).getByRole('button', { name: 'أضف إلى المقارنة' }).click();
    await expect(card(page).getByRole('button', { name: /المقارنة/ })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/ae_ar/comparison/');
    await expectInOrder(page.getByRole('main').getByRole('link', { name: NAME }).first());
  });

  test('reads in order in the cart', async ({ page }) => {
    const answer = await page.request.get(`${API_URL}/ae/api/products/slug/mudline-2`);
    const { id } = (await answer.json()) as { id: number };
    // A cart line as an earlier visit left it.
    await page.addInitScript((line) => localStorage.setItem('cartItems_ae', line), JSON.stringify([{ product_id: id, quantity: 1, warranty: 'basic' }]));

    await page.goto('/ae_ar/cart/');
    // The line's name comes with the quotation (a busy machine may take a while to price it).
    const line = page.getByRole('list', { name: 'المنتجات في سلتك' }).getByRole('link', { name: NAME });
    await expect(line).toBeVisible({ timeout: 20_000 });
    await expectInOrder(line);
  });
});
