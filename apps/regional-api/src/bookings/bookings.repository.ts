import type { BookingKind } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized } from '../db/localized';
import type { Db } from '../db/open-database';
import type { DealsRepository, NewDeal } from '../checkout/deals.repository';

export interface StoreOffer {
  storeUuid: string;
  onDisplay: boolean;
  forTestRides: boolean;
}

export interface NewBooking {
  country: CountryCode;
  kind: BookingKind;
  storeId: number;
  productId: number | null;
  start: string;
  end: string;
  name: string;
  phone: string;
  licenceConfirmed: boolean | null;
  locale: string;
  idempotencyKey: string | undefined;
  requestHash: string;
  createdAt: string;
  /** The places of the slot: the booking is refused once this many are booked. */
  capacity: number;
  /** SHA-256 (hex) of the cancel token answered to the shopper. */
  tokenHash: string;
  /** The CRM deal the booking is forwarded as, written in the same transaction. */
  deal: NewDeal;
}

export interface BookingRow {
  id: number;
  country: string;
  kind: BookingKind;
  store_uuid: string;
  product_id: number | null;
  product_slug: string | null;
  pt_name: string | null;
  slot_start: string;
  slot_end: string;
  name: string;
  phone: string;
  licence_confirmed: number | null;
  /** The CRM deal the booking was forwarded as. */
  deal_id: number | null;
  status: 'booked' | 'cancelled';
  locale: string;
  created_at: string;
}

const productTexts = localized('product_translations', 'product_id', 'p.id', 'pt', ['name']);

/**
 * Bookings of test rides and showroom visits, and the demo table of what each store shows or lends
 * (docs/regional-api.md "Bookings", docs/adr/0280-booking-capacity-and-cancel-token.md). A booking is
 * counted, written with its CRM deal and its token in one immediate transaction: the write lock is
 * taken before the places are counted, so two shoppers can never both take a slot's last place.
 */
