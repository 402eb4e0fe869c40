import { DAYS_OF_WEEK, type BookingKind, type BookingSlot, type Store } from '@storefront/api-client/contract';

/** Slots are hours of a store's day, from its opening to its closing (docs/regional-api.md "Bookings"). */
const SLOT_MINUTES = 60;
/** A shopper books at least this long ahead: the store needs time to prepare the machine. */
export const LEAD_MINUTES = 120;
/** How far ahead a day can be booked. */
export const HORIZON_DAYS = 30;
/** Places per store and slot: two test-ride machines and escorts, four visitors a showroom advisor can see. */
export const CAPACITY: Readonly<Record<BookingKind, number>> = { test_ride: 2, showroom_visit: 4 };

const MINUTE = 60_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day, time and weekday of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): { date: string; time: string; dayOfWeek: Store['openingHours'][number]['dayOfWeek'] } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'long' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}`, dayOfWeek: parts['weekday'] as (typeof DAYS_OF_WEEK)[number] };
}

/** The instant a wall-clock time of a day is in a time zone (the zone's offset at that moment, applied twice for a change of offset). */
function zonedTime(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    const [py, pm, pd] = p.date.split('-').map(Number) as [number, number, number];
    const [ph, pmin] = p.time.split(':').map(Number) as [number, number];
    return Date.UTC(py, pm - 1, pd, ph, pmin) - instant;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** A `YYYY-MM-DD` that is a real day, or undefined. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !DAY.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : undefined;
}

/** The store's hours on a day (its `openingHours` for that weekday), or undefined when it is closed. */
export function hoursOn(store: Store, date: string): { opens: string; closes: string } | undefined {
  const dayOfWeek = DAYS_OF_WEEK[(new Date(`${date}T12:00:00.000Z`).getUTCDay() + 6) % 7];
  const hours = store.openingHours.find((entry) => entry.dayOfWeek === dayOfWeek);
  return hours && hours.opens < hours.closes ? { opens: hours.opens, closes: hours.closes } : undefined;
}

export interface SlotFrame {
  start: Date;
  end: Date;
}

/** Every slot of a store's day, booked or not, in order: none on a closed day. */
export function slotsOfDay(store: Store, date: string, timeZone: string): SlotFrame[] {
  const hours = hoursOn(store, date);
  if (!hours) return [];
  const opens = zonedTime(date, hours.opens, timeZone).getTime();
  const closes = zonedTime(date, hours.closes, timeZone).getTime();
  const slots: SlotFrame[] = [];
  for (let start = opens; start + SLOT_MINUTES * MINUTE <= closes; start += SLOT_MINUTES * MINUTE) {
    slots.push({ start: new Date(start), end: new Date(start + SLOT_MINUTES * MINUTE) });
  }
  return slots;
}

/** Whether a slot may still be booked at `now`: it starts at least the lead time ahead. */
export const bookableAt = (slot: SlotFrame, now: Date) => slot.start.getTime() >= now.getTime() + LEAD_MINUTES * MINUTE;

/** The free slots of a day: bookable now and with places left (`taken` counts the booked places by start). */
export function freeSlots(slots: readonly SlotFrame[], now: Date, capacity: number, taken: ReadonlyMap<string, number>): BookingSlot[] {
  return slots
    .filter((slot) => bookableAt(slot, now))
    .map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), free: capacity - (taken.get(slot.start.toISOString()) ?? 0) }))
    .filter((slot) => slot.free > 0);
}

/** The day after `date` (`YYYY-MM-DD`). */
export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
