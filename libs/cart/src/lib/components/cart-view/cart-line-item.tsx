import { css } from '@emotion/react';
import type { QuotationLine } from '@storefront/api-client';
import { RegionLink } from '@storefront/regions';
import { Image, IsolatedName, QuantityStepper, Skeleton, VisuallyHidden, colors, fontSizes, fontWeights, lineHeights, media, radii, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import type { CartLine, CartProduct } from '../../state/cart-line';
import { cartQuantityMessages } from '../cart.messages';
import { PreOrderNote } from '../pre-order-note';
import { cartViewMessages as messages } from './cart-view.messages';

export interface CartLineItemProps {
  line: CartLine;
  /** The line as the latest quotation priced it; undefined before the first answer. */
  priced: QuotationLine | undefined;
  /** The product as the catalogue named it (the page that added it, or a lookup), until a quotation does. */
  known?: CartProduct | undefined;
  /** False while the amounts are not the current lines' (the quotation failed): names stay, prices go. */
  showPrices: boolean;
  /** Formats minor units of the quotation's currency. */
  money: (minor: number) => string;
  maxQuantity: number;
  /** Remove is inert while the cart is loading: a double click never removes twice. */
  loading: boolean;
  imageUrl: (path: string) => string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

const THUMB = 96;

/**
 * One line of the cart: picture, name (a link to the product), warranty, price per piece (with the
 * warranty), quantity, the line's price and its offer discount, and remove. Amounts are the
 * quotation's (before tax, as the catalogue's), so the lines add up to the summary's "Products".
 * Before a quotation names the line it is a skeleton of the product, with the name and picture the
 * catalogue gave when they are known; quantity and remove work all the same. 0 typed in the
 * quantity removes the line (SPEC §4).
 */
export function CartLineItem({
  line,
  priced,
  known,
  showPrices,
  money,
  maxQuantity,
  loading,
  imageUrl,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const intl = useIntl();
  const name = priced?.name ?? known?.name;
  const slug = priced?.slug ?? known?.slug;
  const image = priced?.image ?? known?.image;
  const warranty = intl.formatMessage(line.warranty === 'pro' ? messages.warrantyPro : messages.warrantyBasic);
  const amounts = showPrices && priced && priced.quantity === line.quantity;
  return (
    <li css={lineStyles} data-product-id={line.product_id} data-warranty={line.warranty} aria-busy={!priced || undefined}>
      <div css={thumbStyles}>
        {image ? (
          <Image
            src={imageUrl(image.path)}
            alt=""
            width={THUMB}
            height={THUMB}
            sizes={`${THUMB}px`}
            fit="contain"
            preset="shop"
            loading="lazy"
          />
        ) : (
          <Skeleton shape="rect" width={THUMB} height={THUMB} />
        )}
      </div>
      <div css={infoStyles}>
        {name === undefined ? (
          <>
            <VisuallyHidden>{intl.formatMessage(messages.loadingProduct)}</VisuallyHidden>
            <Skeleton shape="text" width="min(12rem, 100%)" />
          </>
        ) : slug ? (
          <RegionLink to={`product/${slug}`} css={nameStyles}>
            <IsolatedName>{name}</IsolatedName>
          </RegionLink>
        ) : (
          <span css={nameStyles}>
            <IsolatedName>{name}</IsolatedName>
          </span>
        )}
        <span css={mutedStyles}>{intl.formatMessage(messages.warranty, { warranty })}</span>
        {priced?.preOrder ? <PreOrderNote preOrder={priced.preOrder} /> : null}
        {amounts && priced.discount > 0 ? (
          <span css={discountStyles}>{intl.formatMessage(messages.lineDiscount, { amount: money(priced.discount) })}</span>
        ) : null}
      </div>
      <div css={quantityStyles}>
        <QuantityStepper
          value={line.quantity}
          min={1}
          max={maxQuantity}
          onChange={onQuantityChange}
          onZero={onRemove}
          size="sm"
          label={intl.formatMessage(cartQuantityMessages.label)}
          decreaseLabel={intl.formatMessage(cartQuantityMessages.decrease)}
          increaseLabel={intl.formatMessage(cartQuantityMessages.increase)}
        />
        <button
          type="button"
          css={removeStyles}
          onClick={onRemove}
          disabled={loading}
          aria-label={name === undefined ? intl.formatMessage(messages.removeUnnamed) : intl.formatMessage(messages.remove, { product: name })}
        >
          {intl.formatMessage(messages.removeVisible)}
        </button>
      </div>
      <div css={amountStyles} aria-live="off">
        {amounts ? (
          <>
            <strong css={totalStyles}>{money(priced.linePrice)}</strong>
            <span css={mutedStyles}>
              {intl.formatMessage(messages.each, { price: money(priced.unitPrice + priced.warrantyUnitPrice) })}
            </span>
          </>
        ) : showPrices ? (
          <Skeleton shape="text" width="5rem" />
        ) : null}
      </div>
    </li>
  );
}

const lineStyles = css({
  display: 'grid',
  gridTemplateColumns: `${THUMB}px minmax(0, 1fr)`,
  gridTemplateAreas: '"thumb info" "thumb quantity" "amount amount"',
  columnGap: space[4],
  rowGap: space[3],
  paddingBlock: space[4],
  borderBlockEnd: `1px solid ${colors.border}`,
  [media.up('md')]: {
    gridTemplateColumns: `${THUMB}px minmax(0, 1fr) auto minmax(8rem, auto)`,
    gridTemplateAreas: '"thumb info quantity amount"',
    alignItems: 'center',
  },
});

const thumbStyles = css({
  gridArea: 'thumb',
  inlineSize: THUMB,
  blockSize: THUMB,
  borderRadius: radii.md,
  overflow: 'hidden',
  background: colors.surfaceMuted,
});

const infoStyles = css({ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: space[1], minInlineSize: 0 });

const nameStyles = css({
  color: colors.text,
  fontWeight: fontWeights.semibold,
  fontSize: fontSizes.md,
  lineHeight: lineHeights.snug,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  'a&:hover': { textDecoration: 'underline' },
});

const mutedStyles = css({ color: colors.textMuted, fontSize: fontSizes.sm });

const discountStyles = css({ color: colors.success, fontSize: fontSizes.sm, fontWeight: fontWeights.medium });

const quantityStyles = css({ gridArea: 'quantity', display: 'flex', alignItems: 'center', gap: space[3], flexWrap: 'wrap' });

const removeStyles = css({
  minBlockSize: 44,
  paddingInline: space[2],
  border: 0,
  background: 'none',
  color: colors.textMuted,
  fontSize: fontSizes.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:hover': { color: colors.danger },
  '&:disabled': { cursor: 'progress', opacity: 0.6 },
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});

const amountStyles = css({
  gridArea: 'amount',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: space[1],
  textAlign: 'end',
});

const totalStyles = css({ fontSize: fontSizes.lg, fontWeight: fontWeights.bold, fontVariantNumeric: 'tabular-nums' });
