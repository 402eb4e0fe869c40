import styled from '@emotion/styled';
import { priceNow, reductionPercent, type InitShop, type ProductDetail } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { Badge, IsolatedName } from '@storefront/ui';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useViewItem } from '../analytics/product-analytics';
import { OfferDiscount } from '../offers/offer-discount';
import { ProductPrice, StockNote } from '../product-card/product-price';
import { TaxNote } from '../tax/tax-note';
import { productListMessages } from '../product-list/product-list.messages';
import { productPageMessages as messages } from './product-page.messages';

export interface ProductOverviewProps {
  product: ProductDetail;
  /** Page language; prices and dates format with Latin digits for the region's country. */
  locale: LocaleCode;
  /** ISO country of the region (`AE`). */
  country: string;
  /** The region's tax (`/init/shop`), named beside the price; undefined while it did not load. */
  tax?: InitShop['tax'] | undefined;
  /** Under the price: what paying it in instalments comes to (the app's, following the warranty and quantity). */
  priceNote?: ReactNode;
  /** What the shopper does next: the app's warranty choice, quantity, "add to cart" and "add to comparison". */
  children?: ReactNode;
}

/**
 * The top of a product page beside its gallery: badges, the name (the page's `h1`), SKU, model year
 * and colour, the price with its reference price struck through and what it contains ("incl. VAT"), the running offer with its discount and end
 * date (a link to its products), and the stock. The app puts the purchase controls under it.
 * Shown, it tells GA4 the product was viewed (`view_item`).
 */
export function ProductOverview({ product, locale, country, tax, priceNote, children }: ProductOverviewProps) {
  const intl = useIntl();
  useViewItem(product);
  const badges = [...product.badges].sort((a, b) => a.position - b.position);
  const offer = product.offers[0];
  // The reduction from the reference price the page strikes through (the lowest of the 30 days before).
  const percent = reductionPercent(priceNow(product));
  return (
    <Overview>
      {badges.length > 0 ? (
        <Badges>
          {badges.map((badge) => (
            <li key={badge.id}>
              <Badge kind={badge.text}>{badge.title}</Badge>
            </li>
          ))}
        </Badges>
      ) : null}
      <Title id="product-title">
        <IsolatedName>{product.name}</IsolatedName>
      </Title>
      <Facts>
        <li>
          <FormattedMessage {...messages.sku} values={{ sku: product.sku }} />
        </li>
        <li>
          <FormattedMessage {...messages.modelYear} values={{ year: product.modelYear }} />
        </li>
        <li>
          <FormattedMessage {...messages.colour} values={{ colour: product.colour.label }} />
        </li>
      </Facts>
      <PriceLine>
        <ProductPrice product={product} locale={locale} country={country} size="lg" />
        <TaxNote tax={tax} />
      </PriceLine>
      {priceNote}
      {offer ? (
        <Offer data-offer={offer.slug}>
          {percent === null ? null : <OfferDiscount percent={percent} />}
          <RegionLink to="catalog" search={{ 'offers.slug': offer.slug }}>
            {offer.title}
          </RegionLink>
          <span>
            <FormattedMessage
              {...productListMessages.offerEnds}
              values={{ date: intl.formatDate(offer.endsAt, { dateStyle: 'long', timeZone: 'UTC' }) }}
            />
          </span>
        </Offer>
      ) : null}
      <StockNote product={product} />
      {children}
    </Overview>
  );
}

const Overview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.up('lg')} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The price and its tax label on one line, the label wrapping under it on a narrow phone. */
const PriceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

const Offer = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
