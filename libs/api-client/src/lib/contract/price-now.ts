import type { ProductSummary } from './catalog';

/** What the price a product is sold at is made of (a card's product, a product page's, the comparison's). */
export type PricedProduct = Pick<ProductSummary, 'price' | 'oldPrice' | 'offer'>;

/**
 * What one piece of a product costs a shopper now and the price struck through beside it, in minor
 * units. At a running offer: the offer's price (what the quotation charges for one piece) and, struck
 * through, the catalogue price the offer takes its percentage from
 * (docs/adr/0091-offer-prices-before-the-cart.md). Otherwise the catalogue price and a sale's old price.
 * Every place that shows a
 * product's price (cards, the product page and its JSON-LD, suggestions, the comparison, GA4) shows this
 * one; the backend filters and sorts on the same figure.
 */
export function priceNow(product: PricedProduct): { price: number; before: number | null } {
  return product.offer ? { price: product.offer.price, before: product.price } : { price: product.price, before: product.oldPrice };
}
