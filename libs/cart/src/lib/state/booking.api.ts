// The booking's RTK Query endpoints and their arguments (issue 34, docs/regional-api.md "Bookings").
import { apiPaths, baseApi, bookingPaths, type Booking, type BookingKind, type BookingSlots } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

/** A product of the region, by its id. */
export interface BookingProductArgs extends RegionsQueryArgs {
  productId: number;
}

/** What the booking form needs of the product to ride: its name, and whether it is a motorcycle (the licence question). */
export interface BookingProduct {
  id: number;
  name: string;
  motorcycle: boolean;
}

/** The free slots of a store's day for one kind of booking. */
export interface BookingSlotsArgs extends RegionsQueryArgs {
  store: string;
  date: string;
  kind: BookingKind;
}

/** A booking, opened by its secret token. */
export interface BookingArgs extends RegionsQueryArgs {
  id: number;
  token: string;
}

export const bookingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The product's card (`GET /products/?ids=`); null when the region does not sell it. */
    getBookingProduct: build.query<BookingProduct | null, BookingProductArgs>({
      query: ({ region, locale, productId }) => ({ region, url: apiPaths.products, params: { ids: String(productId), itemsPerPage: 1, locale }, schema: 'productList' }),
      transformResponse: (list: { items: readonly { id: number; name: string; category: { path: string } }[] }, _meta, { productId }) => {
        const item = list.items.find((entry) => entry.id === productId);
        return item ? { id: item.id, name: item.name, motorcycle: item.category.path.split('/')[0] === 'motorcycles' } : null;
      },
    }),
    /** A store's free slots of a day (`no-store`: places go as others book; never kept once unused). */
    getBookingSlots: build.query<BookingSlots, BookingSlotsArgs>({
      query: ({ region, locale, store, date, kind }) => ({ region, url: bookingPaths.bookingSlots, params: { locale, store, date, kind }, schema: 'bookingSlots' }),
      keepUnusedDataFor: 0,
    }),
    /** A booking as the confirmation page shows it (`GET /bookings/{id}?token=`). */
    getBooking: build.query<Booking, BookingArgs>({
      query: ({ region, locale, id, token }) => ({ region, url: bookingPaths.booking(id), params: { locale, token }, schema: 'booking' }),
    }),
    /** Cancels it (`POST /bookings/{id}/cancel`, idempotent): the page shows the answer at once. */
    cancelBooking: build.mutation<Booking, BookingArgs>({
      query: ({ region, locale, id, token }) => ({ region, url: bookingPaths.booking(id, '/cancel'), method: 'POST', params: { locale }, data: { token }, schema: 'booking' }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(bookingApi.util.upsertQueryData('getBooking', args, data));
      },
    }),
  }),
});

export const { useGetBookingProductQuery, useGetBookingSlotsQuery, useGetBookingQuery, useCancelBookingMutation } = bookingApi;
