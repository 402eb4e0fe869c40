import { css } from '@emotion/react';
import { Button, Skeleton, colors, fontSizes, fontWeights, radii, space } from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CartQuotation } from '../../state/cart-line';
import type { CartState } from '../../state/cart.slice';
import { cartViewMessages as messages } from './cart-view.messages';

export interface CartSummaryProps {
  quotation: CartQuotation;
  status: CartState['quotationStatus'];
  /** Formats minor units of the quotation's currency. */
  money: (minor: number) => string;
  /** Under the total once priced: what paying it in instalments comes to (the cart's; an order is placed). */
  totalNote?: ReactNode;
  /** Asks again after a failure (the cart's); an order's stored quotation never fails. */
  onRetry?: () => void;
  /** What follows the totals: the checkout button or the form (the page's). */
  children?: ReactNode;
}

/**
 * SPEC §3 "Cart quotation" as the shopper reads it: products, each offer's discount, then
 * - where the prices include the tax (`taxIncluded`): the total, and under it the tax it contains
 *   ("Including VAT 5 %: AED 21.25"), never added on top;
 * - where they do not: the subtotal before tax, the tax with its label ("VAT 5 %"), the total.
 * Every amount is the backend's; while a new quotation is on its way they wait (skeletons); when it
 * failed they are not shown at all (they would be another cart's) and a retry is offered, the lines kept.
 */
export function CartSummary({ quotation, status, money, totalNote, onRetry, children }: CartSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const offers = quotation.adjustments.filter((adjustment) => adjustment.type === 'offer');
  const tax = quotation.adjustments.find((adjustment) => adjustment.type === 'tax');
  const priced = status === 'success';
  const amount = (minor: number) => (priced ? money(minor) : <Skeleton shape="text" width="5rem" />);

  return (
    <section css={summaryStyles} aria-labelledby={titleId} aria-busy={status === 'pending' || undefined}>
      <h2 id={titleId} css={titleStyles}>
        {intl.formatMessage(messages.summaryTitle)}
      </h2>
      {status === 'error' ? (
        <div role="alert" css={failedStyles}>
          <strong>{intl.formatMessage(messages.failedTitle)}</strong>
          <p css={failedTextStyles}>{intl.formatMessage(messages.failedText)}</p>
          {onRetry ? (
            <Button variant="outlined" size="sm" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          ) : null}
        </div>
      ) : (
        <>
          <dl css={rowsStyles}>
            <Row label={intl.formatMessage(messages.subTotalBeforeDiscounts)}>{amount(quotation.subTotalBeforeDiscounts)}</Row>
            {priced
              ? offers.map((offer) => (
                  <Row key={offer.offerSlug ?? offer.label} label={offer.label} tone="discount">
                    {money(offer.amount)}
                  </Row>
                ))
              : null}
            {/* One offer's row is the discounts' total already. */}
            {priced && offers.length > 1 ? (
              <Row label={intl.formatMessage(messages.discountsTotal)} tone="discount">
                {money(-quotation.discountsTotalAbs)}
              </Row>
            ) : null}
            {quotation.taxIncluded ? null : (
              <>
                <Row label={intl.formatMessage(messages.subTotalBeforeTaxation)}>{amount(quotation.subTotalBeforeTaxation)}</Row>
                <Row label={tax?.label ?? intl.formatMessage(messages.taxesTotal)}>{amount(quotation.taxesTotal)}</Row>
              </>
            )}
            <Row label={intl.formatMessage(messages.total)} tone="total">
              {amount(quotation.total)}
            </Row>
            {quotation.taxIncluded && tax ? (
              <Row label={intl.formatMessage(messages.taxIncluded, { tax: tax.label })} tone="contained">
                {amount(quotation.taxesTotal)}
              </Row>
            ) : null}
          </dl>
          {priced ? totalNote : null}
          {priced && !tax ? <p css={noteStyles}>{intl.formatMessage(messages.noTax)}</p> : null}
          <p css={liveStyles} aria-live="polite">
            {status === 'pending' ? intl.formatMessage(messages.updating) : ''}
          </p>
        </>
      )}
      {children}
    </section>
  );
}

function Row({ label, tone, children }: { label: string; tone?: 'discount' | 'total' | 'contained'; children: ReactNode }) {
  return (
    <div css={[rowStyles, tone === 'discount' && discountStyles, tone === 'total' && totalStyles, tone === 'contained' && containedStyles]}>
      <dt css={labelStyles}>{label}</dt>
      <dd css={amountStyles}>{children}</dd>
    </div>
  );
}

const summaryStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  padding: space[5],
  borderRadius: radii.lg,
  background: colors.surfaceMuted,
});

const titleStyles = css({ margin: 0, fontSize: fontSizes.xl, fontWeight: fontWeights.bold });

const rowsStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2], margin: 0 });

const rowStyles = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space[4],
  fontSize: fontSizes.md,
});

const labelStyles = css({ flex: '1 1 auto', minInlineSize: 0 });

const amountStyles = css({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end', whiteSpace: 'nowrap' });

const discountStyles = css({ color: colors.success });

const totalStyles = css({
  paddingBlockStart: space[3],
  borderBlockStart: `1px solid ${colors.border}`,
  fontSize: fontSizes.xl,
  fontWeight: fontWeights.bold,
});

/** The tax a total contains: read after it, quieter. */
const containedStyles = css({ color: colors.textMuted, fontSize: fontSizes.sm });

const noteStyles = css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm });

const liveStyles = css({ margin: 0, color: colors.textMuted, fontSize: fontSizes.sm, minBlockSize: '1.25rem' });

const failedStyles = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[2],
  padding: space[4],
  borderRadius: radii.md,
  background: colors.warningSurface,
  color: colors.warning,
});

const failedTextStyles = css({ margin: 0, color: colors.text, fontSize: fontSizes.sm });
