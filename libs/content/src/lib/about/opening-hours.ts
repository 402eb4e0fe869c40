import type { Store } from '@storefront/api-client';

type Day = Store['openingHours'][number]['dayOfWeek'];

/** A Monday (UTC): the week every day name and time of day is formatted from. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_INDEX: Record<Day, number> = { Monday: 0, Tuesday: 1, Wednesday: 2, Thursday: 3, Friday: 4, Saturday: 5, Sunday: 6 };

/** A day's date in the reference week, for `Intl` to name it in the page's language. */
export function dayDate(day: Day): Date {
  return new Date(MONDAY + DAY_INDEX[day] * 86_400_000);
}

/** `09:00` as a date of the reference day, for `Intl` to write in the locale's time format (9:00 AM, 09:00…). */
export function timeDate(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(MONDAY + (hours * 60 + minutes) * 60_000);
}

/** A plain link to a maps search for a place: no embedded third-party map, no script of theirs. */
export function mapSearchUrl({ lat, lng }: Store['geo']): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
}
