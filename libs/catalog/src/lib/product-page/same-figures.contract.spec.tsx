// @vitest-environment happy-dom
import { loadApiClient, priceNow, type ProductSummary } from '@storefront/api-client';
import { productDetailSchema, productListSchema, quotationSchema } from '@storefront/api-client/contract';
import { startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { formatMoney, formattingLocale } from '@storefront/locales';
import { REGIONS } from '@storefront/regions';
import { renderWithProviders } from '@storefront/testing';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProductPrice } from '../product-card/product-price';
import { majorUnits, productJsonLd } from './product-json-ld';

/**
 * The same figures everywhere (issue 31, item 6), against the real reference backend: in every region and
 * language, for a product at an offer and one at its price, the card's price (the list's), the product
 * page's (its detail), the cart line's for one piece (the quotation, which an order stores and its page
 * shows) and the JSON-LD's agree to the minor unit, and the price a page prints is the one formatting
 * path's (`formatMoney`, what the cart and the order page print).
 */
let backend: ReferenceBackend;
const START_TIMEOUT_MS = 120_000;

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

afterEach(() => cleanup());

const get = async (path: string) => {
  const answer = await fetch(`${backend.url}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.json() as Promise<unknown>;
};

const PAIRS = REGIONS.flatMap((region) => region.allowedLocalesCodes.map((locale) => ({ region, locale })));

describe('the same figures on the card, the product page, the cart line, the order and the JSON-LD', () => {
  it('covers every region and language', () => {
    expect(new Set(PAIRS.map(({ region }) => region.code)).size).toBe(15);
  });

  it.each(PAIRS.map((pair) => [`${pair.region.code}_${pair.locale}`, pair] as const))('%s', async (_name, { region, locale }) => {
    const list = productListSchema.parse(await get(`/${region.code}/api/products/?itemsPerPage=999&locale=${locale}`)).items;
    const atOffer = list.find((item) => item.offer);
    const atPrice = list.find((item) => !item.offer && item.inStock);
    for (const card of [atOffer, atPrice] as (ProductSummary | undefined)[]) {
      if (!card) throw new Error(`${region.code}: the seed has products at an offer and at their price`);
      const detail = productDetailSchema.parse(await get(`/${region.code}/api/products/slug/${card.slug}?locale=${locale}`));
      const shown = priceNow(card);
      expect(priceNow(detail), card.slug).toEqual(shown);

      const client = await loadApiClient({ baseURL: `${backend.url}/${region.code}/api`, retries: 0 });
      const quoted = quotationSchema.parse((await client.post('/quotation/get', { cart: [{ product_id: card.id, quantity: 1 }] })).data);
      const [line] = quoted.lines;
      // Every market's prices include its tax: one piece costs what the card says, to the minor unit.
      expect(quoted.taxIncluded).toBe(true);
      expect(line?.total, card.slug).toBe(shown.price);
      expect(quoted.total).toBe(shown.price);

      const ld = productJsonLd({ product: detail, url: 'https://shop.example/p/', images: [], brand: 'Motors & Equipment' }) as { offers: { price: string } };
      expect(ld.offers.price).toBe(majorUnits(shown.price, detail.fractionDigits));

      const printed = formatMoney(formattingLocale(locale, region.iso2), { minor: shown.price, currency: detail.currency, fractionDigits: detail.fractionDigits });
      const { container } = await renderWithProviders(<ProductPrice product={detail} locale={locale} country={region.iso2} />, { path: `/${region.code}_${locale.slice(0, 2)}/` });
      expect(container.querySelector('[data-price="current"]')?.textContent).toBe(printed);
      cleanup();
    }
  });
});
