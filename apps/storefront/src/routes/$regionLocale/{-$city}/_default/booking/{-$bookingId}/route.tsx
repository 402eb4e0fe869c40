import { bookingPageMessages } from '@storefront/cart';
import { createFileRoute } from '@tanstack/react-router';
import { searchLoaderDeps, validateSearchRecord } from '../../../../../../app/search-params';
import { pageHead } from '../../../../../-shared/page-head';
import { loadBookingPage } from '../-loader';
import { BookingPage } from './-page';

/**
 * `/booking/` (issue 34): booking a test ride or a showroom visit, `?product={id}&store={uuid}&kind=test_ride|showroom_visit`
 * preselecting (a malformed value is ignored); `/booking/{id}/?token=…`: a booking's confirmation, opened by
 * its secret token. One route for both: every route is part of every page's first load (the route tree).
 * Private (the confirmation's token is the capability to read and cancel it), the confirmation unindexed;
 * only where the region takes call-back forms, the 404 page elsewhere (docs/adr/0281-booking-pages-in-the-cart.md).
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/booking/{-$bookingId}')({
  staticData: { private: true },
  validateSearch: validateSearchRecord,
  loaderDeps: searchLoaderDeps,
  loader: ({ params: { bookingId }, deps: { search }, context: { store, regionLocale } }) => loadBookingPage({ bookingId, search, store, regionLocale }),
  head: ({ matches, params: { bookingId } }) =>
    pageHead(matches, { page: bookingId ? bookingPageMessages.detailsTitle : bookingPageMessages.title, description: bookingPageMessages.description, noindex: !!bookingId }),
  component: BookingPage,
});
