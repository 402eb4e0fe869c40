import { createDataLayer, toAnalyticsItem, type AnalyticsItem } from '@storefront/analytics';
import { priceNow, type ProductDetail } from '@storefront/api-client';
import { useEffect } from 'react';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
const dataLayer = createDataLayer();

/** The price the page shows (at a running offer, the offer's), in major units. */
const major = (product: ProductDetail) => priceNow(product).price / 10 ** product.fractionDigits;

/**
 * A product page's product as a GA4 item (SPEC §3 analytics cart line): its category path, its
 * colour and (once chosen for the cart) its warranty as the variant, the quantity bought.
 */
export function productItem(product: ProductDetail, { quantity, warranty }: { quantity?: number; warranty?: string } = {}): AnalyticsItem {
  return toAnalyticsItem({
    product: {
      id: product.id,
      title: product.name,
      price: major(product),
      categories: product.ancestors.map((ancestor) => ancestor.title),
      characteristics: [
        { name: 'Colour', value: product.colour.label },
        ...(warranty ? [{ name: 'Warranty', value: warranty }] : []),
      ],
    },
    quantity,
  });
}

/** GA4 `view_item`, once per product shown (a re-render or a hydration sends nothing new). */
export function useViewItem(product: ProductDetail | undefined) {
  const id = product?.id;
  useEffect(() => {
    if (!product) return;
    dataLayer.track({ name: 'view_item', currency: product.currency, value: major(product), items: [productItem(product)] });
    // One event per product: a new object of the same product is the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
}

/**
 * GA4 `add_to_cart` of a product page: the quantity and the warranty chosen (its price, in major
 * units, is part of the value: what the shopper will pay).
 */
export function trackAddToCart(product: ProductDetail, quantity: number, warranty: { id: string; price: number }) {
  dataLayer.track({
    name: 'add_to_cart',
    currency: product.currency,
    value: (major(product) + warranty.price) * quantity,
    items: [productItem(product, { quantity, warranty: warranty.id })],
  });
}
