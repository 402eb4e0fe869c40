import type { Page } from '@playwright/test';
import { productDetailSchema, quotationSchema } from '@storefront/api-client/contract';
import { amountDigits } from './support/amounts';
import { API_URL } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';
import { withStoredCart } from './support/stored-cart';

/**
 * Prices as each market's law wants them (issue 31, docs/adr/0265-tax-in-prices.md): the price a page
 * shows is the price one piece costs at the backend's quotation, tax included and labelled in the
 * page's language; the JSON-LD gives the same figure and says whether it includes VAT; the cart shows
 * the tax its total contains. Georgia is served by this run's backend with prices without tax
 * (`REGIONAL_API_PRICES_WITHOUT_TAX=ge`, playwright.config.ts): labelled so, and its cart adds the tax.
 */

const PRODUCT = 'raptor-125';

interface Market {
  path: string;
  region: string;
  locale: string;
  /** The label beside the product page's price; none where no tax is levied (Qatar). */
  label: string | null;
  /** The footer's sentence about every price of the region. */
  statement: string | null;
  included: boolean;
  /** What the cart's summary says of the tax. */
  cartTax: string;
}

const MARKETS: Market[] = [
  { path: '/ae_en/', region: 'ae', locale: 'en', label: 'incl. VAT', statement: 'All prices include VAT.', included: true, cartTax: 'Including VAT 5 %' },
  {
    path: '/ae_ar/',
    region: 'ae',
    locale: 'ar',
    label: 'شامل ضريبة القيمة المضافة',
    statement: 'جميع الأسعار شاملة ضريبة القيمة المضافة.',
    included: true,
    cartTax: 'يشمل VAT 5 %',
  },
  { path: '/es_es/', region: 'es', locale: 'es', label: 'IVA incluido', statement: 'Todos los precios incluyen el IVA.', included: true, cartTax: 'Incluye IVA 21 %' },
  { path: '/qa_en/', region: 'qa', locale: 'en', label: null, statement: null, included: true, cartTax: 'No VAT is charged in this country.' },
  {
    path: '/ge_ka/',
    region: 'ge',
    locale: 'ka',
    label: 'დღგ-ს გარეშე',
    statement: 'ფასები არ მოიცავს დღგ-ს: ის კალათაში ემატება.',
    included: false,
    cartTax: 'დღგ 18 %',
  },
];

/** The product and the backend's quotation of one piece of it (Basic warranty) in a region. */
async function onePiece(page: Page, { region, locale }: Market) {
  const product = productDetailSchema.parse(await (await page.request.get(`${API_URL}/${region}/api/products/slug/${PRODUCT}?locale=${locale}`)).json());
  const answer = await page.request.post(`${API_URL}/${region}/api/quotation/get`, { data: { cart: [{ product_id: product.id, quantity: 1 }] } });
  expect(answer.status()).toBe(200);
  const quotation = quotationSchema.parse(await answer.json());
  const [line] = quotation.lines;
  if (!line) throw new Error('the quotation has no line');
  return { product, quotation, line };
}

test.describe('tax in prices', () => {
  for (const market of MARKETS) {
    test(`${market.path}: the product page shows what one piece costs, ${market.included ? 'tax included' : 'without tax'}, labelled; its JSON-LD agrees`, async ({
      page,
    }) => {
      const { quotation, line } = await onePiece(page, market);
      const shelf = line.linePrice - line.discount;
      // Tax included: the quotation charges the shelf price. Without tax: it adds the tax on top.
      if (market.included) expect(quotation.total).toBe(shelf);
      else expect(quotation.total).toBe(shelf + quotation.taxesTotal);
      expect(quotation.taxIncluded).toBe(market.included);

      await page.goto(`${market.path}product/${PRODUCT}/`);
      const overview = page.getByRole('main');
      expect(amountDigits((await overview.locator('[data-price="current"]').first().textContent()) ?? '')).toBe(amountDigits(String(shelf)));
      if (market.label) await expect(overview.locator('[data-tax]').first()).toHaveText(market.label);
      else await expect(overview.locator('[data-tax]')).toHaveCount(0);
      if (market.statement) await expect(page.getByRole('contentinfo')).toContainText(market.statement);
      else await expect(page.getByRole('contentinfo').locator('[data-tax]')).toHaveCount(0);

      const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; offers?: { price: string; priceSpecification?: { price: string; valueAddedTaxIncluded: boolean } } },
      );
      const offer = jsonLd.find((data) => data['@type'] === 'Product')?.offers;
      const major = (shelf / 10 ** quotation.fractionDigits).toFixed(quotation.fractionDigits);
      expect(offer?.price).toBe(major);
      if (market.label) expect(offer?.priceSpecification).toEqual({ '@type': 'UnitPriceSpecification', price: major, priceCurrency: quotation.currency, valueAddedTaxIncluded: market.included });
      else expect(offer?.priceSpecification).toBeUndefined();
    });

    test(`${market.path}: the cart says what the tax does to its total`, async ({ page }) => {
      const { product, quotation } = await onePiece(page, market);
      await withStoredCart(page, market.region, JSON.stringify([{ product_id: product.id, quantity: 1, warranty: 'basic' }]));
      await page.goto(`${market.path}cart/`);
      await waitForHydration(page);
      const summary = page.getByRole('main').locator('section').filter({ has: page.locator('dl') });
      await expect(summary.getByText(market.cartTax, { exact: true })).toBeVisible();
      // The total is the quotation's; where the prices include a tax, the row after it is the tax it contains.
      const rows = summary.locator('dl > div');
      const amountOf = async (row: ReturnType<typeof rows.nth>) => amountDigits((await row.locator('dd').textContent()) ?? '');
      if (market.included && quotation.taxesTotal > 0) {
        await expect(rows.last()).toContainText(market.cartTax);
        expect(await amountOf(rows.last())).toBe(amountDigits(String(quotation.taxesTotal)));
        expect(await amountOf(rows.nth((await rows.count()) - 2))).toBe(amountDigits(String(quotation.total)));
      } else {
        expect(await amountOf(rows.last())).toBe(amountDigits(String(quotation.total)));
      }
    });
  }
});
