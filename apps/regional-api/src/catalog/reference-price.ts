/** A price a product had in a country, from `since` until `until` (the next price's `since`; null: still in force). */
export interface PricePeriod {
  price: number;
  since: string;
  until: string | null;
}

/** How far back a reduction's reference price looks. */
const REFERENCE_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The reference ("was") price of a reduction that began at `start` (ISO time): the lowest price the
 * product had in the 30 days before it (Directive 98/6/EC art. 6a, added by the Omnibus Directive
 * 2019/2161; Spain's Ley 7/1996 art. 20), the rule applied in every market
 * (docs/adr/0266-reference-prices.md). Null when no price was in force then (no history), or when the
 * lowest is not above `priceNow`: there is no reduction to announce.
 */
export function referencePriceOf(periods: readonly PricePeriod[], start: string, priceNow: number): number | null {
  const from = new Date(Date.parse(start) - REFERENCE_WINDOW_DAYS * DAY_MS).toISOString();
  let lowest: number | null = null;
  for (const { price, since, until } of periods) {
    const appliedInWindow = since < start && (until === null || until > from);
    if (appliedInWindow && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest !== null && lowest > priceNow ? lowest : null;
}

/** When the price in force at `now` began: the start of a sale (the last period begun by then). */
export function currentPriceSince(periods: readonly PricePeriod[], now: string): string | null {
  let since: string | null = null;
  for (const period of periods) if (period.since <= now) since = period.since;
  return since;
}
