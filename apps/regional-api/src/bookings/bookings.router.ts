import { createHash, randomBytes } from 'node:crypto';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { BOOKING_KINDS, type Booking, type BookingConflict, type BookingCreated, type BookingKind, type BookingSlot, type BookingSlots, type ProductStores, type Store } from '@storefront/api-client/contract';
import type { CaptchaVerifier } from '../captcha/captcha';
import type { DealsRepository } from '../checkout/deals.repository';
import { campaignMarks, cleanName, cleanPhone, cleanText, consentedTracking, consentOf, idempotencyKeyOf } from '../checkout/contacts';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { bodyOf, jsonBody } from '../http/body';
import { HttpError, notFound, unprocessable, type Issue } from '../http/http-error';
import { countryOf } from '../http/country';
import { setContentLanguage } from '../http/negotiate-locale';
import { echo } from '../http/path-params';
import { localeQuery, scalar } from '../http/query';
import { readRequest } from '../http/request';
import type { StoresRepository } from '../places/stores.repository';
import type { BookingRow, BookingsRepository } from './bookings.repository';
import { calendarFile, calendarTexts } from './ics';
import { bookableAt, calendarDay, CAPACITY, freeSlots, HORIZON_DAYS, hoursOn, LEAD_MINUTES, nextDay, slotsOfDay, zonedParts } from './slots';

const BOOKING_LIMIT_BYTES = 16 * 1024;
const ID = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f-]{36}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How many free slots a 409 proposes, searched over this many days from the refused one. */
const ALTERNATIVES = 6;
const ALTERNATIVE_DAYS = 7;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** The same answer whether the id exists or the token is wrong: an id says nothing without its token. */
const noBooking = () => notFound('No booking with this id and token');

export interface BookingsDeps {
  bookings: BookingsRepository;
  stores: StoresRepository;
  deals: DealsRepository;
  now: () => Date;
  /** Where the country asks for one (`features.hasCaptcha`), a booking's solved captcha is checked and spent, as a deal's. */
  captcha?: CaptchaVerifier;
  /** Whether a country takes bookings: where it takes call-back forms (`features.hasCallbackForms`); every country by default. */
  takesBookings?: (country: CountryCode) => boolean;
}

const timeZoneOf = (country: CountryCode) => COUNTRY_SETTINGS[country].timeZone;

/** `GET /{country}/api/stores/with-product/{productId}`: where a model stands (docs/regional-api.md). */
export function createProductStoresRouter({ bookings, stores, deals, now }: BookingsDeps): Router {
  const router = Router({ mergeParams: true });
  router.get('/:productId', (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const raw = req.params['productId'] ?? '';
    const productId = ID.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(productId) || !deals.productSold(country, productId)) throw notFound(`No product ${echo(raw, 20)} in ${country}`);
    const timeZone = timeZoneOf(country);
    const date = zonedParts(now(), timeZone).date;
    const items: ProductStores['items'] = bookings.storesWithProduct(country, productId).flatMap((offer) => {
      const store = stores.findByUuid(country, offer.storeUuid, locale);
      return store ? [{ store, onDisplay: offer.onDisplay, forTestRides: offer.forTestRides, today: hoursOn(store, date) ?? null }] : [];
    });
    const body: ProductStores = { productId, timeZone, date, items };
    setContentLanguage(res, locale).json(body);
  });
  return router;
}

const slotsQuery = localeQuery.extend({
  store: scalar().regex(UUID, { error: 'must be a store uuid' }),
  date: scalar().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a day, YYYY-MM-DD' }),
  kind: z.enum(BOOKING_KINDS, { error: 'must be test_ride or showroom_visit' }).optional(),
});

/**
 * `/{country}/api/bookings`: free slots, booking a test ride or a showroom visit, reading it back by its
 * token (JSON or `.ics`) and cancelling it (docs/regional-api.md "Bookings").
 */
