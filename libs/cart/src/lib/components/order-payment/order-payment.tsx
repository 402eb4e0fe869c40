import { css } from '@emotion/react';
import type { Order } from '@storefront/api-client';
import { Button, colors, fontSizes, fontWeights, radii, space } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../forms/form-alert';
import { orderPaymentMessages as messages } from './order-payment.messages';

/** What "Pay now" did: nothing yet, opening a session, the provider down, another failure. */
export type RetryState = 'idle' | 'opening' | 'unavailable' | 'failed';

export interface OrderPaymentProps {
  order: Pick<Order, 'status' | 'paymentUrl' | 'paymentExpiresAt'>;
  /** The country's time zone, to write when the payment page closes. */
  timeZone: string;
  /** The polling gave up waiting for a confirmation: the shopper may check again. */
  slow: boolean;
  onCheckAgain(): void;
  retry: RetryState;
  onRetry(): void;
}

const TRY_AGAIN = { payment_failed: messages.failed, payment_cancelled: messages.cancelled, payment_expired: messages.expired } as const;

/**
 * The state of an order paid online, above its details (issue 32): paid; awaiting the provider's
 * confirmation (the page polls; the provider's page is offered again, as the shopper may have closed it
 * unpaid); or failed, cancelled, expired or never started, with "Pay now", which opens a new payment of
 * the same order. Nothing for an order paid offline.
 */
export function OrderPayment({ order, timeZone, slow, onCheckAgain, retry, onRetry }: OrderPaymentProps) {
  const intl = useIntl();
  if (order.status === 'paid') {
    return (
      <section css={panelStyles} aria-label={intl.formatMessage(messages.title)}>
        <FormAlert tone="success">{intl.formatMessage(messages.paid)}</FormAlert>
      </section>
    );
  }
  const problem =
    order.status === 'payment_failed' || order.status === 'payment_cancelled' || order.status === 'payment_expired' ? TRY_AGAIN[order.status]
    : order.status === 'awaiting_payment' && !order.paymentUrl ? messages.notStarted
    : undefined;
  if (order.status === 'awaiting_payment' && order.paymentUrl) {
    const until = order.paymentExpiresAt ? intl.formatTime(order.paymentExpiresAt, { timeStyle: 'short', timeZone }) : undefined;
    return (
      <section css={panelStyles} aria-label={intl.formatMessage(messages.title)}>
        <p role="status" css={textStyles}>
          {intl.formatMessage(slow ? messages.slow : messages.awaiting)}
        </p>
        {slow ? (
          <Button variant="outlined" onClick={onCheckAgain}>
            {intl.formatMessage(messages.checkAgain)}
          </Button>
        ) : null}
        {until ? <p css={mutedStyles}>{intl.formatMessage(messages.openUntil, { time: until })}</p> : null}
        <Button href={order.paymentUrl} variant="outlined">
          {intl.formatMessage(messages.continue)}
        </Button>
      </section>
    );
  }
  if (!problem) return null;
  const opening = retry === 'opening';
  return (
    <section css={panelStyles} aria-label={intl.formatMessage(messages.title)}>
      <FormAlert tone="error">{intl.formatMessage(problem)}</FormAlert>
      <Button variant="green" size="lg" onClick={onRetry} aria-disabled={opening || undefined} aria-busy={opening || undefined}>
        {intl.formatMessage(opening ? messages.opening : messages.tryAgain)}
      </Button>
      {retry === 'unavailable' || retry === 'failed' ? (
        <p role="alert" css={[textStyles, errorStyles]}>
          {intl.formatMessage(retry === 'unavailable' ? messages.unavailable : messages.retryFailed)}
        </p>
      ) : null}
    </section>
  );
}

const panelStyles = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[3],
  padding: space[5],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.lg,
  '& > [role="alert"], & > [role="status"]': { alignSelf: 'stretch' },
});
const textStyles = css({ margin: 0, fontSize: fontSizes.md });
const mutedStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
const errorStyles = css({ color: colors.danger, fontWeight: fontWeights.semibold });
