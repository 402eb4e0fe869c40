import { queryErrorStatus } from '@storefront/api-client';
import { BOOKING_ID, BOOKING_TOKEN, bookingApi, parseBookingSearch } from '@storefront/cart';
import { catalogApi } from '@storefront/catalog';
import { productStoresApi, regionsApi, type RegionLocale } from '@storefront/regions';
import { notFound } from '@tanstack/react-router';
import type { AppStore } from '../../../../../app/app-store';
import { publicError } from '../../../../../app/public-errors';

/**
 * The booking route's loader (issue 34), in its own chunk. Its pages exist only where the region takes
 * call-back forms (`/init/shop` `features.hasCallbackForms`): elsewhere they are the 404 page, as the
 * backend's bookings are.
 */
async function requireBookings(store: AppStore, args: { region: string; locale: RegionLocale['locale'] }) {
  const { data: shop, error } = await store.dispatch(catalogApi.endpoints.getShop.initiate(args, { subscribe: false }));
  if (error) console.error(`Shop settings of ${args.region}_${args.locale} could not be loaded for a booking page`, error);
  if (shop && !shop.features.hasCallbackForms) throw notFound();
}

/**
 * `/booking/`: the query's product, store and kind (each checked; a malformed one is left out), the region's
 * stores, and the product's card and the stores that lend it. None of them is critical: the form says what did
 * not load. `/booking/{id}/?token=…`: the booking its id and token open. An id or a token that cannot be one,
 * and a booking the backend does not open with it, are the 404 page; any other failure the error page.
 */
export async function loadBookingPage({
  bookingId,
  search,
  store,
  regionLocale,
}: {
  bookingId: string | undefined;
  search: Record<string, unknown>;
  store: AppStore;
  regionLocale: RegionLocale;
}) {
  const region = regionLocale.region.code;
  const { locale } = regionLocale;
  const args = { region, locale };
  if (bookingId === undefined) {
    const booking = parseBookingSearch(search);
    const product = booking.product === undefined ? undefined : { ...args, productId: booking.product };
    await Promise.all([
      requireBookings(store, args),
      store.dispatch(regionsApi.endpoints.getStores.initiate(args, { subscribe: false })),
      product && store.dispatch(bookingApi.endpoints.getBookingProduct.initiate(product, { subscribe: false })),
      product && store.dispatch(productStoresApi.endpoints.getProductStores.initiate(product, { subscribe: false })),
    ]);
    return { kind: 'form' as const, search: booking };
  }
  const token = typeof search['token'] === 'string' ? search['token'] : '';
  if (!BOOKING_ID.test(bookingId) || !BOOKING_TOKEN.test(token)) throw notFound();
  await requireBookings(store, args);
  const bookingArgs = { ...args, id: Number(bookingId), token };
  const { data, error } = await store.dispatch(bookingApi.endpoints.getBooking.initiate(bookingArgs, { subscribe: false }));
  if (!data) {
    if (queryErrorStatus(error) === 404) throw notFound();
    // The backend's answer is logged, never carried into the page (nor the token).
    console.error(`Booking ${bookingId} of ${region}_${locale} could not be loaded`, error);
    throw publicError('internal-error', 'The booking could not be loaded');
  }
  return { kind: 'details' as const, args: bookingArgs };
}
