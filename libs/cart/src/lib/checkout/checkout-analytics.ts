import { createDataLayer, toAnalyticsItem, type AnalyticsItem, type DataLayer } from '@storefront/analytics';
import type { Order } from '@storefront/api-client';
import type { CartLine, CartQuotation } from '../state/cart-line';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
const browserDataLayer = createDataLayer();

type PricedLines = Pick<CartQuotation, 'lines' | 'total' | 'taxesTotal' | 'currency' | 'fractionDigits'>;

const major = (minor: number, fractionDigits = 2) => minor / 10 ** fractionDigits;

/**
 * The quotation's lines as GA4 items (SPEC §3 analytics cart line): the product's id and name, its unit
 * price in major units, the quantity, and the warranty the line carries as the variant (as the product
 * page's `add_to_cart` names it).
 */
export function checkoutItems(quotation: PricedLines, lines: readonly CartLine[]): AnalyticsItem[] {
  return quotation.lines.map((line) => {
    const warranty = lines.find((cartLine) => cartLine.product_id === line.productId)?.warranty;
    return toAnalyticsItem({
      product: {
        id: line.productId,
        title: line.name,
        price: major(line.unitPrice, quotation.fractionDigits),
        characteristics: warranty ? [{ name: 'Warranty', value: warranty }] : [],
      },
      quantity: line.quantity,
    });
  });
}

export type CheckoutStep =
  | { name: 'begin_checkout' }
  | { name: 'add_shipping_info'; shipping_tier: string }
  | { name: 'add_payment_info'; payment_type: string };

/** A step of the checkout funnel (GA4 `begin_checkout`, `add_shipping_info`, `add_payment_info`), valued at the quotation's total. */
export function trackCheckoutStep(
  step: CheckoutStep,
  quotation: PricedLines,
  lines: readonly CartLine[],
  currency: string,
  dataLayer: DataLayer = browserDataLayer,
): boolean {
  return dataLayer.track({
    ...step,
    currency: quotation.currency ?? currency,
    value: major(quotation.total, quotation.fractionDigits),
    items: checkoutItems(quotation, lines),
  });
}

/**
 * GA4 `purchase` of a placed order: its number as the transaction, the value and tax of the quotation
 * stored with the order (what the shopper was charged, never re-priced), its lines as items.
 */
export function trackPurchase(order: Order, lines: readonly CartLine[], dataLayer: DataLayer = browserDataLayer): boolean {
  const { quotation } = order;
  return dataLayer.track({
    name: 'purchase',
    transaction_id: order.number,
    currency: quotation.currency,
    value: major(quotation.total, quotation.fractionDigits),
    tax: major(quotation.taxesTotal, quotation.fractionDigits),
    items: checkoutItems(quotation, lines),
  });
}
