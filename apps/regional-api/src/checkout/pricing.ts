import type { CartItem, Quotation } from '@storefront/api-client/contract';
import type { ProductsRepository } from '../catalog/products.repository';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { servedSettings } from '../country-settings';
import { computeQuotation, resolveLines, type LineOffer, type PricedProduct } from './quotation';

/**
 * Prices validated cart items in a country at a moment: database prices and the offers running then,
 * each product's best one as its catalogue summary names it (`offer`, whose `price` the cards show).
 * `pricesWithoutTax`: the countries whose catalogue prices this deployment serves without tax.
 */
export function createPricing(products: ProductsRepository, pricesWithoutTax: ReadonlySet<CountryCode>) {
  return (country: CountryCode, items: readonly CartItem[], locale: ContentLocale, now: string, path = 'cart'): Quotation => {
    const ids = [...new Set(items.map((item) => item.product_id))];
    const summaries = products.byIds(country, ids, locale, now);
    const found = new Map<number, PricedProduct>(summaries.map((product) => [product.id, product]));
    const resolved = resolveLines(items, found, path);
    const best = new Map<number, LineOffer>(summaries.flatMap((product) => (product.offer ? [[product.id, product.offer] as const] : [])));
    return computeQuotation(items, resolved, best, servedSettings(country, pricesWithoutTax));
  };
}

export type Pricing = ReturnType<typeof createPricing>;
