import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingConflictSchema,
  bookingCreatedSchema,
  bookingRequestSchema,
  bookingSchema,
  bookingSlotsSchema,
  productStoresSchema,
  type BookingRequest,
  type Store,
} from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';
import { slotsOfDay } from './slots';

// The test server's clock: 2026-11-22T10:00Z, 14:00 on a Sunday in Dubai (UTC+4). Every store keeps 09:00–21:00.
const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;
/** A store of `ae` that lends `product` for test rides, and a model it does not lend. */
let store = '';
let product = 0;
let notLent = 0;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'bookings.sqlite'));
  http = httpClient(server);
  const lent = server.db
    .prepare<[], { uuid: string; product_id: number; store_id: number }>(
      `SELECT s.uuid, sp.product_id, s.id AS store_id FROM store_products sp JOIN stores s ON s.id = sp.store_id
       WHERE s.country = 'ae' AND s.active = 1 AND sp.for_test_rides = 1 ORDER BY s.id, sp.product_id LIMIT 1`,
    )
    .get();
  if (!lent) throw new Error('The seed lends no model for test rides in ae');
  store = lent.uuid;
  product = lent.product_id;
  notLent =
    server.db
      .prepare<[number], number>(
        `SELECT pp.product_id FROM product_prices pp WHERE pp.country = 'ae'
         AND pp.product_id NOT IN (SELECT product_id FROM store_products WHERE store_id = ? AND for_test_rides = 1) ORDER BY pp.product_id LIMIT 1`,
      )
      .pluck()
      .get(lent.store_id) ?? 0;
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

let keys = 0;
const key = () => ({ 'Idempotency-Key': `booking-spec-${++keys}` });
const ride = (start: string, extra: Partial<BookingRequest> & Record<string, unknown> = {}) => ({
  kind: 'test_ride',
  store,
  product,
  start,
  name: 'Layla Haddad',
  phone: '050 123 4567',
  licenceConfirmed: true,
  ...extra,
});
const book = (body: unknown, headers: Record<string, string> = key()) => http.postOk('/ae/api/bookings', body, bookingCreatedSchema, headers, 201);
const slotsOf = async (date: string, kind = 'test_ride') =>
  (await http.getOk(`/ae/api/bookings/slots?store=${store}&date=${date}&kind=${kind}`, bookingSlotsSchema)).body;
const issuesOf = async (body: unknown) => (await http.postError('/ae/api/bookings', body, 422, key())).issues?.map((issue) => issue.path);

describe('GET /:country/api/stores/with-product/:productId', () => {
  it('lists the stores that show or lend the model, with today’s hours in the region’s time zone', async () => {
    const { body } = await http.getOk(`/ae/api/stores/with-product/${product}`, productStoresSchema);
    expect(body).toMatchObject({ productId: product, timeZone: 'Asia/Dubai', date: '2026-11-22' });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.find((item) => item.store.uuid === store)).toMatchObject({ forTestRides: true, today: { opens: '09:00', closes: '21:00' } });
    for (const item of body.items) {
      expect(item.onDisplay || item.forTestRides).toBe(true);
      expect(item.store.address).not.toBe('');
    }
  });

  it('answers an unknown or malformed product with a 404', async () => {
    await http.getError('/ae/api/stores/with-product/999999', 404);
    await http.getError('/ae/api/stores/with-product/abc', 404);
  });
});

