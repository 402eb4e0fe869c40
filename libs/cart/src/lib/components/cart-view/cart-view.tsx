import { css } from '@emotion/react';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { EmptyState, Skeleton, VisuallyHidden, colors, emptyStateActionStyles, fontSizes, fontWeights, media, space } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CartLine, CartQuotation } from '../../state/cart-line';
import type { CartState } from '../../state/cart.slice';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { cartViewMessages as messages } from './cart-view.messages';

export interface CartViewProps {
  /** False until the browser has read the stored cart (the server and the first paint know nothing of it). */
  restored: boolean;
  lines: readonly CartLine[];
  quotation: CartQuotation;
  quotationStatus: CartState['quotationStatus'];
  loading: boolean;
  locale: LocaleCode;
  /** ISO country of the region (`AE`): money formats with Latin digits in Arabic. */
  country: string;
  /** The region's currency, for amounts before the first quotation names one. */
  currency: string;
  /** `/init/shop` `cartLimits.maxQuantity`. */
  maxQuantity: number;
  imageUrl: (path: string) => string;
  onQuantityChange: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
  onRetry: () => void;
  /** Under the totals: the checkout button (the page's). */
  checkout?: ReactNode;
  /** Under the lines, in the wide column: the checkout form (the page's). */
  below?: ReactNode;
  /** Beside the summary: e.g. the call-back request. */
  aside?: ReactNode;
}

/**
 * The cart page's body: the lines beside the order summary (stacked on a phone), or a designed empty
 * state that leads back to the catalogue, or a placeholder while the stored cart is read.
 */
export function CartView(props: CartViewProps) {
  const { restored, lines, quotation, quotationStatus, loading, locale, country, currency, maxQuantity, imageUrl } = props;
  const intl = useIntl();
  const formatting = formattingLocale(locale, country);
  const money = (minor: number) =>
    formatMoney(formatting, { minor, currency: quotation.currency ?? currency, fractionDigits: quotation.fractionDigits ?? 2 });

  if (!restored) return <CartRestoring />;
  if (!lines.length) return <CartEmpty />;

  const priced = new Map(quotation.lines.map((line) => [line.productId, line]));
  return (
    <div css={layoutStyles}>
      <div>
        <p css={countStyles}>{intl.formatMessage(messages.count, { count: lines.length })}</p>
        <ul css={listStyles} aria-label={intl.formatMessage(messages.linesLabel)}>
          {lines.map((line) => (
            <CartLineItem
              key={line.product_id}
              line={line}
              priced={priced.get(line.product_id)}
              showPrices={quotationStatus !== 'error'}
              money={money}
              maxQuantity={maxQuantity}
              loading={loading}
              imageUrl={imageUrl}
              onQuantityChange={(quantity) => props.onQuantityChange(line.product_id, quantity)}
              onRemove={() => props.onRemove(line.product_id)}
            />
          ))}
        </ul>
        <RegionLink to="catalog" css={continueStyles}>
          {intl.formatMessage(messages.continueShopping)}
        </RegionLink>
        {props.below ? <div css={belowStyles}>{props.below}</div> : null}
      </div>
      <div css={asideStyles}>
        <CartSummary quotation={quotation} status={quotationStatus} money={money} onRetry={props.onRetry}>
          {props.checkout}
        </CartSummary>
        {props.aside}
      </div>
    </div>
  );
}

/** What the server renders, and the browser until it read the stored cart: the page's shape, no numbers. */
function CartRestoring() {
  const intl = useIntl();
  return (
    <div css={layoutStyles} role="status" aria-live="polite">
      <div css={restoringListStyles}>
        <VisuallyHidden>{intl.formatMessage(messages.restoring)}</VisuallyHidden>
        {[0, 1].map((key) => (
          <div key={key} css={restoringLineStyles} aria-hidden="true">
            <Skeleton shape="rect" width={96} height={96} />
            <Skeleton shape="text" lines={2} />
          </div>
        ))}
      </div>
      <div aria-hidden="true">
        <Skeleton shape="rect" height="14rem" />
      </div>
    </div>
  );
}

/** An empty cart: what to do next, not a blank page. */
export function CartEmpty() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={
        <svg viewBox="0 0 64 64" focusable="false">
          <path d="M6 10h8l7 32h30l6-22H18" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="25" cy="52" r="4" fill="currentColor" />
          <circle cx="47" cy="52" r="4" fill="currentColor" />
        </svg>
      }
      title={intl.formatMessage(messages.emptyTitle)}
      action={
        <RegionLink to="catalog" css={emptyStateActionStyles}>
          {intl.formatMessage(messages.emptyAction)}
        </RegionLink>
      }
    >
      {intl.formatMessage(messages.emptyText)}
    </EmptyState>
  );
}

// One column on a phone, two from lg. The phone's column is the page's width, not its widest field's:
// an implicit column would grow to the checkout form's min-content and widen the page.
const layoutStyles = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[8],
  alignItems: 'start',
  [media.up('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)' },
});

const countStyles = css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm });

const listStyles = css({ listStyle: 'none', margin: 0, padding: 0 });

const asideStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  [media.up('lg')]: { position: 'sticky', insetBlockStart: space[24] },
});

const linkLike = css({
  color: colors.accentText,
  fontWeight: fontWeights.semibold,
  textDecoration: 'underline',
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});

const continueStyles = css(linkLike, { display: 'inline-block', marginBlockStart: space[4], paddingBlock: space[2] });

const belowStyles = css({ marginBlockStart: space[8] });

const restoringListStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4] });

const restoringLineStyles = css({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'center',
});

