/**
 * An offer's discount on an amount of product in minor units: `percent` of it, rounded half up, in
 * integers (amounts are never negative). The quotation takes it from a line's product part
 * (unit price × quantity); a product's offer price is one piece less it, so the price a card shows
 * is what the quotation charges for one piece.
 */
export const offerDiscountOf = (amount: bigint, percent: number): bigint => (amount * BigInt(percent) * 2n + 100n) / 200n;

/** One piece of a product at a running offer: its price less the offer's discount on it (minor units). */
export const offerPriceOf = (price: number, percent: number): number => price - Number(offerDiscountOf(BigInt(price), percent));

/**
 * `offerPriceOf` in SQL: the price one piece of product `p` (its price row `pp`) costs in `@country`
 * at `@now`, its best running offer's discount taken off (integer division of non-negative numbers
 * rounds half up here as in BigInt). Filters, sorting and price ranges use it: a list filtered "up to
 * AED 8,000" holds the products a card shows at AED 8,000 or less, offers included.
 */
export const PRICE_NOW_SQL = `(pp.price - (pp.price * coalesce((
    SELECT max(o.discount_percent) FROM offer_products op
      JOIN offers o ON o.id = op.offer_id
      JOIN offer_countries oc ON oc.offer_id = o.id AND oc.country = @country
    WHERE op.product_id = p.id AND o.starts_at <= @now AND o.ends_at > @now), 0) * 2 + 100) / 200)`;
