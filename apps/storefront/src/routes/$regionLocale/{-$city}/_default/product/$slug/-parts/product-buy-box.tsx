import styled from '@emotion/styled';
import { priceNow, type InitShop, type ProductDetail } from '@storefront/api-client';
import {
  AddToCartButton,
  CART_ADDITION_FIELDS,
  CART_CONTRACT_LIMITS,
  CallbackRequest,
  CartAdditionForm,
  testRideLinkMessages,
  InstalmentsNote,
  cartQuantityMessages,
  isOrderable,
  useCartSync,
} from '@storefront/cart';
import {
  ProductOverview,
  WarrantyChoice,
  trackAddToCart,
  type WarrantyId,
} from '@storefront/catalog';
import { CompareToggle, useComparisonSync } from '@storefront/comparison';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import { RegionLink, WARRANTY_OPTIONS, type RegionConfig } from '@storefront/regions';
import { QuantityStepper } from '@storefront/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { rootReducer } from '../../../../../../../app/app-store';
import { useFormToken } from '../../../../../../../app/public-env';
import { useCartSlice } from '../../../../../../../app/use-cart-slice';

export interface ProductBuyBoxProps {
  product: ProductDetail;
  /** The region (its code `ae` keys the cart and the comparison; the call-back request needs the rest). */
  region: RegionConfig;
  locale: LocaleCode;
  country: string;
  /** The country's shop settings (cart limits); undefined while they did not load. */
  shop: InitShop | undefined;
}

/**
 * The most pieces a line may have: the backend's cart limit, and no more than the stock (a pre-order,
 * with none in stock yet, only the limit).
 */
function quantityLimit(product: ProductDetail, shop: InitShop | undefined): number {
  const limit = shop?.cartLimits.maxQuantity ?? CART_CONTRACT_LIMITS.maxQuantity;
  const available = !product.inStock && product.preOrder ? limit : product.stock;
  return Math.max(1, Math.min(limit, available));
}

/**
 * The product's overview with what a shopper does next, composed here because it joins three
 * features (docs/adr/0054-features-meet-in-the-app-through-slots.md): the catalogue's warranty choice, the
 * cart's quantity and "add to cart", the comparison's toggle; below them the cart's call-back request
 * where the region takes them (`/init/shop` `features.hasCallbackForms`). The warranty chosen travels
 * with the cart line (docs/adr/0069-one-cart-line-per-product-and-warranty.md).
 */
export function ProductBuyBox({ product, region: regionConfig, locale, country, shop }: ProductBuyBoxProps) {
  const region = regionConfig.code;
  const intl = useIntl();
  const formToken = useFormToken(region);
  const [warranty, setWarranty] = useState<WarrantyId>('basic');
  const [quantity, setQuantity] = useState(1);
  useCartSlice();
  useCartSync(region);
  useComparisonSync(region, rootReducer);
  const max = quantityLimit(product, shop);
  const pieces = Math.min(quantity, max);
  const chosen = WARRANTY_OPTIONS.find((option) => option.id === warranty) ?? WARRANTY_OPTIONS[0];
  // What the chosen pieces cost with their warranty: the figure the quotation will charge.
  const total = (priceNow(product).price + (chosen?.price ?? 0) * 10 ** product.fractionDigits) * pieces;
  const money = (minor: number) =>
    formatMoney(formattingLocale(locale, country), { minor, currency: product.currency, fractionDigits: product.fractionDigits });

  // A form to the cart page: a tap on "add to cart" before this part has hydrated submits it, with the
  // warranty and the quantity chosen, and the cart page adds the line.
  return (
    <ProductOverview
      product={product}
      locale={locale}
      country={country}
      tax={shop?.tax}
      priceNote={<InstalmentsNote total={total} terms={shop?.instalments} money={money} />}
    >
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
        <Buy>
          <QuantityStepper
            value={pieces}
            min={1}
            max={max}
            onChange={setQuantity}
            name={CART_ADDITION_FIELDS.quantity}
            label={intl.formatMessage(cartQuantityMessages.label)}
            decreaseLabel={intl.formatMessage(cartQuantityMessages.decrease)}
            increaseLabel={intl.formatMessage(cartQuantityMessages.increase)}
            disabled={!isOrderable(product)}
          />
          <AddToCartButton
            product={product}
            quantity={pieces}
            warranty={warranty}
            region={region}
            limits={shop?.cartLimits}
            fullWidth
            submit
            onAdded={() => chosen && trackAddToCart(product, pieces, chosen)}
          />
        </Buy>
        <CompareToggle product={product} region={region} fullWidth />
        {shop?.features.hasCallbackForms ? (
          <CallbackRequest
            region={regionConfig}
            locale={locale}
            formToken={formToken}
            hasCaptcha={shop.features.hasCaptcha}
            productId={product.id}
            productName={product.name}
            fullWidth
          />
        ) : null}
        {shop?.features.hasCallbackForms ? (
          <BookingLink to="booking" search={{ product: String(product.id), kind: 'test_ride' }} data-testid="book-test-ride">
            {intl.formatMessage(testRideLinkMessages.link)}
          </BookingLink>
        ) : null}
      </Purchase>
    </ProductOverview>
  );
}

const Purchase = styled(CartAdditionForm)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The way to the booking page (issue 34): a plain link under the call-back request. */
const BookingLink = styled(RegionLink)`
  align-self: center;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.2em;
`;

const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > :last-child {
    flex: 1 1 12rem;
  }
`;
