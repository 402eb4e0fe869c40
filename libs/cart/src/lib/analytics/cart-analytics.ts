import { createDataLayer, toAnalyticsItem, type AnalyticsItem } from '@storefront/analytics';
import type { QuotationLine } from '@storefront/api-client';
import type { CartQuotation } from '../state/cart-line';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
export const cartDataLayer = createDataLayer();

type PricedLine = Pick<QuotationLine, 'productId' | 'name' | 'unitPrice' | 'quantity' | 'warranty' | 'warrantyUnitPrice'>;

/** Minor units as GA4's major-unit value. */
export const majorUnits = (minor: number, fractionDigits = 2) => minor / 10 ** fractionDigits;

/**
 * A priced line (the quotation's) as a GA4 item (SPEC §3 analytics cart line): the price per piece
 * with its warranty, the warranty as the variant.
 */
export function quotationItem(line: PricedLine, fractionDigits: number | undefined, quantity = line.quantity): AnalyticsItem {
  return toAnalyticsItem({
    product: {
      id: line.productId,
      title: line.name,
      price: majorUnits(line.unitPrice + line.warrantyUnitPrice, fractionDigits),
      characteristics: [{ name: 'Warranty', value: line.warranty }],
    },
    quantity,
  });
}

/** The items and value (before tax, after offers) of a quotation, as GA4's cart events carry them. */
export function quotationEvent(quotation: CartQuotation) {
  return {
    currency: quotation.currency ?? '',
    value: majorUnits(quotation.subTotalBeforeTaxation, quotation.fractionDigits),
    items: quotation.lines.map((line) => quotationItem(line, quotation.fractionDigits)),
  };
}
