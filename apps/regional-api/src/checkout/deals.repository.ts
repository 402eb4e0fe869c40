import type { Deal } from '@storefront/api-client/contract';
import type { CountryCode } from '../countries';
import type { Db } from '../db/open-database';
import { parseJson } from '../db/localized';
import type { ConsentRecord } from './contacts';

export interface NewDeal {
  country: CountryCode;
  form: string;
  name: string;
  phone: string;
  email: string | null;
  comment: string | null;
  productId: number | null;
  /** The store a booking's deal is for (docs/regional-api.md "Bookings"); absent for call-backs. */
  storeId?: number | null;
  pageUrl: string | null;
  campaign: Record<string, string>;
  clientId: string | null;
  /** What the shopper allowed when sending it; null when the client did not say. */
  consent: ConsentRecord | null;
  formToken: string | null;
  locale: string;
  idempotencyKey: string | undefined;
  requestHash: string;
  createdAt: string;
}

interface DealRow {
  id: number;
  form: string;
  phone: string;
  campaign_json: string;
  created_at: string;
  request_hash: string;
}

const toDeal = (row: DealRow): Deal => ({
  id: row.id,
  status: 'received',
  form: row.form,
  phone: row.phone,
  campaign: parseJson<Record<string, string>>(row.campaign_json),
  createdAt: row.created_at,
});

/** CRM deals (call-back requests), stored in a transaction, with the same idempotency as orders. */
export function createDealsRepository(db: Db) {
  const byKey = db.prepare<[string, string], DealRow>(
    'SELECT id, form, phone, campaign_json, created_at, request_hash FROM deals WHERE country = ? AND idempotency_key = ?',
  );
  const byId = db.prepare<[number], DealRow>('SELECT id, form, phone, campaign_json, created_at, request_hash FROM deals WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO deals (country, form, name, phone, email, comment, product_id, store_id, page_url, campaign_json, client_id, consent_json, form_token,
                        locale, idempotency_key, request_hash, created_at)
     VALUES (@country, @form, @name, @phone, @email, @comment, @productId, @storeId, @pageUrl, @campaign, @clientId, @consent, @formToken,
             @locale, @idempotencyKey, @requestHash, @createdAt)`,
  );
  const productExists = db
    .prepare<[string, number], number>('SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.country = ? WHERE p.id = ?')
    .pluck();

  /** Writes the row in whatever transaction is open (a booking's writes its deal with its own). */
  const insertDeal = (deal: NewDeal): number =>
    Number(
      insert.run({
        ...deal,
        storeId: deal.storeId ?? null,
        campaign: JSON.stringify(deal.campaign),
        consent: deal.consent ? JSON.stringify(deal.consent) : null,
        idempotencyKey: deal.idempotencyKey ?? null,
      }).lastInsertRowid,
    );

  const create = db.transaction((deal: NewDeal): { kind: 'created' | 'replayed'; deal: Deal } | { kind: 'conflict' } => {
    if (deal.idempotencyKey !== undefined) {
      const existing = byKey.get(deal.country, deal.idempotencyKey);
      if (existing) return existing.request_hash === deal.requestHash ? { kind: 'replayed', deal: toDeal(existing) } : { kind: 'conflict' };
    }
    const row = byId.get(insertDeal(deal));
    if (!row) throw new Error('The deal just written cannot be read back');
    return { kind: 'created', deal: toDeal(row) };
  });

  return {
    create: (deal: NewDeal) => create.immediate(deal),
    insertDeal,
    productSold: (country: CountryCode, productId: number) => productExists.get(country, productId) !== undefined,
  };
}

export type DealsRepository = ReturnType<typeof createDealsRepository>;
