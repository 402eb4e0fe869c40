import { z } from './zod';
import { captchaFieldSchema } from './captcha';
import { isoDateTime, timeOfDay } from './common';
import { storeSchema } from './places';

/**
 * Issue 34: where a model stands and booking a test ride or a showroom visit (docs/regional-api.md
 * "Where a model stands" and "Bookings"). Times of slots are instants in UTC; a store's day and hours
 * are in the region's time zone, which the answers name.
 */

export { bookingPaths } from './booking-paths';

export const BOOKING_KINDS = ['test_ride', 'showroom_visit'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** `GET /stores/with-product/{productId}`: the stores of the region that show the model or lend it for rides. */
export const productStoresSchema = z.object({
  productId: z.number().int().positive(),
  timeZone: z.string(),
  /** Today in the region's time zone (`YYYY-MM-DD`): the day `today` of each store is for. */
  date: z.iso.date(),
  items: z.array(
    z.object({
      store: storeSchema,
      onDisplay: z.boolean(),
      forTestRides: z.boolean(),
      /** Today's hours in the region's time zone; null when the store is closed today. */
      today: z.object({ opens: timeOfDay(), closes: timeOfDay() }).nullable(),
    }),
  ),
});
export type ProductStores = z.infer<typeof productStoresSchema>;

/** One bookable slot: an hour of a store's day, with how many places are left. */
const bookingSlotSchema = z.object({ start: isoDateTime(), end: isoDateTime(), free: z.number().int().positive() });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

/** `GET /bookings/slots?store={uuid}&date={YYYY-MM-DD}&kind={kind}`: the free slots of a store's day. */
export const bookingSlotsSchema = z.object({
  store: z.uuid(),
  kind: z.enum(BOOKING_KINDS),
  date: z.iso.date(),
  timeZone: z.string(),
  /** Places per slot for this kind. */
  capacity: z.number().int().positive(),
  slots: z.array(bookingSlotSchema),
});
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

/**
 * `POST /bookings` body (JSON), with an `Idempotency-Key` header like orders. `product` is required for a
 * test ride (a model the store lends for rides); campaign marks and `consent` as `POST /deal/add/`.
 */
export const bookingRequestSchema = z.object({
  kind: z.enum(BOOKING_KINDS),
  /** The store's uuid. */
  store: z.uuid(),
  product: z.number().int().positive().optional(),
  /** A slot's `start` as `GET /bookings/slots` answered it. */
  start: isoDateTime(),
  name: z.string(),
  phone: z.string(),
  /** Motorcycles: the shopper confirms holding a licence (optional). */
  licenceConfirmed: z.boolean().optional(),
  clientId: z.string().optional(),
  campaign: z.record(z.string(), z.string()).optional(),
  consent: z.object({ analytics: z.boolean(), marketing: z.boolean() }).optional(),
  /** Where the country's `features.hasCaptcha` is set, required: a solved captcha (docs/regional-api.md "Captcha"). */
  captcha: captchaFieldSchema.optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** `GET /bookings/{id}?token=…`: what a confirmation page shows. */
export const bookingSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(['booked', 'cancelled']),
  start: isoDateTime(),
  end: isoDateTime(),
  timeZone: z.string(),
  store: storeSchema,
  product: z.object({ id: z.number().int().positive(), slug: z.string(), name: z.string() }).nullable(),
  name: z.string(),
  phone: z.string(),
  licenceConfirmed: z.boolean().nullable(),
  createdAt: isoDateTime(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** `POST /bookings` answer (201, or 200 for a replayed key): the booking and its secret cancel token. */
export const bookingCreatedSchema = z.object({
  booking: bookingSchema,
  /** Shown once: the confirmation and cancel links carry it; the backend keeps only its hash. */
  cancelToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** The 409 of `POST /bookings` when the slot filled: the usual error body plus the next free slots of the store. */
export const bookingConflictSchema = z.object({ error: z.string(), message: z.string(), nextSlots: z.array(bookingSlotSchema) });
export type BookingConflict = z.infer<typeof bookingConflictSchema>;
