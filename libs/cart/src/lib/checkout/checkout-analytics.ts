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

/** Where this browser keeps the orders whose `purchase` it sent, per region (the newest 20). */
export const reportedPurchasesKey = (region: string) => `reportedPurchases_${region}`;
const REPORTED_KEPT = 20;

function readReported(key: string): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(-REPORTED_KEPT) : [];
  } catch {
    // Unreadable or switched-off storage: nothing is known to have been sent.
    return [];
  }
}

/**
 * GA4 `purchase` once per order in this browser (docs/adr/0271-purchase-when-the-money-is-in.md): when an order paid offline is placed,
 * when an order paid online is first seen paid. A reload of the paid order's page, or the order page
 * after an offline order, sends nothing again. Answers whether it was sent now (never without analytics consent).
 */
export function trackPurchaseOnce(order: Order, region: string, dataLayer: DataLayer = cartDataLayer): boolean {
  const key = reportedPurchasesKey(region);
  const reported = readReported(key);
  if (reported.includes(order.number)) return false;
  const sent = trackPurchase(order, dataLayer);
  // Without analytics consent nothing was sent, and nothing analytics-only is stored either.
  if (!sent) return false;
  try {
    window.localStorage.setItem(key, JSON.stringify([...reported, order.number].slice(-REPORTED_KEPT)));
  } catch {
    // Storage switched off: the order page may send it again; GA4 keeps one purchase per transaction id.
  }
  return sent;
}
