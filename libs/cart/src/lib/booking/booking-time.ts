import type { BookingSlot } from '@storefront/api-client';

/**
 * Days and slots as the store keeps them: in the region's time zone (the backend's `timeZone`), never
 * the browser's, so a shopper abroad books the hour the store means (docs/regional-api.md "Bookings").
 */

/** How many days ahead a shopper may choose: the backend's horizon (30 days). */
const BOOKING_DAYS = 30;

const DAY_MS = 86_400_000;

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone; UTC's for a zone Intl does not know. */
export function zonedDay(instant: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('UTC');
  }
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today and the following days in the region's time zone, `count` in all: what the day field offers. */
export function bookingDays(now: Date, timeZone: string, count = BOOKING_DAYS): string[] {
  const today = zonedDay(now, timeZone);
  const start = Date.parse(`${today}T12:00:00.000Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * DAY_MS).toISOString().slice(0, 10));
}

/** A time zone Intl can format in: the region's, else UTC (a malformed answer never breaks the page). */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A day (`YYYY-MM-DD`) as the shopper reads it: "Friday, 4 December" in the page's locale. */
export function formatBookingDay(day: string, locale: string): string {
  const noon = new Date(`${day}T12:00:00.000Z`);
  if (Number.isNaN(noon.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(noon);
}

/**
 * A slot's hours in the region's time zone: "10:00–11:00". Each end formatted on its own, not with
 * `formatRange`, whose spacing differs between ICU versions (the server's and the browser's must agree).
 */
export function formatSlotHours(slot: Pick<BookingSlot, 'start' | 'end'>, locale: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: knownZone(timeZone) });
  return `${format.format(new Date(slot.start))}–${format.format(new Date(slot.end))}`;
}

/** A slot with its day, in the region's time zone: "Friday 4 December, 10:00–11:00" (the 409's alternatives, the confirmation). */
export function formatSlot(slot: Pick<BookingSlot, 'start' | 'end'>, locale: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: knownZone(timeZone) }).format(new Date(slot.start));
  // Arabic separates with its own comma.
  return `${day}${locale.split(/[-_]/)[0] === 'ar' ? '، ' : ', '}${formatSlotHours(slot, locale, timeZone)}`;
}
