import { describe, expect, it } from 'vitest';
import { offerPoliciesJsonLd } from './offer-policies-json-ld';

const shop = {
  tax: { name: 'VAT', rate: 500, includedInPrices: true },
  returns: { days: 14, inStore: true, free: true },
  delivery: { fee: 0, handlingDays: { min: 0, max: 1 }, transitDays: { min: 1, max: 3 } },
};

describe('offerPoliciesJsonLd', () => {
  it('says the price includes VAT, and gives the region’s return policy and delivery', () => {
    expect(offerPoliciesJsonLd({ shop, country: 'AE', price: 857_900, currency: 'AED', fractionDigits: 2 })).toEqual({
      priceSpecification: { '@type': 'UnitPriceSpecification', price: '8579.00', priceCurrency: 'AED', valueAddedTaxIncluded: true },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'AE',
        returnPolicyCountry: 'AE',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 14,
        returnMethod: 'https://schema.org/ReturnInStore',
        returnFees: 'https://schema.org/FreeReturn',
      },
      shippingDetails: {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'AED' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'AE' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 3, unitCode: 'DAY' },
        },
      },
    });
  });

  it('says nothing of VAT where none is levied, and no returns without a window; prices without tax are marked so', () => {
    const qatar = offerPoliciesJsonLd({ shop: { ...shop, tax: { name: 'VAT', rate: 0, includedInPrices: true } }, country: 'QA', price: 1, currency: 'QAR', fractionDigits: 2 });
    expect(qatar).not.toHaveProperty('priceSpecification');
    const excluded = offerPoliciesJsonLd({ shop: { ...shop, tax: { ...shop.tax, includedInPrices: false } }, country: 'GE', price: 1, currency: 'GEL', fractionDigits: 2 });
    expect(excluded['priceSpecification']).toMatchObject({ valueAddedTaxIncluded: false });
    const final = offerPoliciesJsonLd({ shop: { ...shop, returns: { days: 0, inStore: true, free: true } }, country: 'AE', price: 1, currency: 'AED', fractionDigits: 2 });
    expect(final['hasMerchantReturnPolicy']).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'AE',
      returnPolicyCountry: 'AE',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it('says nothing of returns or delivery from a backend that does not describe them', () => {
    expect(offerPoliciesJsonLd({ shop: { tax: shop.tax }, country: 'AE', price: 1, currency: 'AED', fractionDigits: 2 })).toEqual({
      priceSpecification: expect.any(Object),
    });
  });
});
