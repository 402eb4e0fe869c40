import type { Locator, Page } from '@playwright/test';
import { productDetailSchema, productListSchema, quotationSchema } from '@storefront/api-client/contract';
import { amountDigits } from './support/amounts';
import { API_URL } from './support/backend';
import { expect, test } from './support/fixtures';

/**
 * Offer prices before the cart (issue 27): a product at a running offer shows, on its card and its
 * page, the price the backend's quotation charges for one piece, the price before the offer struck
 * through and the offer named; the product page's JSON-LD gives the same price.
 */

const ENDURO = '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/';
const aed = (minor: number) => new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' }).format(minor / 100);

/** One piece of a product as the backend's quotation prices it (before VAT, Basic warranty). */
async function onePiece(page: Page, productId: number) {
  const answer = await page.request.post(`${API_URL}/ae/api/quotation/get`, { data: { cart: [{ product_id: productId, quantity: 1 }] } });
  expect(answer.status()).toBe(200);
  const [line] = quotationSchema.parse(await answer.json()).lines;
  if (!line) throw new Error('the quotation has no line');
  return line;
}

test.describe('offer prices', () => {
  test('a card and the product page show the quotation’s price of one piece, the price before struck through, the offer named', async ({ page }) => {
    const answer = await page.request.get(`${API_URL}/ae/api/products/slug/raptor-250?locale=en`);
    const product = productDetailSchema.parse(await answer.json());
    const line = await onePiece(page, product.id);
    expect(line.offerSlug).toBe('enduro-season');
    const charged = aed(line.linePrice - line.discount);

    await page.goto(ENDURO);
    const card = page.getByRole('main').locator(`article[data-product="${product.slug}"]`);
    await expect(card.locator('[data-price="current"]')).toHaveText(charged);
    await expect(card.locator('s [data-price="old"]')).toHaveText(aed(line.unitPrice));
    await expect(card.locator('[data-offer="enduro-season"]')).toHaveText('Enduro season: 10 % off');

    await page.goto(`/ae_en/product/${product.slug}/`);
    const overview = page.getByRole('main');
    await expect(overview.locator('[data-price="current"]').first()).toHaveText(charged);
    await expect(overview.locator('s [data-price="old"]').first()).toHaveText(aed(line.unitPrice));
    // The overview's offer comes before the related products' cards (which name it too).
    await expect(overview.locator('[data-offer="enduro-season"]').first()).toContainText('Enduro season: 10 % off');
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceValidUntil?: string } },
    );
    const offer = jsonLd.find((data) => data['@type'] === 'Product')?.offers;
    expect(offer).toMatchObject({ price: ((line.linePrice - line.discount) / 100).toFixed(2), priceValidUntil: '2030-12-31' });
  });

  test('a product at no offer keeps its price and its sale’s old price', async ({ page }) => {
    // Gear up covers helmets and jackets, not the enduro bikes' neighbours in the catalogue: find one without an offer.
    const answer = await page.request.get(`${API_URL}/ae/api/products/?itemsPerPage=999&locale=en&badges[]=sale`);
    const items = ((await answer.json()) as { items: { id: number; slug: string; price: number; oldPrice: number | null; referencePrice: number | null; offer: unknown }[] }).items;
    const sale = items.find((item) => item.offer === null && item.oldPrice !== null);
    if (!sale) throw new Error('the seed has a product on sale at no offer');
    const line = await onePiece(page, sale.id);
    expect(line.discount).toBe(0);

    await page.goto(`/ae_en/product/${sale.slug}/`);
    await expect(page.getByRole('main').locator('[data-price="current"]').first()).toHaveText(aed(line.linePrice));
    // Struck through: the lowest price of the 30 days before the sale began (its old price, or lower).
    await expect(page.getByRole('main').locator('s [data-price="old"]').first()).toHaveText(aed(sale.referencePrice ?? 0));
  });

  test('the price struck through is the lowest of the 30 days before the offer, and the reduction is counted from it', async ({ page }) => {
    // One product in five was 5 % cheaper from 10 to 22 December 2025, before the offers of 1 January 2026.
    const answer = await page.request.get(`${API_URL}/es/api/products/?itemsPerPage=999&locale=es`);
    const items = productListSchema.parse(await answer.json()).items;
    const dipped = items.find((item) => item.offer && item.referencePrice !== undefined && item.referencePrice !== null && item.referencePrice < item.price);
    if (!dipped?.offer || !dipped.referencePrice) throw new Error('the seed has a product at an offer that was cheaper in the 30 days before');
    const digits = async (locator: Locator) => amountDigits((await locator.textContent()) ?? '');

    await page.goto(`/es_es/product/${dipped.slug}/`);
    const overview = page.getByRole('main');
    await expect(overview.locator('[data-price="current"]').first()).toBeVisible();
    expect(await digits(overview.locator('[data-price="current"]').first())).toBe(amountDigits(String(dipped.offer.price)));
    expect(await digits(overview.locator('s [data-price="old"]').first())).toBe(amountDigits(String(dipped.referencePrice)));
    const percent = Math.round(((dipped.referencePrice - dipped.offer.price) * 100) / dipped.referencePrice);
    expect(percent).toBeLessThan(dipped.offer.discountPercent);
    await expect(overview.locator(`[data-offer="${dipped.offer.slug}"]`).first()).toContainText(`-${percent} %`);
  });
});
