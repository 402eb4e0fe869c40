import styled from '@emotion/styled';
import type { InitShop, ProductDetail } from '@storefront/api-client';
import { ProductOverview, WarrantyChoice, type WarrantyId } from '@storefront/catalog/product';
import type { LocaleCode } from '@storefront/locales';
import { WARRANTY_OPTIONS } from '@storefront/regions';
import { useState } from 'react';

export interface ProductBuyBoxProps {
  product: ProductDetail;
  locale: LocaleCode;
  country: string;
  /** The country's shop settings (cart limits); undefined while they did not load. */
  shop: InitShop | undefined;
  imageUrl: (path: string) => string;
}

/**
 * The product's overview with what a shopper does next, composed here because it joins three
 * features (docs/decisions.md "Features meet in the app"): the catalogue's warranty choice, the
 * cart's quantity and "add to cart", the comparison's toggle.
 */
export function ProductBuyBox({ product, locale, country }: ProductBuyBoxProps) {
  const [warranty, setWarranty] = useState<WarrantyId>('basic');
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