describe('GET /:country/api/bookings/slots', () => {
  it('offers the hours of tomorrow, each with the full capacity', async () => {
    const body = await slotsOf('2026-11-23');
    expect(body).toMatchObject({ store, kind: 'test_ride', timeZone: 'Asia/Dubai', capacity: 2 });
    // 09:00 to 20:00 Dubai time: 05:00Z to 16:00Z.
    expect(body.slots.map((slot) => slot.start)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-11-23T${String(5 + i).padStart(2, '0')}:00:00.000Z`));
    expect(body.slots.every((slot) => slot.free === 2)).toBe(true);
  });

  it('offers today only the slots at least two hours ahead, and nothing on a past day or beyond the horizon', async () => {
    // 14:00 now: 16:00 Dubai (12:00Z) is the first slot.
    expect((await slotsOf('2026-11-22')).slots.map((slot) => slot.start)[0]).toBe('2026-11-22T12:00:00.000Z');
    expect((await slotsOf('2026-11-22')).slots).toHaveLength(5);
    expect((await slotsOf('2026-11-21')).slots).toEqual([]);
    expect((await slotsOf('2027-03-01')).slots).toEqual([]);
    expect((await slotsOf('2026-11-23', 'showroom_visit')).capacity).toBe(4);
  });

  it('gives no slot on a day the store is closed', () => {
    const open: Store['openingHours'] = [{ dayOfWeek: 'Monday', opens: '10:00', closes: '12:00' }];
    const shop = { openingHours: open } as Store;
    expect(slotsOfDay(shop, '2026-11-22', 'Asia/Dubai')).toEqual([]);
    expect(slotsOfDay(shop, '2026-11-23', 'Asia/Dubai').map((slot) => slot.start.toISOString())).toEqual(['2026-11-23T06:00:00.000Z', '2026-11-23T07:00:00.000Z']);
  });

  it('refuses a malformed query or an unknown store', async () => {
    await http.getError(`/ae/api/bookings/slots?store=${store}&date=2026-02-30`, 422);
    await http.getError(`/ae/api/bookings/slots?store=${store}&date=tomorrow`, 400);
    await http.getError(`/ae/api/bookings/slots?date=2026-11-23`, 400);
    await http.getError(`/ae/api/bookings/slots?store=${store}&date[]=2026-11-23`, 400);
    await http.getError('/ae/api/bookings/slots?store=00000000-0000-4000-8000-000000000000&date=2026-11-23', 404);
  });
});

describe('POST /:country/api/bookings', () => {
  it('books a test ride and forwards it to the CRM as a deal with the form, product, store and consented marks', async () => {
    // What the storefront sends is what the contract describes.
    expect(bookingRequestSchema.safeParse(ride('2026-11-24T06:00:00.000Z')).success).toBe(true);
    const { body, response } = await book(ride('2026-11-24T06:00:00.000Z', { utm_source: 'newsletter', clientId: 'GA1.1.2', consent: { analytics: true, marketing: true } }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.booking).toMatchObject({ kind: 'test_ride', status: 'booked', start: '2026-11-24T06:00:00.000Z', end: '2026-11-24T07:00:00.000Z', phone: '+971501234567' });
    expect(body.booking.product?.id).toBe(product);
    expect(body.booking.store.uuid).toBe(store);
    const deal = server.db
      .prepare<[number], { form: string; product_id: number; store_id: number; campaign_json: string; client_id: string | null; comment: string }>(
        'SELECT d.form, d.product_id, d.store_id, d.campaign_json, d.client_id, d.comment FROM bookings b JOIN deals d ON d.id = b.deal_id WHERE b.id = ?',
      )
      .get(body.booking.id);
    expect(deal).toMatchObject({ form: 'test_ride', product_id: product, store_id: body.booking.store.id, campaign_json: '{"UTM_SOURCE":"newsletter"}', client_id: 'GA1.1.2' });
    expect(deal?.comment).toContain('2026-11-24 at 10:00 (Asia/Dubai)');
    // The token is stored hashed only.
    expect(server.db.prepare('SELECT 1 FROM booking_tokens WHERE token_hash = ?').get(body.cancelToken)).toBeUndefined();
  });

  it('keeps no marks without marketing consent, and books a showroom visit without a product', async () => {
    const { body } = await book({ ...ride('2026-11-24T07:00:00.000Z', { utm_source: 'x', consent: { analytics: false, marketing: false } }), kind: 'showroom_visit', product: undefined });
    const deal = server.db.prepare<[number], { form: string; campaign_json: string }>('SELECT d.form, d.campaign_json FROM bookings b JOIN deals d ON d.id = b.deal_id WHERE b.id = ?').get(body.booking.id);
    expect(deal).toEqual({ form: 'showroom_visit', campaign_json: '{}' });
    expect(body.booking.product).toBeNull();
  });

  it('names the field of a slot in the past, below the lead time, outside the hours or not a slot start', async () => {
    expect(await issuesOf(ride('2026-11-22T09:00:00.000Z'))).toEqual(['start']);
    expect(await issuesOf(ride('2026-11-22T11:00:00.000Z'))).toEqual(['start']);
    expect(await issuesOf(ride('2026-11-23T18:00:00.000Z'))).toEqual(['start']);
    expect(await issuesOf(ride('2026-11-23T05:30:00.000Z'))).toEqual(['start']);
    expect(await issuesOf(ride('2027-02-01T06:00:00.000Z'))).toEqual(['start']);
    expect(await issuesOf(ride('soon'))).toEqual(['start']);
  });

  it('names every other malformed field, and never crashes on odd input', async () => {
    expect(await issuesOf(ride('2026-11-23T06:00:00.000Z', { product: undefined }))).toEqual(['product']);
    expect(await issuesOf(ride('2026-11-23T06:00:00.000Z', { product: notLent }))).toEqual(['product']);
    expect(await issuesOf(ride('2026-11-23T06:00:00.000Z', { product: '1' as unknown as number }))).toEqual(['product']);
    expect(await issuesOf(ride('2026-11-23T06:00:00.000Z', { phone: '+7 916 123 45 67', name: 'X' }))).toEqual(['name', 'phone']);
    expect(await issuesOf(ride('2026-11-23T06:00:00.000Z', { licenceConfirmed: 'yes' as unknown as boolean, consent: true as unknown as undefined }))).toEqual(['licenceConfirmed', 'consent']);
    expect(await issuesOf({ ...ride('2026-11-23T06:00:00.000Z'), kind: 'race' })).toContain('kind');
    expect(await issuesOf({ ...ride('2026-11-23T06:00:00.000Z'), store: 'nope' })).toEqual(['store']);
    await http.postError('/ae/api/bookings', '{"kind":', 400, key());
    await http.postError('/ae/api/bookings', '[]', 422, key());
    await http.postError('/ae/api/bookings', ride('2026-11-23T06:00:00.000Z'), 400, { 'Idempotency-Key': 'é' });
  });

  it('answers a full slot with a 409 listing the next free slots', async () => {
    const start = '2026-11-25T06:00:00.000Z';
    await book(ride(start));
    await book(ride(start, { phone: '050 123 4568' }));
    const response = await http.post('/ae/api/bookings', ride(start, { phone: '050 123 4569' }), key());
    expect(response.status).toBe(409);
    const body = bookingConflictSchema.parse(await response.json());
    expect(body.nextSlots.length).toBeGreaterThan(0);
    expect(body.nextSlots.map((slot) => slot.start)).not.toContain(start);
    expect(body.nextSlots[0]?.start).toBe('2026-11-25T07:00:00.000Z');
    expect((await slotsOf('2026-11-25')).slots.map((slot) => slot.start)).not.toContain(start);
  });

  it('gives the last place of a slot to exactly one of many shoppers at once', async () => {
    const start = '2026-11-26T08:00:00.000Z';
    await book(ride(start));
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => http.post('/ae/api/bookings', ride(start, { phone: `050 123 45${String(i).padStart(2, '0')}` }), key())));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(server.db.prepare("SELECT count(*) AS n FROM bookings WHERE slot_start = ? AND status = 'booked'").get(start)).toEqual({ n: 2 });
  });

  it('replays a repeated Idempotency-Key with a new token that opens the same booking, and refuses the key for another request', async () => {
    const headers = { 'Idempotency-Key': 'booking-replay' };
    const first = await book(ride('2026-11-27T06:00:00.000Z'), headers);
    const again = await http.postOk('/ae/api/bookings', ride('2026-11-27T06:00:00.000Z'), bookingCreatedSchema, headers, 200);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.booking.id).toBe(first.body.booking.id);
    expect(again.body.cancelToken).not.toBe(first.body.cancelToken);
    for (const token of [first.body.cancelToken, again.body.cancelToken]) await http.getOk(`/ae/api/bookings/${first.body.booking.id}?token=${token}`, bookingSchema);
    await http.postError('/ae/api/bookings', ride('2026-11-27T07:00:00.000Z'), 422, headers);
  });

  it('asks for a solved captcha where the country does, as a call-back deal', async () => {
    const ruStore = server.db.prepare<[], string>(`SELECT uuid FROM stores WHERE country = 'ru' AND active = 1 ORDER BY id LIMIT 1`).pluck().get() ?? '';
    const visit = { kind: 'showroom_visit', store: ruStore, start: '2026-11-23T06:00:00.000Z', name: 'Ivan Petrov', phone: '+7 916 123 45 67' };
    const error = await http.postError('/ru/api/bookings', visit, 422, key());
    expect(error.issues?.map((issue) => issue.path)).toEqual(['captcha']);
  });

  it('refuses a booking from another site’s page', async () => {
    await http.postError('/ae/api/bookings', ride('2026-11-23T06:00:00.000Z'), 403, { ...key(), Origin: 'https://evil.example' });
  });
});

describe('a booking read back, as a calendar file, and cancelled by its token', () => {
  it('opens only with its token, the same 404 for a wrong token and an unknown id', async () => {
    const { body } = await book(ride('2026-11-28T06:00:00.000Z'));
    const read = await http.getOk(`/ae/api/bookings/${body.booking.id}?token=${body.cancelToken}`, bookingSchema);
    expect(read.body).toEqual(body.booking);
    const wrong = 'A'.repeat(43);
    const a = await http.getError(`/ae/api/bookings/${body.booking.id}?token=${wrong}`, 404);
    const b = await http.getError(`/ae/api/bookings/999999?token=${wrong}`, 404);
    expect(a.message).toBe(b.message);
    await http.getError(`/ae/api/bookings/${body.booking.id}`, 404);
    await http.getError(`/om/api/bookings/${body.booking.id}?token=${body.cancelToken}`, 404);
  });

  it('answers a valid RFC 5545 calendar file', async () => {
    const { body } = await book(ride('2026-11-28T07:00:00.000Z'));
    const response = await fetch(http.url(`/ae/api/bookings/${body.booking.id}/calendar.ics?token=${body.cancelToken}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:booking-${body.booking.id}-ae@regional-api\r\n`);
    expect(unfolded).toContain('DTSTAMP:20261122T100000Z\r\n');
    expect(unfolded).toContain('DTSTART:20261128T070000Z\r\nDTEND:20261128T080000Z\r\n');
    expect(unfolded).toMatch(/\r\nSUMMARY:Test ride: .+\r\n/);
    // The address holds commas: escaped as `\,`.
    const location = /\r\nLOCATION:(.*)\r\n/.exec(unfolded)?.[1] ?? '';
    expect(location).toContain('\\,');
    expect(location).not.toMatch(/[^\\],/);
    expect(text).not.toMatch(/[^\r]\n/);
  });

  it('cancels by the token, frees the place, and cancels again without harm', async () => {
    const start = '2026-11-29T06:00:00.000Z';
    const first = await book(ride(start));
    await book(ride(start, { phone: '050 123 4568' }));
    expect((await slotsOf('2026-11-29')).slots.map((slot) => slot.start)).not.toContain(start);
    await http.postError(`/ae/api/bookings/${first.body.booking.id}/cancel`, { token: 'B'.repeat(43) }, 404);
    for (let i = 0; i < 2; i++) {
      const { body } = await http.postOk(`/ae/api/bookings/${first.body.booking.id}/cancel`, { token: first.body.cancelToken }, bookingSchema);
      expect(body.status).toBe('cancelled');
    }
    expect((await slotsOf('2026-11-29')).slots.find((slot) => slot.start === start)?.free).toBe(1);
    // The CRM hears of it once, as a second deal naming the booking and its first deal.
    const cancellations = server.db
      .prepare<[string], { form: string; comment: string; store_id: number; product_id: number }>('SELECT form, comment, store_id, product_id FROM deals WHERE comment LIKE ?')
      .all(`%booking ${first.body.booking.id},%`);
    expect(cancellations).toEqual([{ form: 'booking_cancelled', comment: expect.stringMatching(/^Cancelled: test ride on 2026-11-29 at 10:00 \(Asia\/Dubai\), .+; booking \d+, deal \d+$/), store_id: first.body.booking.store.id, product_id: product }]);
  });

  it('writes the calendar file in the language the booking was made in', async () => {
    const { body } = await http.postOk('/ae/api/bookings?locale=ar', ride('2026-11-28T09:00:00.000Z'), bookingCreatedSchema, key(), 201);
    const text = await (await fetch(http.url(`/ae/api/bookings/${body.booking.id}/calendar.ics?token=${body.cancelToken}&locale=en`))).text();
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/\r\nSUMMARY:تجربة قيادة: .+\r\n/);
    expect(unfolded).toContain(`الحجز رقم ${body.booking.id}.`);
  });

  it('books a showroom visit only at a store with a showroom', async () => {
    const service = server.db.prepare<[], string>(`SELECT uuid FROM stores WHERE country = 'ae' AND active = 1 AND kind = 'service' LIMIT 1`).pluck().get();
    if (!service) throw new Error('The seed has no service centre in ae');
    expect(await issuesOf({ ...ride('2026-11-24T08:00:00.000Z'), kind: 'showroom_visit', product: undefined, store: service })).toEqual(['store']);
    const { body } = await http.getOk(`/ae/api/bookings/slots?store=${service}&date=2026-11-24&kind=showroom_visit`, bookingSlotsSchema);
    expect(body.slots).toEqual([]);
  });
});

describe('a country without call-back forms', () => {
  const closedTmp = makeTempDir();
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startTestServer(join(closedTmp.dir, 'closed.sqlite'), { withoutCallbackForms: ['ae'] });
  });
  afterAll(async () => {
    await closed.close();
    closedTmp.remove();
  });

  it('has no slots, takes no booking and opens none: the 404 of an unknown path', async () => {
    const closedHttp = httpClient(closed);
    await closedHttp.getError(`/ae/api/bookings/slots?store=${store}&date=2026-11-24`, 404);
    await closedHttp.postError('/ae/api/bookings', ride('2026-11-24T08:00:00.000Z'), 404, key());
    expect(closed.db.prepare('SELECT count(*) FROM bookings').pluck().get()).toBe(0);
  });
});
