import { expect, test } from './support/fixtures';
import { merchantListingProblems } from './support/merchant-listing';

/**
 * Merchant data for search engines (issue 31, item 5): a product page's JSON-LD is a valid merchant
 * listing (schema.org's vocabulary, Google's required properties), with the region's tax, return policy
 * and delivery from its shop settings.
 */

const PAGES = [
  { path: '/ae_en/product/raptor-125/', country: 'AE', currency: 'AED', taxIncluded: true },
  { path: '/es_es/product/raptor-125/', country: 'ES', currency: 'EUR', taxIncluded: true },
  { path: '/ru_ru/product/raptor-125/', country: 'RU', currency: 'RUB', taxIncluded: true },
  // No VAT in Qatar: nothing to say about it.
  { path: '/qa_en/product/raptor-125/', country: 'QA', currency: 'QAR', taxIncluded: undefined },
  // Served without tax in this run (playwright.config.ts).
  { path: '/ge_ka/product/raptor-125/', country: 'GE', currency: 'GEL', taxIncluded: false },
];

type Offer = {
  priceCurrency: string;
  priceSpecification?: { valueAddedTaxIncluded: boolean };
  hasMerchantReturnPolicy?: { applicableCountry: string; merchantReturnDays: number };
  shippingDetails?: { shippingDestination: { addressCountry: string }; shippingRate: { currency: string } };
};

test.describe('merchant listing', () => {
  for (const { path, country, currency, taxIncluded } of PAGES) {
    test(`${path}: the Product JSON-LD is a valid merchant listing with the region's tax, returns and delivery`, async ({ page }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      const scripts = [...(await response.text()).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
      );
      const product = scripts.find((data) => data['@type'] === 'Product');
      if (!product) throw new Error(`no Product JSON-LD on ${path}`);
      expect(merchantListingProblems(product)).toEqual([]);

      const offer = product['offers'] as Offer;
      expect(offer.priceCurrency).toBe(currency);
      expect(offer.priceSpecification?.valueAddedTaxIncluded).toBe(taxIncluded);
      expect(offer.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: country, merchantReturnDays: 14 });
      expect(offer.shippingDetails).toMatchObject({ shippingDestination: { addressCountry: country }, shippingRate: { currency } });
    });
  }

  test('the check finds what a merchant listing lacks or misnames', () => {
    const broken = {
      '@type': 'Product',
      name: 'X',
      image: [],
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'aed',
        shippingDetails: { '@type': 'OfferShippingDetails', deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 1, unitCode: 'DAY' } } },
        hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', returnsIn: 14 },
      },
    };
    expect(merchantListingProblems(broken)).toEqual([
      'Product.offers.hasMerchantReturnPolicy.returnsIn: not a property of MerchantReturnPolicy',
      'missing or invalid: Product.image',
      'missing or invalid: Offer.price > 0',
      'missing or invalid: Offer.priceCurrency (ISO 4217)',
      'missing or invalid: MerchantReturnPolicy.applicableCountry',
      'missing or invalid: MerchantReturnPolicy.merchantReturnDays',
      'missing or invalid: OfferShippingDetails.shippingRate',
      'missing or invalid: OfferShippingDetails.shippingDestination.addressCountry',
      'missing or invalid: ShippingDeliveryTime.handlingTime (minValue ≤ maxValue, DAY)',
      'missing or invalid: ShippingDeliveryTime.transitTime (minValue ≤ maxValue, DAY)',
    ]);
  });
});
