import styled from '@emotion/styled';
import type { BookingCreated } from '@storefront/api-client';
import { BookingDetails, BookingForm, bookingPageMessages, useGetBookingQuery, type BookingArgs } from '@storefront/cart';
import { useGetShopQuery } from '@storefront/catalog';
import { useRegionPath } from '@storefront/regions';
import { Heading, Skeleton } from '@storefront/ui';
import { getRouteApi, useRouteContext, useRouter } from '@tanstack/react-router';
import { Suspense, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { publicRegionApi } from '../../../../../../app/public-env';
import { Page } from '../../../../../../pages/list-page-parts';

const regionRoute = getRouteApi('/$regionLocale');
const bookingRoute = getRouteApi('/$regionLocale/{-$city}/_default/booking/{-$bookingId}');
// Whether this render is the browser's after hydration: nothing to subscribe to.
const noSubscription = () => () => undefined;

/** `/booking/` the form, `/booking/{id}/?token=…` the confirmation (the loader says which). */
export function BookingPage() {
  const data = bookingRoute.useLoaderData();
  return data.kind === 'details' ? <BookingDetailsView args={data.args} /> : <BookingFormView search={data.search} />;
}

/**
 * The cart's booking form, rendered in the browser only (the server sends its placeholder: `BookingForm`'s
 * note); once booked, the confirmation with its secret token.
 */
function BookingFormView({ search }: { search: Parameters<typeof BookingForm>[0]['search'] }) {
  const { regionLocale } = regionRoute.useRouteContext();
  const { region, locale } = regionLocale;
  const { data: shop } = useGetShopQuery({ region: region.code, locale });
  const router = useRouter();
  const regionPath = useRegionPath();
  const browser = useSyncExternalStore(noSubscription, () => true, () => false);
  const placeholder = <Skeleton shape="rect" height="40rem" />;
  const booked = ({ booking: created, cancelToken }: BookingCreated) =>
    void router.navigate({ href: `${regionPath(`booking/${created.id}`)}?token=${encodeURIComponent(cancelToken)}` });

  return (
    <BookingFrame aria-labelledby="booking-title">
      <Heading level={1} id="booking-title">
        <FormattedMessage {...bookingPageMessages.title} />
      </Heading>
      {browser ? (
        <Suspense fallback={placeholder}>
          <BookingForm
            region={region}
            locale={locale}
            timeZone={shop?.timeZone ?? 'UTC'}
            hasCaptcha={shop?.features.hasCaptcha ?? false}
            search={search}
            onBooked={booked}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </BookingFrame>
  );
}

/**
 * The confirmation (the loader has the booking, or the page is the 404 or the error page). Its calendar
 * file is the backend's, on the address the browser reaches it at (the public env's, as images are).
 */
function BookingDetailsView({ args }: { args: BookingArgs }) {
  const env = useRouteContext({ from: '__root__', select: (context) => context.env });
  const { data: booking } = useGetBookingQuery(args);
  if (!booking) return null;
  return (
    <BookingFrame>
      <BookingDetails booking={booking} token={args.token} region={args.region} locale={args.locale} backApi={publicRegionApi(env, args.region)?.backApi ?? ''} />
    </BookingFrame>
  );
}

const BookingFrame = styled(Page)`
  gap: ${({ theme }) => theme.space[6]};
  padding-block-end: ${({ theme }) => theme.space[12]};
`;