export function createBookingsRepository(db: Db, deals: DealsRepository) {
  const offersOf = db.prepare<[string, number], { store_uuid: string; on_display: number; for_test_rides: number }>(
    `SELECT s.uuid AS store_uuid, sp.on_display, sp.for_test_rides FROM store_products sp
     JOIN stores s ON s.id = sp.store_id
     WHERE s.country = ? AND s.active = 1 AND sp.product_id = ? ORDER BY s.position, s.id`,
  );
  const offerOf = db.prepare<[number, number], { on_display: number; for_test_rides: number }>(
    'SELECT on_display, for_test_rides FROM store_products WHERE store_id = ? AND product_id = ?',
  );
  const takenOfDay = db.prepare<[number, string, string, string], { slot_start: string; taken: number }>(
    `SELECT slot_start, count(*) AS taken FROM bookings
     WHERE store_id = ? AND kind = ? AND status = 'booked' AND slot_start >= ? AND slot_start < ? GROUP BY slot_start`,
  );
  const takenOfSlot = db
    .prepare<[number, string, string], number>(`SELECT count(*) FROM bookings WHERE store_id = ? AND kind = ? AND status = 'booked' AND slot_start = ?`)
    .pluck();
  const byKey = db.prepare<[string, string], { id: number; request_hash: string }>('SELECT id, request_hash FROM bookings WHERE country = ? AND idempotency_key = ?');
  const insert = db.prepare(
    `INSERT INTO bookings (country, kind, store_id, product_id, slot_start, slot_end, name, phone, licence_confirmed, deal_id, status, locale,
                           idempotency_key, request_hash, created_at)
     VALUES (@country, @kind, @storeId, @productId, @start, @end, @name, @phone, @licence, @dealId, 'booked', @locale, @idempotencyKey, @requestHash, @createdAt)`,
  );
  const insertToken = db.prepare<[string, number]>('INSERT INTO booking_tokens (token_hash, booking_id) VALUES (?, ?)');
  const byToken = db
    .prepare<[string, number, string], number>(
      `SELECT b.id FROM booking_tokens t JOIN bookings b ON b.id = t.booking_id WHERE t.token_hash = ? AND b.id = ? AND b.country = ?`,
    )
    .pluck();
  const find = db.prepare<{ id: number; locale: string; fallback: string }, BookingRow>(
    `SELECT b.id, b.country, b.kind, s.uuid AS store_uuid, b.product_id, p.slug AS product_slug, ${productTexts.columns},
            b.slot_start, b.slot_end, b.name, b.phone, b.licence_confirmed, b.deal_id, b.status, b.locale, b.created_at
     FROM bookings b JOIN stores s ON s.id = b.store_id
     LEFT JOIN products p ON p.id = b.product_id
     -- A showroom visit may have no product: its texts are joined LEFT too.
     LEFT ${productTexts.joins}
     WHERE b.id = @id`,
  );
  const cancelStatement = db.prepare<[string, number]>(`UPDATE bookings SET status = 'cancelled', cancelled_at = ? WHERE id = ? AND status = 'booked'`);

  /** Frees the place and, only when this call freed it, tells the CRM (a second deal) in the same transaction. */
  const cancel = db.transaction((id: number, at: string, deal: NewDeal) => {
    if (cancelStatement.run(at, id).changes === 1) deals.insertDeal(deal);
  });

  type Created = { kind: 'created' | 'replayed'; id: number } | { kind: 'conflict' } | { kind: 'full' };
  const create = db.transaction((booking: NewBooking): Created => {
    if (booking.idempotencyKey !== undefined) {
      const existing = byKey.get(booking.country, booking.idempotencyKey);
      if (existing) {
        if (existing.request_hash !== booking.requestHash) return { kind: 'conflict' };
        // The first answer's token is not kept in clear: a replay answers a new one, and both work.
        insertToken.run(booking.tokenHash, existing.id);
        return { kind: 'replayed', id: existing.id };
      }
    }
    if ((takenOfSlot.get(booking.storeId, booking.kind, booking.start) ?? 0) >= booking.capacity) return { kind: 'full' };
    const dealId = deals.insertDeal(booking.deal);
    const id = Number(
      insert.run({
        ...booking,
        licence: booking.licenceConfirmed === null ? null : booking.licenceConfirmed ? 1 : 0,
        dealId,
        idempotencyKey: booking.idempotencyKey ?? null,
      }).lastInsertRowid,
    );
    insertToken.run(booking.tokenHash, id);
    return { kind: 'created', id };
  });

  return {
    /** The active stores of a country that show or lend the product, in display order. */
    storesWithProduct: (country: CountryCode, productId: number): StoreOffer[] =>
      offersOf.all(country, productId).map((row) => ({ storeUuid: row.store_uuid, onDisplay: row.on_display === 1, forTestRides: row.for_test_rides === 1 })),
    offer: (storeId: number, productId: number) => {
      const row = offerOf.get(storeId, productId);
      return row && { onDisplay: row.on_display === 1, forTestRides: row.for_test_rides === 1 };
    },
    /** Booked places by slot start (ISO, UTC) between two instants. */
    taken: (storeId: number, kind: BookingKind, from: string, to: string): Map<string, number> =>
      new Map(takenOfDay.all(storeId, kind, from, to).map((row) => [row.slot_start, row.taken])),
    create: (booking: NewBooking) => create.immediate(booking),
    /** The booking the token opens, if the token is one of its tokens (undefined, whatever is wrong). */
    findByToken(country: CountryCode, id: number, tokenHash: string, locale: ContentLocale): BookingRow | undefined {
      return byToken.get(tokenHash, id, country) === undefined ? undefined : find.get({ id, ...localeParams(locale) });
    },
    /** Frees the place and forwards `deal` (the cancellation) to the CRM; cancelling a cancelled booking changes nothing. */
    cancel: (id: number, at: string, deal: NewDeal) => void cancel.immediate(id, at, deal),
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
