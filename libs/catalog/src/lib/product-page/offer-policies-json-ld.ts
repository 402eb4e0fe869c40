import type { InitShop } from '@storefront/api-client';
import { majorUnits } from './product-json-ld';

const SCHEMA = 'https://schema.org/';

/** A span of working days as schema.org `QuantitativeValue` (`unitCode` DAY, as Google's merchant listings want it). */
const days = ({ min, max }: { min: number; max: number }) => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });

export interface OfferPoliciesInput {
  /** The region's shop settings (`/init/shop`). */
  shop: Pick<InitShop, 'tax' | 'returns' | 'delivery'>;
  /** ISO country of the region (`AE`). */
  country: string;
  /** The offer's price in minor units (`priceNow`), its currency and the currency's decimals. */
  price: number;
  currency: string;
  fractionDigits: number;
}

/**
 * What a product's schema.org `Offer` says beyond its price, from the region's shop settings, for
 * Google's merchant listings: whether the price includes VAT (`priceSpecification.valueAddedTaxIncluded`,
 * none where no VAT is levied), the return policy (`hasMerchantReturnPolicy`: the window in days, at a
 * store or by post, free or not) and the delivery (`shippingDetails`: fee, destination, handling and
 * transit days). The product route's loader builds it (its chunk, not every page's first load) and the
 * head adds it to `productJsonLd`'s offer.
 */
export function offerPoliciesJsonLd({ shop, country, price, currency, fractionDigits }: OfferPoliciesInput): Record<string, unknown> {
  const { tax, returns, delivery } = shop;
  return {
    ...(tax.rate > 0
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: majorUnits(price, fractionDigits),
            priceCurrency: currency,
            valueAddedTaxIncluded: tax.includedInPrices,
          },
        }
      : {}),
    ...(returns
      ? {
          hasMerchantReturnPolicy: {
            '@type': 'MerchantReturnPolicy',
            applicableCountry: country,
            returnPolicyCountry: country,
            returnPolicyCategory: `${SCHEMA}${returns.days > 0 ? 'MerchantReturnFiniteReturnWindow' : 'MerchantReturnNotPermitted'}`,
            ...(returns.days > 0
              ? {
                  merchantReturnDays: returns.days,
                  returnMethod: `${SCHEMA}${returns.inStore ? 'ReturnInStore' : 'ReturnByMail'}`,
                  returnFees: `${SCHEMA}${returns.free ? 'FreeReturn' : 'ReturnFeesCustomerResponsibility'}`,
                }
              : {}),
          },
        }
      : {}),
    ...(delivery
      ? {
          shippingDetails: {
            '@type': 'OfferShippingDetails',
            shippingRate: { '@type': 'MonetaryAmount', value: majorUnits(delivery.fee, fractionDigits), currency },
            shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
            deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(delivery.handlingDays), transitTime: days(delivery.transitDays) },
          },
        }
      : {}),
  };
}
