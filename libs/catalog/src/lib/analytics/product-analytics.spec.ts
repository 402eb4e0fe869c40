// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { raptorDetail } from '../stories/story-product-detail';
import { productItem, trackAddToCart } from './product-analytics';
import { pageConsent } from '@storefront/analytics';

// The shopper has allowed analytics and marketing: the events and marks these tests expect may go.
pageConsent.set({ analytics: true, marketing: true, decided: true });

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

afterEach(() => {
  delete window.dataLayer;
});

describe('product analytics (GA4)', () => {
  it('describes the product as SPEC §3’s item: category path, colour and warranty as the variant', () => {
    expect(productItem(raptorDetail, { quantity: 2, warranty: 'pro' })).toMatchObject({
      item_id: String(raptorDetail.id),
      item_name: raptorDetail.name,
      price: raptorDetail.price / 100,
      item_category: 'Motorcycles',
      item_category2: 'Off-road motorcycles',
      item_category3: 'Enduro',
      item_variant: 'Colour: Graphite grey; Warranty: pro',
      quantity: 2,
    });
  });

  it('sends add_to_cart with the quantity and the warranty’s price in the value', () => {
    trackAddToCart(raptorDetail, 2, { id: 'pro', price: 999 });

    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'AED',
          value: (raptorDetail.price / 100 + 999) * 2,
          items: [expect.objectContaining({ item_id: String(raptorDetail.id), quantity: 2 })],
        }),
      },
    ]);
  });
});
