import styled from '@emotion/styled';
import type { InitShop, ProductDetail } from '@storefront/api-client';
import { ProductOverview, WarrantyChoice, type WarrantyId } from '@storefront/catalog/product';
import { CompareToggle, useComparisonSync } from '@storefront/comparison';
import type { LocaleCode } from '@storefront/locales';
import { WARRANTY_OPTIONS } from '@storefront/regions';
import { useState } from 'react';
import { rootReducer } from '../app/app-store';

export interface ProductBuyBoxProps {
  product: ProductDetail;
  /** The region's code (`ae`): the cart and the comparison are kept per region. */
  region: string;
  locale: LocaleCode;
  country: string;
  /** The country's shop settings (cart limits); undefined while they did not load. */
  shop: InitShop | undefined;
}

/**
 * The product's overview with what a shopper does next, composed here because it joins three
 * features (docs/decisions.md "Features meet in the app"): the catalogue's warranty choice, the
 * cart's quantity and "add to cart", the comparison's toggle.
 */
export function ProductBuyBox({ product, region, locale, country }: ProductBuyBoxProps) {
  const [warranty, setWarranty] = useState<WarrantyId>('basic');
  useComparisonSync(region, rootReducer);
  return (
    <ProductOverview product={product} locale={locale} country={country}>
      <Purchase>
        <WarrantyChoice
          options={WARRANTY_OPTIONS}
          value={warranty}
          onChange={setWarranty}
          currency={product.currency}
          fractionDigits={product.fractionDigits}
          locale={locale}
          country={country}
        />
        <CompareToggle product={product} region={region} fullWidth />
      </Purchase>
    </ProductOverview>
  );
}

const Purchase = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;
