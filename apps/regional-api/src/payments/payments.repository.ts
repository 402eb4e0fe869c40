import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';
import type { PaymentEvent } from './payment-provider';

/** The state of one hosted payment session, as the confirmations told it. `superseded`: a newer one replaced it. */
export type SessionStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'superseded';
/** The order's payment state (`orders.payment_status`); NULL for an order paid offline. */
export type PaymentStatus = 'awaiting' | 'paid' | 'failed' | 'cancelled' | 'expired';

export interface PayableOrder {
  id: number;
  slug: string;
  status: 'new' | 'confirmed' | 'cancelled';
  locale: string;
  paymentMethod: string;
  paymentStatus: PaymentStatus | null;
  returnUrl: string | null;
  currency: string;
  total: number;
  fractionDigits: number;
  /** The newest session, if any. */
  session: { id: string; status: SessionStatus; expiresAt: string } | undefined;
}

export interface NewSession {
  id: string;
  orderId: number;
  country: CountryCode;
  method: string;
  amount: number;
  currency: string;
  url: string;
  expiresAt: string;
  createdAt: string;
}

/**
 * What a confirmation did: `applied`; `paid-twice` (another session had paid the order: a refund is due);
 * `duplicate` (its id was seen before); `ignored` (it would undo a
 * payment, or it is older than what the session already knows); `unknown-session`; `amount-mismatch`
 * (refused: it does not confirm what the order costs).
 */
export type EventOutcome = 'applied' | 'paid-twice' | 'duplicate' | 'ignored' | 'unknown-session' | 'amount-mismatch';

const EVENT_STATUS: Record<PaymentEvent['type'], Exclude<SessionStatus, 'open' | 'superseded'>> = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
  'payment.expired': 'expired',
};

interface OrderRow {
  id: number;
  slug: string;
  status: PayableOrder['status'];
  locale: string;
  payment_method: string;
  payment_status: PaymentStatus | null;
  return_url: string | null;
  currency: string;
  total: number;
  quotation_json: string;
}

interface SessionRow {
  id: string;
  order_id: number;
  status: SessionStatus;
  amount: number;
  currency: string;
  expires_at: string;
  last_event_at: number | null;
}

/**
 * Payment sessions and the confirmations received, each written in one immediate transaction: two
 * confirmations of one order (or a confirmation and a new session) never interleave, in this process
 * or another sharing the file.
 */
export function createPaymentsRepository(db: Db) {
  const orderBySlug = db.prepare<[string, string], OrderRow>(
    `SELECT id, slug, status, locale, payment_method, payment_status, return_url, currency, total, quotation_json
     FROM orders WHERE country = ? AND slug = ?`,
  );
  const newestSession = db.prepare<[number], SessionRow>(
    'SELECT * FROM payment_sessions WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );
  const sessionById = db.prepare<[string, string], SessionRow>('SELECT * FROM payment_sessions WHERE id = ? AND country = ?');
  const openSessions = db.prepare<[number], { id: string }>("SELECT id FROM payment_sessions WHERE order_id = ? AND status = 'open'");
  const supersede = db.prepare<[number]>("UPDATE payment_sessions SET status = 'superseded' WHERE order_id = ? AND status = 'open'");
  const insertSession = db.prepare(
    `INSERT INTO payment_sessions (id, order_id, country, method, amount, currency, status, url, expires_at, created_at)
     VALUES (@id, @orderId, @country, @method, @amount, @currency, 'open', @url, @expiresAt, @createdAt)`,
  );
  const setOrderPayment = db.prepare<[PaymentStatus, number]>('UPDATE orders SET payment_status = ? WHERE id = ?');
  const setOrderPaid = db.prepare<[string, number]>("UPDATE orders SET payment_status = 'paid', paid_at = ? WHERE id = ?");
  const orderPaymentOf = db.prepare<[number], { payment_status: PaymentStatus | null }>('SELECT payment_status FROM orders WHERE id = ?');
  const setSession = db.prepare<[SessionStatus, number, string]>('UPDATE payment_sessions SET status = ?, last_event_at = ? WHERE id = ?');
  const insertEvent = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO payment_events (id, session_id, type, outcome, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
  );
  const setEventOutcome = db.prepare<[string, string]>('UPDATE payment_events SET outcome = ? WHERE id = ?');

  const openSession = db.transaction((session: NewSession): string[] => {
    const replaced = openSessions.all(session.orderId).map((row) => row.id);
    supersede.run(session.orderId);
    insertSession.run(session);
    setOrderPayment.run('awaiting', session.orderId);
    return replaced;
  });

  const applyEvent = db.transaction((country: CountryCode, event: PaymentEvent, receivedAt: string): EventOutcome => {
    // The id is written first: a duplicate stops here, whatever it says.
    if (insertEvent.run(event.id, event.data.session, event.type, 'received', receivedAt).changes === 0) return 'duplicate';
    const outcome = ((): EventOutcome => {
      const session = sessionById.get(event.data.session, country);
      if (!session) return 'unknown-session';
      if (event.data.amount !== session.amount || event.data.currency !== session.currency) return 'amount-mismatch';
      const status = EVENT_STATUS[event.type];
      if (status === 'paid') {
        // Money taken is never undone by what arrives before or after; the order is paid from any session.
        const alreadyPaid = orderPaymentOf.get(session.order_id)?.payment_status === 'paid' && session.status !== 'paid';
        setSession.run('paid', Math.max(event.created, session.last_event_at ?? 0), session.id);
        if (alreadyPaid) return 'paid-twice';
        setOrderPaid.run(new Date(event.created * 1000).toISOString(), session.order_id);
        return 'applied';
      }
      if (session.status === 'paid' || (session.last_event_at !== null && event.created < session.last_event_at)) return 'ignored';
      const replaced = session.status === 'superseded';
      setSession.run(replaced ? 'superseded' : status, event.created, session.id);
      // Only the order's current session speaks for it; an unpaid order follows it.
      if (!replaced && orderPaymentOf.get(session.order_id)?.payment_status !== 'paid') setOrderPayment.run(status, session.order_id);
      return replaced ? 'ignored' : 'applied';
    })();
    setEventOutcome.run(outcome, event.id);
    return outcome;
  });

  return {
    findOrder(country: CountryCode, slug: string): PayableOrder | undefined {
      const row = orderBySlug.get(country, slug);
      if (!row) return undefined;
      const session = newestSession.get(row.id);
      const { fractionDigits } = JSON.parse(row.quotation_json) as { fractionDigits: number };
      return {
        id: row.id,
        slug: row.slug,
        status: row.status,
        locale: row.locale,
        paymentMethod: row.payment_method,
        paymentStatus: row.payment_status,
        returnUrl: row.return_url,
        currency: row.currency,
        total: row.total,
        fractionDigits,
        session: session && { id: session.id, status: session.status, expiresAt: session.expires_at },
      };
    },
    /** Records a new session as the order's current one; answers the ids of the open ones it replaced. */
    openSession: (session: NewSession): string[] => openSession.immediate(session),
    applyEvent: (country: CountryCode, event: PaymentEvent, receivedAt: string): EventOutcome => applyEvent.immediate(country, event, receivedAt),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
