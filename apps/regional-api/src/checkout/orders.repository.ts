import { randomBytes } from 'node:crypto';
import type { Order, Quotation, QuotationLine } from '@storefront/api-client/contract';
import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';
import { parseJson } from '../db/localized';
import type { ConsentRecord } from './contacts';
import { sessionExpired } from '../payments/payments';
import type { PaymentStatus, SessionStatus } from '../payments/payments.repository';

export interface NewOrder {
  country: CountryCode;
  idempotencyKey: string | undefined;
  /** Hash of the validated request: a replayed key must come with the same request. */
  requestHash: string;
  locale: string;
  customer: Order['customer'];
  delivery: Order['delivery'];
  paymentMethod: Order['paymentMethod'];
  /** For an order paid online: where the provider sends the shopper back (`{order}` stands for the slug). */
  returnUrl: string | null;
  comment: string | null;
  campaign: Record<string, string>;
  clientId: string | null;
  /** What the shopper allowed when ordering; null when the client did not say. */
  consent: ConsentRecord | null;
  quotation: Quotation;
  createdAt: string;
}

export type CreateResult = { kind: 'created'; order: Order } | { kind: 'replayed'; order: Order } | { kind: 'conflict' };

interface OrderRow {
  slug: string;
  number: string;
  status: 'new' | 'confirmed' | 'cancelled';
  payment_status: PaymentStatus | null;
  paid_at: string | null;
  session_status: SessionStatus | null;
  session_url: string | null;
  session_expires_at: string | null;
  request_hash: string;
  customer_json: string;
  delivery_json: string;
  payment_method: Order['paymentMethod'];
  comment: string | null;
  quotation_json: string;
  created_at: string;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 24 characters of base32 from 15 random bytes: 120 bits, not guessable, safe in a URL. */
function newSlug(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let slug = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      slug += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return slug;
}

type LaterFields = 'warranty' | 'warrantyUnitPrice' | 'preOrder';
/**
 * A quotation as stored: orders placed before lines had a warranty (issue 14) lack its fields, those
 * placed before pre-orders could be ordered (issue 27) lack `preOrder`, those placed before prices
 * could include the tax (issue 31) lack `taxIncluded`.
 */
type StoredQuotation = Omit<Quotation, 'lines' | 'taxIncluded'> & Partial<Pick<Quotation, 'taxIncluded'>> & { lines: (Omit<QuotationLine, LaterFields> & Partial<Pick<QuotationLine, LaterFields>>)[] };

/**
 * Lines stored without a warranty were all basic (free), those without a pre-order mark were none,
 * quotations without `taxIncluded` added the tax: read back as such.
 */
const withLaterFields = (quotation: StoredQuotation): Quotation => ({
  ...quotation,
  taxIncluded: quotation.taxIncluded ?? false,
  lines: quotation.lines.map((line) => ({
    ...line,
    warranty: line.warranty ?? 'basic',
    warrantyUnitPrice: line.warrantyUnitPrice ?? 0,
    preOrder: line.preOrder ?? null,
  })),
});

const PAYMENT_STATUS: Record<Exclude<PaymentStatus, 'awaiting'>, Order['status']> = {
  paid: 'paid',
  failed: 'payment_failed',
  cancelled: 'payment_cancelled',
  expired: 'payment_expired',
};

/**
 * The status the shopper is told (contract `ORDER_STATUSES`): the back office's, once it decided; else
 * the payment's for an order paid online. A session past its time is expired without waiting for the
 * provider to say so, and its page is no longer offered.
 */
function statusOf(row: OrderRow, now: Date): Pick<Order, 'status' | 'paymentUrl' | 'paymentExpiresAt'> {
  const none = { paymentUrl: null, paymentExpiresAt: null };
  if (row.status !== 'new' || row.payment_status === null) return { status: row.status, ...none };
  if (row.payment_status !== 'awaiting') return { status: PAYMENT_STATUS[row.payment_status], ...none };
  const session = row.session_status && row.session_expires_at ? { status: row.session_status, expiresAt: row.session_expires_at } : undefined;
  if (session && sessionExpired(session, now)) return { status: 'payment_expired', ...none };
  if (session?.status !== 'open' || !row.session_url) return { status: 'awaiting_payment', ...none };
  return { status: 'awaiting_payment', paymentUrl: row.session_url, paymentExpiresAt: session.expiresAt };
}

const toOrder = (row: OrderRow, now: Date): Order => ({
  slug: row.slug,
  number: row.number,
  ...statusOf(row, now),
  createdAt: row.created_at,
  customer: parseJson<Order['customer']>(row.customer_json),
  delivery: parseJson<Order['delivery']>(row.delivery_json),
  paymentMethod: row.payment_method,
  paidAt: row.paid_at,
  comment: row.comment,
  quotation: withLaterFields(parseJson<StoredQuotation>(row.quotation_json)),
});

// An order with its newest payment session, if it has one.
const SELECT = `SELECT o.slug, o.number, o.status, o.request_hash, o.customer_json, o.delivery_json, o.payment_method, o.comment,
  o.quotation_json, o.created_at, o.payment_status, o.paid_at, s.status AS session_status, s.url AS session_url,
  s.expires_at AS session_expires_at
  FROM orders o LEFT JOIN payment_sessions s
    ON s.id = (SELECT id FROM payment_sessions WHERE order_id = o.id ORDER BY created_at DESC, rowid DESC LIMIT 1)`;

/**
 * Orders and their lines, written in one immediate transaction. The idempotency check runs inside
 * that transaction, so two requests with the same key, from this process or another one sharing
 * the file, create exactly one order; `UNIQUE (country, idempotency_key)` guards it as well.
 */
export function createOrdersRepository(db: Db) {
  const byKey = db.prepare<[string, string], OrderRow>(`${SELECT} WHERE o.country = ? AND o.idempotency_key = ?`);
  const bySlug = db.prepare<[string, string], OrderRow>(`${SELECT} WHERE o.country = ? AND o.slug = ?`);
  const insertOrder = db.prepare(
    `INSERT INTO orders (slug, number, country, status, idempotency_key, request_hash, locale, customer_json, delivery_json,
                         payment_method, payment_status, return_url, comment, campaign_json, consent_json, currency, total, quotation_json, created_at)
     VALUES (@slug, @slug, @country, 'new', @idempotencyKey, @requestHash, @locale, @customer, @delivery,
             @paymentMethod, @paymentStatus, @returnUrl, @comment, @campaign, @consent, @currency, @total, @quotation, @createdAt)`,
  );
  // The number is readable (AE-100042) and follows the row id, so it is set once the id exists.
  const setNumber = db.prepare<[number]>("UPDATE orders SET number = printf('%s-%06d', upper(country), 100000 + id) WHERE id = ?");
  const insertLine = db.prepare<[number, number, number, number, number, string, number, number, string | null]>(
    `INSERT INTO order_lines (order_id, position, product_id, quantity, unit_price, warranty, warranty_unit_price, total, expected_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const create = db.transaction((order: NewOrder, now: Date): CreateResult => {
    if (order.idempotencyKey !== undefined) {
      const existing = byKey.get(order.country, order.idempotencyKey);
      if (existing) return existing.request_hash === order.requestHash ? { kind: 'replayed', order: toOrder(existing, now) } : { kind: 'conflict' };
    }
    const slug = newSlug();
    const { lastInsertRowid } = insertOrder.run({
      slug,
      country: order.country,
      idempotencyKey: order.idempotencyKey ?? null,
      requestHash: order.requestHash,
      locale: order.locale,
      customer: JSON.stringify(order.customer),
      delivery: JSON.stringify(order.delivery),
      paymentMethod: order.paymentMethod,
      // An order paid online awaits its payment from the start, even before a session could be opened.
      paymentStatus: order.returnUrl === null ? null : 'awaiting',
      returnUrl: order.returnUrl,
      comment: order.comment,
      campaign: JSON.stringify({ ...order.campaign, ...(order.clientId ? { CLIENT_ID: order.clientId } : {}) }),
      consent: order.consent ? JSON.stringify(order.consent) : null,
      currency: order.quotation.currency,
      total: order.quotation.total,
      quotation: JSON.stringify(order.quotation),
      createdAt: order.createdAt,
    });
    const id = Number(lastInsertRowid);
    setNumber.run(id);
    order.quotation.lines.forEach((line, index) =>
      insertLine.run(
        id,
        index + 1,
        line.productId,
        line.quantity,
        line.unitPrice,
        line.warranty,
        line.warrantyUnitPrice,
        line.total,
        line.preOrder?.expectedAt ?? null,
      ),
    );
    const row = bySlug.get(order.country, slug);
    if (!row) throw new Error('The order just written cannot be read back');
    return { kind: 'created', order: toOrder(row, now) };
  });

  return {
    create: (order: NewOrder, now: Date): CreateResult => create.immediate(order, now),
    /** The order as the shopper sees it at `now` (a payment session may have run out). */
    findBySlug(country: CountryCode, slug: string, now: Date): Order | undefined {
      const row = bySlug.get(country, slug);
      return row && toOrder(row, now);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
