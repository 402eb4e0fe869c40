import type { CartItem, Quotation } from '@storefront/api-client/contract';
import type { OffersRepository } from '../catalog/offers.repository';
import type { ProductsRepository } from '../catalog/products.repository';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { computeQuotation, resolveLines, type LineOffer, type PricedProduct } from './quotation';

/** Prices validated cart items in a country at a moment: database prices and the offers running then. */
export function createPricing(products: ProductsRepository, offers: OffersRepository) {
  return (country: CountryCode, items: readonly CartItem[], locale: ContentLocale, now: string, path = 'cart'): Quotation => {
    const ids = [...new Set(items.map((item) => item.product_id))];
    const found = new Map<number, PricedProduct>(products.byIds(country, ids, locale, now).map((product) => [product.id, product]));
    const resolved = resolveLines(items, found, path);
    const best = new Map<number, LineOffer>();
    // runningFor lists the best discount of each product first.
    for (const offer of offers.runningFor(country, ids, now, locale)) if (!best.has(offer.productId)) best.set(offer.productId, offer);
    return computeQuotation(items, resolved, best, COUNTRY_SETTINGS[country]);
  };
}

export type Pricing = ReturnType<typeof createPricing>;
