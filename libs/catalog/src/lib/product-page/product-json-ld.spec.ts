import type { ProductDetail } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { majorUnits, productJsonLd, productSummaryText } from './product-json-ld';

const product: ProductDetail = {
  id: 254,
  slug: 'apex-ff1',
  sku: 'NRK-59061-0254',
  name: 'Apex FF1 helmet',
  shortDescription: '1550 g · 24 months · 2026',
  modelYear: 2026,
  colour: { code: 'yellow', label: 'Yellow' },
  category: { id: 61, slug: 'helmets', path: 'parts-accessories/riding-gear/helmets', title: 'Helmets' },
  currency: 'AED',
  fractionDigits: 2,
  price: 68999,
  oldPrice: null,
  stock: 12,
  inStock: true,
  preOrder: null,
  badges: [],
  image: { path: '/products/apex-ff1/1.jpg', width: 1200, height: 900, alt: 'Apex FF1 helmet' },
  description: [
    { type: 'heading', text: 'Made with riders' },
    { type: 'paragraph', text: 'The Apex FF1 helmet is certified to ECE 22.06.' },
  ],
  images: [{ path: '/products/apex-ff1/1.jpg', width: 1200, height: 900, alt: 'Apex FF1 helmet' }],
  characteristics: [],
  offers: [],
  ancestors: [],
};

const url = 'https://shop.example/ae_en/product/apex-ff1/';

describe('productJsonLd', () => {
  it('describes the product and its offer: price in major units, currency, availability', () => {
    expect(productJsonLd({ product, url, images: ['https://img.example/1.jpg'], brand: 'Motors & Equipment' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Apex FF1 helmet',
      sku: 'NRK-59061-0254',
      description: 'The Apex FF1 helmet is certified to ECE 22.06.',
      image: ['https://img.example/1.jpg'],
      brand: { '@type': 'Brand', name: 'Motors & Equipment' },
      color: 'Yellow',
      category: 'Helmets',
      releaseDate: '2026',
      url,
      offers: {
        '@type': 'Offer',
        url,
        price: '689.99',
        priceCurrency: 'AED',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('marks a product without stock as out of stock', () => {
    const ld = productJsonLd({ product: { ...product, inStock: false, stock: 0 }, url, images: [], brand: 'Motors & Equipment' }) as {
      offers: { availability: string };
    };
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives the offer’s price, the one the page shows, until the running offer ends', () => {
    const gearUp = { id: 1, slug: 'gear-up', title: 'Gear up', discountPercent: 15, endsAt: '2026-12-31T20:00:00.000Z' };
    const ld = productJsonLd({
      product: { ...product, offers: [gearUp], offer: { ...gearUp, price: 58649 } },
      url,
      images: [],
      brand: 'Motors & Equipment',
    }) as { offers: { price: string; priceValidUntil?: string } };
    expect(ld.offers).toMatchObject({ price: '586.49', priceValidUntil: '2026-12-31' });
  });

  it('adds the offer’s policies the route loader built', () => {
    const ld = productJsonLd({ product, url, images: [], brand: 'Motors & Equipment', offerPolicies: { shippingDetails: { '@type': 'OfferShippingDetails' } } }) as {
      offers: Record<string, unknown>;
    };
    expect(ld.offers).toMatchObject({ price: '689.99', shippingDetails: { '@type': 'OfferShippingDetails' } });
  });

  it('marks a pre-order as such', () => {
    const preOrder = { ...product, inStock: false, stock: 0, preOrder: { expectedAt: '2027-03-01' } };
    const ld = productJsonLd({ product: preOrder, url, images: [], brand: 'Motors & Equipment' }) as { offers: { availability: string } };
    expect(ld.offers.availability).toBe('https://schema.org/PreOrder');
  });
});

describe('majorUnits', () => {
  it('writes the currency’s decimals with a dot', () => {
    expect(majorUnits(68999, 2)).toBe('689.99');
    expect(majorUnits(12500, 3)).toBe('12.500');
    expect(majorUnits(150000, 0)).toBe('150000');
  });
});

describe('productSummaryText', () => {
  it('takes the first paragraph of the description, else the short description', () => {
    expect(productSummaryText(product)).toBe('The Apex FF1 helmet is certified to ECE 22.06.');
    expect(productSummaryText({ ...product, description: [] })).toBe('1550 g · 24 months · 2026');
  });
});
