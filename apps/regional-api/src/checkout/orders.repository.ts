import { randomBytes } from 'node:crypto';
import type { Order, Quotation, QuotationLine } from '@storefront/api-client/contract';
import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';
import { parseJson } from '../db/localized';

export interface NewOrder {
  country: CountryCode;
  idempotencyKey: string | undefined;
  /** Hash of the validated request: a replayed key must come with the same request. */
  requestHash: string;
  locale: string;
  customer: Order['customer'];
  delivery: Order['delivery'];
  paymentMethod: Order['paymentMethod'];
  comment: string | null;
  campaign: Record<string, string>;
  clientId: string | null;
  quotation: Quotation;
  createdAt: string;
}

export type CreateResult = { kind: 'created'; order: Order } | { kind: 'replayed'; order: Order } | { kind: 'conflict' };

interface OrderRow {
  slug: string;
  number: string;
  status: Order['status'];
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

const toOrder = (row: OrderRow): Order => ({
  slug: row.slug,
  number: row.number,
  status: row.status,
  createdAt: row.created_at,
  customer: parseJson<Order['customer']>(row.customer_json),
  delivery: parseJson<Order['delivery']>(row.delivery_json),
  paymentMethod: row.payment_method,
  comment: row.comment,
  quotation: withLaterFields(parseJson<StoredQuotation>(row.quotation_json)),
});

const COLUMNS = 'slug, number, status, request_hash, customer_json, delivery_json, payment_method, comment, quotation_json, created_at';

/**
 * Orders and their lines, written in one immediate transaction. The idempotency check runs inside
 * that transaction, so two requests with the same key, from this process or another one sharing
 * the file, create exactly one order; `UNIQUE (country, idempotency_key)` guards it as well.
 */
export function createOrdersRepository(db: Db) {
  const byKey = db.prepare<[string, string], OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE country = ? AND idempotency_key = ?`);
  const bySlug = db.prepare<[string, string], OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE country = ? AND slug = ?`);
  const insertOrder = db.prepare(
    `INSERT INTO orders (slug, number, country, status, idempotency_key, request_hash, locale, customer_json, delivery_json,
                         payment_method, comment, campaign_json, currency, total, quotation_json, created_at)
     VALUES (@slug, @slug, @country, 'new', @idempotencyKey, @requestHash, @locale, @customer, @delivery,
             @paymentMethod, @comment, @campaign, @currency, @total, @quotation, @createdAt)`,
  );
  // The number is readable (AE-100042) and follows the row id, so it is set once the id exists.
  const setNumber = db.prepare<[number]>("UPDATE orders SET number = printf('%s-%06d', upper(country), 100000 + id) WHERE id = ?");
  const insertLine = db.prepare<[number, number, number, number, number, string, number, number, string | null]>(
    `INSERT INTO order_lines (order_id, position, product_id, quantity, unit_price, warranty, warranty_unit_price, total, expected_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const create = db.transaction((order: NewOrder): CreateResult => {
    if (order.idempotencyKey !== undefined) {
      const existing = byKey.get(order.country, order.idempotencyKey);
      if (existing) return existing.request_hash === order.requestHash ? { kind: 'replayed', order: toOrder(existing) } : { kind: 'conflict' };
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
      comment: order.comment,
      campaign: JSON.stringify({ ...order.campaign, ...(order.clientId ? { CLIENT_ID: order.clientId } : {}) }),
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
    return { kind: 'created', order: toOrder(row) };
  });

  return {
    create: (order: NewOrder): CreateResult => create.immediate(order),
    findBySlug(country: CountryCode, slug: string): Order | undefined {
      const row = bySlug.get(country, slug);
      return row && toOrder(row);
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
