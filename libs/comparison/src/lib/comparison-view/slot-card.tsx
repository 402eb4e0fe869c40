import { css } from '@emotion/react';
import { priceNow, type ComparisonProduct } from '@storefront/api-client';
import { formattingLocale, moneyFormat, type LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { Button, Image, IsolatedName, Price, Skeleton, colors, fontSizes, fontWeights, lineHeights, space } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ComparisonSlot } from '../state/comparison.model';
import { comparisonViewMessages as messages } from './comparison-view.messages';
import type { ComparedProductState } from './use-compared-products';

const THUMB = 160;

export interface SlotCardProps {
  slot: ComparisonSlot;
  /** What the backend said of it (today's price, the page language's name), or that it is on its way. */
  state: ComparedProductState;
  locale: LocaleCode;
  /** ISO country of the region (`AE`): prices format with Latin digits in Arabic. */
  country: string;
  imageUrl: (path: string) => string;
  /** Absent in a shared comparison: the shopper looks at someone else's choice, nothing to remove. */
  onRemove?: () => void;
  onRetry: () => void;
  /** The app's controls for a loaded product (the cart's "add to cart"). */
  actions?: ReactNode;
}

/**
 * A filled slot of the comparison (a column's head): the product's picture, name (a link to its
 * page), today's price, the app's actions and "remove". While its answer is on its way the price is a
 * placeholder; a failed answer says so with a retry, and the product keeps its slot.
 */
export function SlotCard({ slot, state, locale, country, imageUrl, onRemove, onRetry, actions }: SlotCardProps) {
  const intl = useIntl();
  const product = state.status === 'loaded' ? state.product : undefined;
  const title = product?.title ?? slot.title;
  return (
    <div css={cardStyles} data-product-id={slot.productId}>
      <Image
        src={imageUrl((product?.image ?? slot.image).path)}
        alt=""
        width={THUMB}
        height={THUMB}
        sizes={`${THUMB}px`}
        fit="contain"
        preset="shop"
        loading="lazy"
        css={imageStyles}
      />
      <RegionLink to={`product/${slot.slug}`} css={titleStyles}>
        <IsolatedName>{title}</IsolatedName>
      </RegionLink>
      <div css={priceStyles} aria-live="polite">
        {product ? (
          <SlotPrice product={product} locale={locale} country={country} />
        ) : state.status === 'failed' ? (
          <div css={failedStyles} role="alert">
            <span>{intl.formatMessage(messages.productFailed)}</span>
            <Button variant="outlined" size="sm" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </div>
        ) : (
          <Skeleton shape="text" width="6rem" />
        )}
      </div>
      <div css={actionsStyles} data-print="hide">
        {product ? actions : null}
        {onRemove ? (
          <button type="button" css={removeStyles} onClick={onRemove} aria-label={intl.formatMessage(messages.remove, { product: title })}>
            {intl.formatMessage(messages.removeVisible)}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function SlotPrice({ product, locale, country }: { product: ComparisonProduct; locale: LocaleCode; country: string }) {
  const intl = useIntl();
  const money = (minor: number) => moneyFormat({ minor, currency: product.currency, fractionDigits: product.fractionDigits });
  // The price a shopper pays now, as the product's card and page show it (an offer's where one runs).
  const shown = priceNow(product);
  const price = money(shown.price);
  return (
    <>
      <Price
        amount={price.amount}
        oldAmount={shown.before === null ? undefined : money(shown.before).amount}
        currency={product.currency}
        locale={formattingLocale(locale, country)}
        formatOptions={{
          minimumFractionDigits: price.options.minimumFractionDigits,
          maximumFractionDigits: price.options.maximumFractionDigits,
        }}
        oldPriceLabel={intl.formatMessage(messages.oldPrice)}
        currentPriceLabel={intl.formatMessage(messages.currentPrice)}
      />
      {product.inStock ? null : <span css={stockStyles}>{intl.formatMessage(messages.outOfStock)}</span>}
    </>
  );
}

const cardStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  blockSize: '100%',
  textAlign: 'start',
  fontWeight: fontWeights.regular,
});

const imageStyles = css({ alignSelf: 'center', inlineSize: '100%', maxInlineSize: THUMB, blockSize: 'auto', aspectRatio: '1' });

const titleStyles = css({
  color: colors.text,
  fontSize: fontSizes.md,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.snug,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});

const priceStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1], minBlockSize: '1.75rem' });

const failedStyles = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[2],
  color: colors.danger,
  fontSize: fontSizes.sm,
});

const stockStyles = css({ color: colors.textMuted, fontSize: fontSizes.sm });

const actionsStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2], marginBlockStart: 'auto' });

const removeStyles = css({
  alignSelf: 'flex-start',
  minBlockSize: 44,
  padding: 0,
  border: 0,
  background: 'none',
  color: colors.textMuted,
  font: 'inherit',
  fontSize: fontSizes.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:hover': { color: colors.text },
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});
