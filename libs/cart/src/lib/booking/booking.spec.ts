import { describe, expect, it } from 'vitest';
import { nextSlotsOf } from './booking-conflict';
import { BOOKING_ID, BOOKING_TOKEN, parseBookingSearch } from './booking-search';
import { bookingDays, formatBookingDay, formatSlot, formatSlotHours, zonedDay } from './booking-time';
import { bookingSchema } from './use-booking-form';

const STORE = '3f1c2a4e-9b7d-4c1e-8a2f-1234567890ab';
const phone = { country: 'AE', national: '50 123 4567', e164: '+971501234567', complete: true };
const values = { kind: 'test_ride', store: STORE, day: '2026-12-04', slot: '2026-12-04T06:00:00.000Z', name: 'Layla Haddad', phone, licence: false, captcha: null };

describe('the booking page’s query', () => {
  it('keeps a product id, a store uuid and a kind', () => {
    expect(parseBookingSearch({ product: '12', store: STORE.toUpperCase(), kind: 'test_ride' })).toEqual({ product: 12, store: STORE, kind: 'test_ride' });
  });

  it('leaves out each malformed value on its own, never throws', () => {
    expect(parseBookingSearch({ product: '0', store: 'not-a-uuid', kind: 'ride' })).toEqual({});
    expect(parseBookingSearch({ product: ['1', '2'], store: 42, kind: { a: 1 } })).toEqual({});
    expect(parseBookingSearch({ product: '99999999999999999999', kind: 'showroom_visit' })).toEqual({ kind: 'showroom_visit' });
    expect(parseBookingSearch({ product: '1e3', utm_source: 'x' })).toEqual({});
  });

  it('tells a booking id and a token from anything else', () => {
    expect(BOOKING_ID.test('17')).toBe(true);
    expect(BOOKING_ID.test('017')).toBe(false);
    expect(BOOKING_TOKEN.test('A'.repeat(43))).toBe(true);
    expect(BOOKING_TOKEN.test('A'.repeat(42))).toBe(false);
    expect(BOOKING_TOKEN.test(`${'A'.repeat(42)}=`)).toBe(false);
  });
});

describe('days and slots in the region’s time zone', () => {
  // 22:30 UTC on 3 December is already 4 December in Dubai (UTC+4), still 3 December in Mexico City (UTC−6).
  const now = new Date('2026-12-03T22:30:00.000Z');

  it('counts the days from the region’s today, not the browser’s', () => {
    expect(zonedDay(now, 'Asia/Dubai')).toBe('2026-12-04');
    expect(zonedDay(now, 'America/Mexico_City')).toBe('2026-12-03');
    const days = bookingDays(now, 'Asia/Dubai');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-12-04');
    expect(days[1]).toBe('2026-12-05');
    expect(days.at(-1)).toBe('2027-01-02');
  });

  it('falls back to UTC for a time zone Intl does not know', () => {
    expect(zonedDay(now, 'Mars/Olympus')).toBe('2026-12-03');
    expect(formatSlotHours({ start: '2026-12-04T06:00:00.000Z', end: '2026-12-04T07:00:00.000Z' }, 'en-GB', 'Mars/Olympus')).toBe('06:00–07:00');
  });

  it('writes a slot’s hours as the store keeps them', () => {
    const slot = { start: '2026-12-04T06:00:00.000Z', end: '2026-12-04T07:00:00.000Z' };
    expect(formatSlotHours(slot, 'en-GB', 'Asia/Dubai')).toBe('10:00–11:00');
    expect(formatSlotHours(slot, 'ru-RU', 'Europe/Moscow')).toBe('09:00–10:00');
    expect(formatSlot(slot, 'en-GB', 'Asia/Dubai')).toBe('Friday 4 December, 10:00–11:00');
    // Latin digits in Arabic (docs/adr/0041-region-qualified-formatting-latin-digits.md).
    expect(formatSlotHours(slot, 'ar-AE-u-nu-latn', 'Asia/Dubai')).toMatch(/^10:00/);
  });

  it('writes a day of the region’s calendar whatever the browser’s zone', () => {
    expect(formatBookingDay('2026-12-04', 'en-GB')).toBe('Friday 4 December');
    expect(formatBookingDay('not a day', 'en-GB')).toBe('not a day');
  });
});

describe('the 409’s next free slots', () => {
  it('reads them in time order', () => {
    const data = {
      error: 'Conflict',
      nextSlots: [
        { start: '2026-12-04T08:00:00.000Z', end: '2026-12-04T09:00:00.000Z', free: 2 },
        { start: '2026-12-04T07:00:00.000Z', end: '2026-12-04T08:00:00.000Z', free: 1 },
      ],
    };
    expect(nextSlotsOf(data).map((slot) => slot.start)).toEqual(['2026-12-04T07:00:00.000Z', '2026-12-04T08:00:00.000Z']);
  });

  it('drops malformed ones and never throws on a malformed answer', () => {
    expect(nextSlotsOf({ nextSlots: [{ start: 'soon', end: 'later', free: 1 }, null, 3, { start: '2026-12-04T07:00:00.000Z', end: '2026-12-04T08:00:00.000Z', free: 0 }] })).toEqual([]);
    expect(nextSlotsOf(null)).toEqual([]);
    expect(nextSlotsOf('<html>')).toEqual([]);
    expect(nextSlotsOf({ nextSlots: 'none' })).toEqual([]);
  });

  it('offers at most six', () => {
    const many = Array.from({ length: 9 }, (_, hour) => ({ start: `2026-12-04T0${hour}:00:00.000Z`, end: `2026-12-04T0${hour}:59:00.000Z`, free: 1 }));
    expect(nextSlotsOf({ nextSlots: many })).toHaveLength(6);
  });
});

describe('the booking form’s checks', () => {
  const problems = (input: Record<string, unknown>) => {
    const result = bookingSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('turns the fields into the request: the slot’s start, the number in E.164, the licence only when confirmed', () => {
    expect(bookingSchema.parse(values)).toEqual({ kind: 'test_ride', store: STORE, start: '2026-12-04T06:00:00.000Z', name: 'Layla Haddad', phone: '+971501234567' });
    expect(bookingSchema.parse({ ...values, licence: true, captcha: 'solved' })).toMatchObject({ licenceConfirmed: true, captcha: 'solved' });
  });

  it('asks for a store, a slot, a name and a complete number', () => {
    expect(problems({ ...values, store: '', slot: '', name: ' ', phone: { ...phone, e164: '', national: '50', complete: false } })).toEqual({
      store: 'required',
      slot: 'required',
      name: 'required',
      phone: 'incomplete',
    });
  });

  it('asks for the captcha where the region has one (an empty solution), not where it has none (null)', () => {
    expect(problems({ ...values, captcha: '' })).toEqual({ captcha: 'required' });
    expect(problems({ ...values, captcha: null })).toEqual({});
  });
});
