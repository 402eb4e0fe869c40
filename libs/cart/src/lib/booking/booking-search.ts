import type { BookingKind } from '@storefront/api-client';

/** What the booking page's address may preselect: `?product={id}&store={uuid}&kind=test_ride|showroom_visit`. */
export interface BookingSearch {
  product?: number;
  store?: string;
  kind?: BookingKind;
}

const PRODUCT_ID = /^[1-9]\d{0,14}$/;
const STORE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS: readonly string[] = ['test_ride', 'showroom_visit'] satisfies readonly BookingKind[];

const single = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The booking page's query, each value checked on its own: a malformed one is left out (the page then
 * asks for it), never an error. Anything else in the query is ignored.
 */
export function parseBookingSearch(search: Readonly<Record<string, unknown>>): BookingSearch {
  const product = single(search['product']);
  const store = single(search['store']);
  const kind = single(search['kind']);
  return {
    ...(product && PRODUCT_ID.test(product) && Number.isSafeInteger(Number(product)) ? { product: Number(product) } : {}),
    ...(store && STORE_UUID.test(store) ? { store: store.toLowerCase() } : {}),
    ...(kind && KINDS.includes(kind) ? { kind: kind as BookingKind } : {}),
  };
}

/** The shape of a booking id and of its cancel token (docs/regional-api.md "Bookings"): anything else is a 404 without asking. */
export const BOOKING_ID = /^[1-9]\d{0,14}$/;
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
