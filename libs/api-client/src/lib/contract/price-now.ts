import type { ProductSummary } from './catalog';

/** What the price a product is sold at is made of (a card's product, a product page's, the comparison's). */
export type PricedProduct = Pick<ProductSummary, 'price' | 'oldPrice' | 'referencePrice' | 'offer'>;

/**
 * What one piece of a product costs a shopper now and the price struck through beside it, in minor
 * units. At a running offer: the offer's price (what the quotation charges for one piece); otherwise
 * the catalogue price. Struck through: the reduction's reference price, the lowest of the 30 days
 * before it (docs/adr/0266-reference-prices.md), or none; from a backend without price history, the
 * catalogue price an offer takes its percentage from, or a sale's old price
 * (docs/adr/0091-offer-prices-before-the-cart.md). Every place that shows a product's price (cards,
 * the product page and its JSON-LD, suggestions, the comparison, GA4) shows this one; the backend
 * filters and sorts on the same figure.
 */
export function priceNow(product: PricedProduct): { price: number; before: number | null } {
  const price = product.offer ? product.offer.price : product.price;
  if (product.referencePrice !== undefined) return { price, before: product.referencePrice };
  return { price, before: product.offer ? product.price : product.oldPrice };
}

/** The reduction a price is at, in whole percent of its reference price (rounded); null without one. */
export function reductionPercent({ price, before }: { price: number; before: number | null }): number | null {
  return before === null || before <= price ? null : Math.round(((before - price) * 100) / before);
}
