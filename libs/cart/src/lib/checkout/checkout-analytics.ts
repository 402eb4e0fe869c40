import type { DataLayer } from '@storefront/analytics';
import type { Order } from '@storefront/api-client';
import { cartDataLayer, majorUnits, quotationItem } from '../analytics/cart-analytics';
import type { CartQuotation } from '../state/cart-line';

type PricedLines = Pick<CartQuotation, 'lines' | 'total' | 'taxesTotal' | 'currency' | 'fractionDigits'>;

/** The quotation's lines as GA4 items (SPEC §3 analytics cart line), each with its warranty as the variant. */
const checkoutItems = (quotation: PricedLines) => quotation.lines.map((line) => quotationItem(line, quotation.fractionDigits));

export type CheckoutStep =
  | { name: 'begin_checkout' }
  | { name: 'add_shipping_info'; shipping_tier: string }
  | { name: 'add_payment_info'; payment_type: string };

/** A step of the checkout funnel (GA4 `begin_checkout`, `add_shipping_info`, `add_payment_info`), valued at the quotation's total. */
export function trackCheckoutStep(
  step: CheckoutStep,
  quotation: PricedLines,
  currency: string,
  dataLayer: DataLayer = cartDataLayer,
): boolean {
  return dataLayer.track({
    ...step,
    currency: quotation.currency ?? currency,
    value: majorUnits(quotation.total, quotation.fractionDigits),
    items: checkoutItems(quotation),
  });
}

/**
 * GA4 `purchase` of a placed order: its number as the transaction, the value and tax of the quotation
 * stored with the order (what the shopper was charged, never re-priced), its lines as items.
 */
export function trackPurchase(order: Order, dataLayer: DataLayer = cartDataLayer): boolean {
  const { quotation } = order;
  return dataLayer.track({
    name: 'purchase',
    transaction_id: order.number,
    currency: quotation.currency,
    value: majorUnits(quotation.total, quotation.fractionDigits),
    tax: majorUnits(quotation.taxesTotal, quotation.fractionDigits),
    items: checkoutItems(quotation),
  });
}
