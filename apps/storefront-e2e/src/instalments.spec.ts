import type { Page } from '@playwright/test';
import { productDetailSchema, productListSchema, quotationSchema } from '@storefront/api-client/contract';
import { API_URL } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';
import { withStoredCart } from './support/stored-cart';

/**
 * Paying in instalments where the region offers it (issue 31, item 4; docs/adr/0267-instalments-first-party.md):
 * the UAE and Saudi Arabia (`hasTabby`), within the provider's limits. The line under the price is a
 * quarter of what the quotation would charge, following the warranty; the cart's follows its total.
 */

const PRODUCT = 'raptor-125';

/** The backend's total for one piece of the product with a warranty. */
async function quotedTotal(page: Page, region: string, productId: number, warranty: 'basic' | 'pro'): Promise<number> {
  const answer = await page.request.post(`${API_URL}/${region}/api/quotation/get`, { data: { cart: [{ product_id: productId, quantity: 1, warranty }] } });
  expect(answer.status()).toBe(200);
  return quotationSchema.parse(await answer.json()).total;
}

/** The payment a note names, as digits: "AED 2,144.75" → "214475". */
const noteAmount = async (page: Page, scope = page.getByRole('main')) =>
  ((await scope.locator('[data-instalments] > span').first().textContent()) ?? '').replace(/^\D+\d+\D+/, '').replace(/\D/g, '');

test.describe('instalments', () => {
  test('the product page names a quarter of the total, following the warranty, and shows the schedule', async ({ page }) => {
    const product = productDetailSchema.parse(await (await page.request.get(`${API_URL}/ae/api/products/slug/${PRODUCT}?locale=en`)).json());
    const basic = await quotedTotal(page, 'ae', product.id, 'basic');
    const pro = await quotedTotal(page, 'ae', product.id, 'pro');

    await page.goto(`/ae_en/product/${PRODUCT}/`);
    await waitForHydration(page);
    const note = page.getByRole('main').locator('[data-instalments="4"]').first();
    await expect(note).toContainText('or 4 interest-free payments');
    expect(await noteAmount(page)).toBe(String(Math.floor(basic / 4)));

    await page.getByRole('main').getByRole('radio', { name: /Pro/ }).check();
    await expect.poll(() => noteAmount(page)).toBe(String(Math.floor(pro / 4)));

    // The schedule, by keyboard: it opens on Enter, closes on Escape, and focus comes back.
    const howItWorks = note.getByRole('button', { name: 'How it works' });
    await howItWorks.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pay in 4, interest-free' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('dd')).toHaveCount(5);
    const payments = (await dialog.locator('dd').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    expect(payments.slice(0, 4).reduce((sum, payment) => sum + payment, 0)).toBe(pro);
    expect(payments[4]).toBe(pro);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(howItWorks).toBeFocused();
  });

  test('the cart names a quarter of its total', async ({ page }) => {
    const product = productDetailSchema.parse(await (await page.request.get(`${API_URL}/ae/api/products/slug/${PRODUCT}?locale=en`)).json());
    const total = await quotedTotal(page, 'ae', product.id, 'basic');
    await withStoredCart(page, 'ae', JSON.stringify([{ product_id: product.id, quantity: 1, warranty: 'basic' }]));
    await page.goto('/ae_en/cart/');
    await waitForHydration(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.locator('[data-instalments="4"]')).toBeVisible();
    expect(await noteAmount(page, summary)).toBe(String(Math.floor(total / 4)));
  });

  test('nothing where the region has no instalments, or where the total is above the provider’s limit', async ({ page }) => {
    await page.goto(`/om_en/product/${PRODUCT}/`);
    await expect(page.getByRole('main').locator('[data-price="current"]').first()).toBeVisible();
    await expect(page.locator('[data-instalments]')).toHaveCount(0);

    // Saudi Arabia takes up to SAR 10,000: its dearest product is above it.
    const dearest = productListSchema.parse(await (await page.request.get(`${API_URL}/sa/api/products/?itemsPerPage=1&order[price]=desc&locale=en`)).json()).items[0];
    if (!dearest) throw new Error('no product in Saudi Arabia');
    expect(dearest.offer?.price ?? dearest.price).toBeGreaterThan(1_000_000);
    await page.goto(`/sa_en/product/${dearest.slug}/`);
    await expect(page.getByRole('main').locator('[data-price="current"]').first()).toBeVisible();
    await expect(page.locator('[data-instalments]')).toHaveCount(0);
  });
});
