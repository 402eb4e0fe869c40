import { css } from '@emotion/react';
import { bookingPaths, type Booking } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { Button, Heading, colors, fontSizes, fontWeights, radii, space, toast } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../forms/form-alert';
import { useCancelBookingMutation } from '../state/booking.api';
import { formatSlot } from './booking-time';
import { bookingDetailsMessages as messages, bookingKindMessages } from './booking.messages';
import { bookingPageMessages } from './booking-page.messages';

export interface BookingDetailsProps {
  booking: Booking;
  /** The secret token the page's address carries: it opens and cancels the booking. */
  token: string;
  region: string;
  locale: LocaleCode;
  /** The region's API as the browser reaches it (the public env's `backApi`): the calendar file is the backend's. */
  backApi: string;
}

/**
 * The confirmation of a booking (issue 34): what, when (the store's local time), where (the store and its
 * address), the model; its calendar file; and cancelling it, asked once more before it is done. A
 * cancelled booking says so and offers nothing but its details.
 */
export function BookingDetails({ booking, token, region, locale, backApi }: BookingDetailsProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [cancel, cancelling] = useCancelBookingMutation();
  const cancelled = booking.status === 'cancelled';
  const status = useRef<HTMLDivElement>(null);
  const wasCancelled = useRef(cancelled);
  // Once cancelled, focus goes to what the page now says.
  useEffect(() => {
    if (cancelled && !wasCancelled.current) status.current?.focus();
    wasCancelled.current = cancelled;
  }, [cancelled]);

  const confirm = async () => {
    const result = await cancel({ region, locale, id: booking.id, token });
    if ('error' in result && result.error) {
      toast.error(intl.formatMessage(messages.cancelFailed));
      return;
    }
    setAsking(false);
    toast.success(intl.formatMessage(messages.cancelledToast));
  };

  const { store } = booking;
  const calendarUrl = `${backApi}${bookingPaths.booking(booking.id, '/calendar.ics')}?${new URLSearchParams({ token, locale })}`;
  return (
    <article css={frameStyles} aria-labelledby="booking-title" data-testid="booking-details" data-status={booking.status}>
      <Heading level={1} id="booking-title">
        {intl.formatMessage(cancelled ? messages.cancelledTitle : bookingPageMessages.detailsTitle)}
      </Heading>
      <div ref={status} tabIndex={-1}>
        {cancelled ? <FormAlert tone="error">{intl.formatMessage(messages.cancelled)}</FormAlert> : <FormAlert tone="success">{intl.formatMessage(messages.booked)}</FormAlert>}
      </div>
      <dl css={listStyles}>
        <dt>{intl.formatMessage(messages.what)}</dt>
        <dd>{intl.formatMessage(bookingKindMessages[booking.kind])}</dd>
        <dt>{intl.formatMessage(messages.when)}</dt>
        <dd data-testid="booking-when">{formatSlot(booking, intl.locale, booking.timeZone)}</dd>
        <dt>{intl.formatMessage(messages.where)}</dt>
        <dd>
          <span css={{ fontWeight: fontWeights.semibold }}>{store.name}</span>
          <br />
          {store.address}, {store.city.name}
          <br />
          <a href={`tel:${store.phone}`} dir="ltr">
            {store.phone}
          </a>
        </dd>
        {booking.product ? (
          <>
            <dt>{intl.formatMessage(messages.model)}</dt>
            <dd>{booking.product.name}</dd>
          </>
        ) : null}
        <dt>{intl.formatMessage(messages.name)}</dt>
        <dd>{booking.name}</dd>
      </dl>
      {cancelled ? null : (
        <div css={actionsStyles}>
          <a css={calendarStyles} href={calendarUrl} download={`booking-${booking.id}.ics`} data-testid="booking-calendar">
            {intl.formatMessage(messages.calendar)}
          </a>
          {asking ? (
            <div css={askStyles} role="group" aria-labelledby="booking-cancel-question">
              <p id="booking-cancel-question" css={{ margin: 0 }}>
                {intl.formatMessage(messages.cancelQuestion)}
              </p>
              <div css={buttonsStyles}>
                <Button variant="default" onClick={() => void confirm()} aria-busy={cancelling.isLoading || undefined} aria-disabled={cancelling.isLoading || undefined}>
                  {intl.formatMessage(cancelling.isLoading ? messages.cancelling : messages.cancelConfirm)}
                </Button>
                <Button variant="outlined" onClick={() => setAsking(false)}>
                  {intl.formatMessage(messages.cancelKeep)}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="outlined" onClick={() => setAsking(true)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

const frameStyles = css({ display: 'grid', gap: space[5], maxInlineSize: '44rem', minInlineSize: 0 });
const listStyles = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  gap: `${space[2]} ${space[5]}`,
  margin: 0,
  '& dt': { color: colors.textMuted, fontSize: fontSizes.sm },
  '& dd': { margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' },
});
const actionsStyles = css({ display: 'grid', gap: space[4], justifyItems: 'start' });
const calendarStyles = css({ color: colors.accentText, fontWeight: fontWeights.semibold, textUnderlineOffset: '0.2em' });
const askStyles = css({ display: 'grid', gap: space[3], padding: space[4], border: `1px solid ${colors.border}`, borderRadius: radii.md });
const buttonsStyles = css({ display: 'flex', flexWrap: 'wrap', gap: space[3] });