export function createBookingsRouter({ bookings, stores, deals, now, captcha, takesBookings = () => true }: BookingsDeps): Router {
  const router = Router({ mergeParams: true });
  // A country without call-back forms has no bookings either: every path is the 404 of an unknown one.
  router.use((req, _res, next) => {
    const country = countryOf(req);
    next(takesBookings(country) ? undefined : notFound(`No bookings in ${country}`));
  });

  /** The free slots of `date` (those after `after` only) and, while fewer than `wanted`, of the following days (within the horizon). */
  const freeFrom = (country: CountryCode, store: Store, kind: BookingKind, date: string, days: number, wanted: number, after?: string): BookingSlot[] => {
    const timeZone = timeZoneOf(country);
    const at = now();
    const last = lastBookableDay(at, timeZone);
    const found: BookingSlot[] = [];
    for (let day = date, n = 0; n < days && day <= last && found.length < wanted; day = nextDay(day), n++) {
      const frames = slotsOfDay(store, day, timeZone);
      const first = frames[0];
      const end = frames.at(-1);
      if (!first || !end) continue;
      const taken = bookings.taken(store.id, kind, first.start.toISOString(), end.end.toISOString());
      found.push(...freeSlots(frames, at, CAPACITY[kind], taken).filter((slot) => after === undefined || slot.start > after));
    }
    return found.slice(0, wanted);
  };

  router.get('/slots', (req, res) => {
    const { country, query, locale } = readRequest(req, slotsQuery);
    const store = stores.findByUuid(country, query.store, locale);
    if (!store || !store.active) throw notFound(`No store ${echo(query.store, 40)} in ${country}`);
    const date = calendarDay(query.date);
    if (!date) throw unprocessable([{ path: 'date', message: 'not a day of the calendar' }]);
    const kind = query.kind ?? 'test_ride';
    // A service centre has no showroom: nothing to visit there.
    const open = kind === 'test_ride' || hasShowroom(store);
    const body: BookingSlots = {
      store: store.uuid,
      kind,
      date,
      timeZone: timeZoneOf(country),
      capacity: CAPACITY[kind],
      slots: open ? freeFrom(country, store, kind, date, 1, Number.MAX_SAFE_INTEGER) : [],
    };
    res.setHeader('Cache-Control', 'no-store');
    setContentLanguage(res, locale).json(body);
  });

  router.post('/', ...jsonBody(BOOKING_LIMIT_BYTES), async (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const idempotencyKey = idempotencyKeyOf(req.get('idempotency-key'));
    const body = bodyOf(req, 'JSON');
    const { iso2 } = COUNTRY_SETTINGS[country];
    const timeZone = timeZoneOf(country);
    const at = now();
    const issues: Issue[] = [];

    const kind = (BOOKING_KINDS as readonly unknown[]).includes(body['kind']) ? (body['kind'] as BookingKind) : undefined;
    if (!kind) issues.push({ path: 'kind', message: 'must be test_ride or showroom_visit' });
    const storeUuid = typeof body['store'] === 'string' ? body['store'] : '';
    const store = UUID.test(storeUuid) ? stores.findByUuid(country, storeUuid, locale) : undefined;
    if (!store || !store.active) issues.push({ path: 'store', message: `no store ${echo(storeUuid, 40)} in ${country}` });
    else if (kind === 'showroom_visit' && !hasShowroom(store)) issues.push({ path: 'store', message: 'this store has no showroom to visit' });

    let productId: number | null = null;
    const rawProduct = body['product'];
    if (rawProduct !== undefined && rawProduct !== null) {
      const id = typeof rawProduct === 'number' ? rawProduct : NaN;
      if (!Number.isSafeInteger(id) || id < 1 || !deals.productSold(country, id)) issues.push({ path: 'product', message: `no product ${echo(rawProduct, 20)} is sold here` });
      else productId = id;
    }
    if (kind === 'test_ride' && store) {
      if (rawProduct === undefined || rawProduct === null) issues.push({ path: 'product', message: 'a test ride needs the model to ride' });
      else if (productId !== null && !bookings.offer(store.id, productId)?.forTestRides) issues.push({ path: 'product', message: 'this store does not lend this model for test rides' });
    }

    const start = typeof body['start'] === 'string' && !Number.isNaN(Date.parse(body['start'])) ? new Date(body['start']) : undefined;
    let slot: { start: Date; end: Date } | undefined;
    if (!start) issues.push({ path: 'start', message: 'must be the start of a slot, an ISO date-time' });
    else if (store) {
      const day = zonedParts(start, timeZone).date;
      const frames = slotsOfDay(store, day, timeZone);
      slot = frames.find((frame) => frame.start.getTime() === start.getTime());
      if (frames.length === 0) issues.push({ path: 'start', message: `the store is closed on ${day}` });
      else if (!slot) issues.push({ path: 'start', message: 'not the start of a slot within the store’s opening hours' });
      else if (slot.start.getTime() <= at.getTime()) issues.push({ path: 'start', message: 'this slot is in the past' });
      else if (!bookableAt(slot, at)) issues.push({ path: 'start', message: `a slot must start at least ${LEAD_MINUTES / 60} hours from now` });
      else if (day > lastBookableDay(at, timeZone)) issues.push({ path: 'start', message: `slots can be booked up to ${HORIZON_DAYS} days ahead` });
    }

    const name = cleanName(body['name'], 'name', issues);
    const phone = cleanPhone(body['phone'], iso2, 'phone', issues);
    const rawLicence = body['licenceConfirmed'];
    if (rawLicence !== undefined && rawLicence !== null && typeof rawLicence !== 'boolean') issues.push({ path: 'licenceConfirmed', message: 'must be true or false' });
    const licenceConfirmed = typeof rawLicence === 'boolean' ? rawLicence : null;
    const consent = consentOf(body, issues);
    const { campaign, clientId } = consentedTracking(consent, campaignMarks(body, issues), cleanText(body['clientId'], 'clientId', 100, issues));
    // Last: the solution is spent only when nothing else is wrong (the captcha's own rule).
    if (issues.length === 0) await captcha?.check(country, body['captcha'], issues, idempotencyKey);
    if (issues.length > 0 || !kind || !store || !slot) throw unprocessable(issues);

    const request = { kind, store: store.uuid, productId, start: slot.start.toISOString(), name, phone, licenceConfirmed, campaign, clientId, ...(consent ? { consent } : {}) };
    const requestHash = hashOf(request);
    const createdAt = at.toISOString();
    const localDay = zonedParts(slot.start, timeZone);
    const cancelToken = randomBytes(32).toString('base64url');
    const result = bookings.create({
      country,
      kind,
      storeId: store.id,
      productId,
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      name,
      phone,
      licenceConfirmed,
      locale,
      idempotencyKey,
      requestHash,
      createdAt,
      capacity: CAPACITY[kind],
      tokenHash: tokenHashOf(cancelToken),
      deal: {
        country,
        form: kind,
        name,
        phone,
        email: null,
        comment: `${kind === 'test_ride' ? 'Test ride' : 'Showroom visit'} on ${localDay.date} at ${localDay.time} (${timeZone}), ${store.name}` +
          (licenceConfirmed === null ? '' : licenceConfirmed ? '; licence confirmed' : '; no licence confirmed'),
        productId,
        storeId: store.id,
        pageUrl: null,
        campaign,
        clientId,
        consent,
        formToken: null,
        locale,
        idempotencyKey: undefined,
        requestHash,
        createdAt,
      },
    });
    if (result.kind === 'conflict') throw new HttpError(422, 'This Idempotency-Key was already used with a different request; use a new key for a new request');
    if (result.kind === 'full') {
      const conflict: BookingConflict = {
        error: 'Conflict',
        message: 'This slot is fully booked; the next free slots of the store are listed',
        nextSlots: freeFrom(country, store, kind, localDay.date, ALTERNATIVE_DAYS, ALTERNATIVES, slot.start.toISOString()),
      };
      return void res.status(409).json(conflict);
    }
    const row = bookings.findByToken(country, result.id, tokenHashOf(cancelToken), locale);
    if (!row) throw new Error('The booking just written cannot be read back');
    const answer: BookingCreated = { booking: toBooking(row, store, timeZone), cancelToken };
    res.setHeader('Cache-Control', 'no-store');
    res.location(`${req.baseUrl}/${result.id}`);
    if (result.kind === 'replayed') res.setHeader('Idempotent-Replayed', 'true');
    res.status(result.kind === 'created' ? 201 : 200).json(answer);
  });

  /** The booking `id` opened by `token`, with its store; 404 alike for an unknown id and a wrong token. */
  const opened = (country: CountryCode, rawId: string, token: unknown, locale: ContentLocale) => {
    if (!ID.test(rawId) || typeof token !== 'string' || !TOKEN.test(token)) throw noBooking();
    const row = bookings.findByToken(country, Number(rawId), tokenHashOf(token), locale);
    const store = row && stores.findByUuid(country, row.store_uuid, locale);
    if (!row || !store) throw noBooking();
    return { row, store };
  };
  const tokenQuery = localeQuery.extend({ token: scalar().optional() });

  router.get('/:id', (req, res) => {
    const { country, query, locale } = readRequest(req, tokenQuery);
    const { row, store } = opened(country, req.params['id'] ?? '', query.token, locale);
    const booking: Booking = toBooking(row, store, timeZoneOf(country));
    noStore(res);
    setContentLanguage(res, locale).json(booking);
  });

  router.get('/:id/calendar.ics', (req, res) => {
    const { country, query, locale } = readRequest(req, tokenQuery);
    const { row, store } = opened(country, req.params['id'] ?? '', query.token, locale);
    // In the language the booking was made in (its request's `locale`), whatever this request asks for.
    const texts = calendarTexts(row.locale);
    const what = row.kind === 'test_ride' ? `${texts.testRide}${row.pt_name ? `: ${row.pt_name}` : ''}` : texts.showroomVisit;
    const ics = calendarFile({
      uid: `booking-${row.id}-${country}@regional-api`,
      stamp: new Date(row.created_at),
      start: new Date(row.slot_start),
      end: new Date(row.slot_end),
      summary: `${what} — ${store.name}`,
      location: `${store.name}, ${store.address}`,
      description: `${store.name}, ${store.phone}. ${texts.booking} ${row.id}${row.status === 'cancelled' ? ` (${texts.cancelled})` : ''}.`,
    });
    noStore(res);
    res.setHeader('Content-Disposition', `attachment; filename="booking-${row.id}.ics"`);
    res.type('text/calendar; charset=utf-8').send(ics);
  });

  router.post('/:id/cancel', ...jsonBody(1024), (req, res) => {
    const { country, locale } = readRequest(req, localeQuery);
    const body = bodyOf(req, 'JSON');
    const rawId: unknown = req.params['id'];
    const { row, store: bookedAt } = opened(country, typeof rawId === 'string' ? rawId : '', body['token'], locale);
    const at = now().toISOString();
    const local = zonedParts(new Date(row.slot_start), timeZoneOf(country));
    // The CRM learns of it as a second deal (deals have no status to update), written only by the cancel that frees the place.
    bookings.cancel(row.id, at, {
      country,
      form: 'booking_cancelled',
      name: row.name,
      phone: row.phone,
      email: null,
      comment: `Cancelled: ${row.kind === 'test_ride' ? 'test ride' : 'showroom visit'} on ${local.date} at ${local.time} (${timeZoneOf(country)}), ${bookedAt.name}; booking ${row.id}` +
        (row.deal_id === null ? '' : `, deal ${row.deal_id}`),
      productId: row.product_id,
      storeId: bookedAt.id,
      pageUrl: null,
      campaign: {},
      clientId: null,
      consent: null,
      formToken: null,
      locale: row.locale,
      idempotencyKey: undefined,
      requestHash: hashOf({ cancelled: row.id }),
      createdAt: at,
    });
    const { row: after, store } = opened(country, String(row.id), body['token'], locale);
    noStore(res);
    setContentLanguage(res, locale).json(toBooking(after, store, timeZoneOf(country)));
  });

  return router;
}

const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

/** Showrooms and dealers show their models; a service centre has no showroom. */
const hasShowroom = (store: Store) => store.kind !== 'service';

/** The last day (region's time zone) a slot may be booked on. */
const lastBookableDay = (at: Date, timeZone: string) => zonedParts(new Date(at.getTime() + HORIZON_DAYS * 86_400_000), timeZone).date;

function toBooking(row: BookingRow, store: Store, timeZone: string): Booking {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    start: row.slot_start,
    end: row.slot_end,
    timeZone,
    store,
    product: row.product_id !== null && row.product_slug !== null ? { id: row.product_id, slug: row.product_slug, name: row.pt_name ?? row.product_slug } : null,
    name: row.name,
    phone: row.phone,
    licenceConfirmed: row.licence_confirmed === null ? null : row.licence_confirmed === 1,
    createdAt: row.created_at,
  };
}
