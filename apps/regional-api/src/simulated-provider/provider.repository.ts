import type { Db } from '../db/open-database';
import type { ProviderMethod, SessionRequest } from '../payments/payment-provider';

/** A hosted session on the provider's side: `challenge` while the bank's confirmation step is shown. */
export type HostedStatus = 'open' | 'challenge' | 'paid' | 'declined' | 'cancelled' | 'expired';

/** A session as the merchant asked for it (`SessionRequest`), with the provider's id and state. */
export interface HostedSession extends SessionRequest {
  id: string;
  status: HostedStatus;
  createdAt: string;
}

interface Row {
  id: string;
  merchant_reference: string;
  method: ProviderMethod;
  amount: number;
  currency: string;
  fraction_digits: number;
  locale: string;
  return_url: string;
  webhook_url: string;
  status: HostedStatus;
  created_at: string;
  expires_at: string;
}

const toSession = (row: Row): HostedSession => ({
  id: row.id,
  reference: row.merchant_reference,
  method: row.method,
  amount: row.amount,
  currency: row.currency,
  fractionDigits: row.fraction_digits,
  locale: row.locale,
  returnUrl: row.return_url,
  webhookUrl: row.webhook_url,
  status: row.status,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** The simulated provider's own sessions: what a real provider keeps on its side. */
export function createProviderRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO provider_sessions (id, merchant_reference, method, amount, currency, fraction_digits, locale, return_url, webhook_url, status, created_at, expires_at)
     VALUES (@id, @reference, @method, @amount, @currency, @fractionDigits, @locale, @returnUrl, @webhookUrl, 'open', @createdAt, @expiresAt)`,
  );
  const byId = db.prepare<[string], Row>('SELECT * FROM provider_sessions WHERE id = ?');
  // A move happens only from the state it was decided in: two clicks, or a click and the clock, cannot both win.
  const move = db.prepare<[HostedStatus, string, HostedStatus]>('UPDATE provider_sessions SET status = ? WHERE id = ? AND status = ?');
  return {
    create(id: string, request: SessionRequest, createdAt: string): void {
      insert.run({ id, ...request, createdAt });
    },
    find(id: string): HostedSession | undefined {
      const row = byId.get(id);
      return row && toSession(row);
    },
    /** Moves a session from `from` to `to`; false when it was no longer in `from`. */
    move: (id: string, from: HostedStatus, to: HostedStatus): boolean => move.run(to, id, from).changes === 1,
  };
}

export type ProviderRepository = ReturnType<typeof createProviderRepository>;
