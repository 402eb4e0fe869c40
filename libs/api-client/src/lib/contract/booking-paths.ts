// Issue 34: the paths of where a model stands and of bookings (docs/regional-api.md "Bookings"), without zod.

/**
 * The paths of these endpoints, apart from `apiPaths` (which every page's first load carries) and from the
 * schemas of `bookings.ts` (which re-exports them): the booking page imports them from the lib's index
 * without bringing zod along; `src/contract.ts` re-exports them for the backend and the schemas' users.
 */
export const bookingPaths = {
  /** The stores of the region that show a model or lend it for test rides, with today's hours. */
  productStores: (productId: number) => `/stores/with-product/${encodeURIComponent(productId)}`,
  bookingSlots: '/bookings/slots',
  bookings: '/bookings',
  /** A booking, read with `?token=`; `part` `/calendar.ics` (with `?token=`) is its calendar file, `/cancel` (POST `{ token }`) cancels it. */
  booking: (id: number, part: '' | '/calendar.ics' | '/cancel' = '') => `/bookings/${encodeURIComponent(id)}${part}`,
} as const;
