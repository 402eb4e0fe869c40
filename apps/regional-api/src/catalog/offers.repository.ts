import type { Offer } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized, toFlag } from '../db/localized';
import type { Db } from '../db/open-database';
import { imageOf } from './categories.repository';

interface OfferRow {
  id: number;
  slug: string;
  discount_percent: number;
  starts_at: string;
  ends_at: string;
  running: number;
  image: string;
  image_width: number;
  image_height: number;
  t_title: string;
  t_description: string;
  t_conditions: string;
  products_count: number;
}

/** A running offer that covers a product, as the quotation applies it. */
export interface ProductOffer {
  id: number;
  productId: number;
  slug: string;
  title: string;
  discountPercent: number;
  /** When the offer began: its products' reduction, whose reference price looks back from it. */
  startsAt: string;
  endsAt: string;
}

const texts = localized('offer_translations', 'offer_id', 'o.id', 't', ['title', 'description', 'conditions']);

const SELECT = `
  SELECT o.id, o.slug, o.discount_percent, o.starts_at, o.ends_at, o.image,
         (o.starts_at <= @now AND o.ends_at > @now) AS running,
         i.width AS image_width, i.height AS image_height, ${texts.columns},
         (SELECT count(*) FROM offer_products op JOIN product_prices pp ON pp.product_id = op.product_id AND pp.country = @country
          WHERE op.offer_id = o.id) AS products_count
  FROM offers o
  JOIN offer_countries oc ON oc.offer_id = o.id AND oc.country = @country
  JOIN images i ON i.path = o.image
  ${texts.joins}`;

const FILTER = `(@active IS NULL OR (o.starts_at <= @now AND o.ends_at > @now) = @active)`;

const toOffer = (row: OfferRow): Offer => ({
  id: row.id,
  slug: row.slug,
  title: row.t_title,
  description: row.t_description,
  conditions: row.t_conditions,
  discountPercent: row.discount_percent,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  active: row.running === 1,
  image: imageOf(row.image, row.image_width, row.image_height, row.t_title),
  productsCount: row.products_count,
  filterQueryString: `offers.slug=${encodeURIComponent(row.slug)}`,
});

type Params = { country: string; now: string; locale: string; fallback: string };

/** Data access for offers: percentage discounts on product sets, per country, while they run. */
export function createOffersRepository(db: Db) {
  const listStatement = db.prepare<Params & { active: number | null; limit: number; offset: number }, OfferRow>(
    `${SELECT} WHERE ${FILTER} ORDER BY o.position, o.id LIMIT @limit OFFSET @offset`,
  );
  const countStatement = db
    .prepare<{ country: string; now: string; active: number | null }, number>(
      `SELECT count(*) FROM offers o JOIN offer_countries oc ON oc.offer_id = o.id AND oc.country = @country WHERE ${FILTER}`,
    )
    .pluck();
  const byIdStatement = db.prepare<Params & { id: number }, OfferRow>(`${SELECT} WHERE o.id = @id`);
  const bySlugStatement = db.prepare<Params & { slug: string }, OfferRow>(`${SELECT} WHERE o.slug = @slug`);
  const productIdsStatement = db
    .prepare<{ id: number; country: string }, number>(
      `SELECT op.product_id FROM offer_products op JOIN product_prices pp ON pp.product_id = op.product_id AND pp.country = @country
       WHERE op.offer_id = @id ORDER BY op.product_id`,
    )
    .pluck();
  const offerTexts = localized('offer_translations', 'offer_id', 'o.id', 'ot', ['title']);
  const runningForProducts = db.prepare<Params & { ids: string }, { id: number; product_id: number; slug: string; ot_title: string; discount_percent: number; starts_at: string; ends_at: string }>(
    `SELECT o.id, op.product_id, o.slug, ${offerTexts.columns}, o.discount_percent, o.starts_at, o.ends_at
     FROM offer_products op
     JOIN offers o ON o.id = op.offer_id
     JOIN offer_countries oc ON oc.offer_id = o.id AND oc.country = @country
     ${offerTexts.joins}
     WHERE op.product_id IN (SELECT value FROM json_each(@ids)) AND o.starts_at <= @now AND o.ends_at > @now
     ORDER BY op.product_id, o.discount_percent DESC, o.position, o.id`,
  );

  const params = (country: CountryCode, now: string, locale: ContentLocale): Params => ({ country, now, ...localeParams(locale) });

  return {
    list(country: CountryCode, now: string, locale: ContentLocale, active: boolean | undefined, limit: number, offset: number): Offer[] {
      return listStatement.all({ ...params(country, now, locale), active: toFlag(active), limit, offset }).map(toOffer);
    },
    count(country: CountryCode, now: string, active: boolean | undefined): number {
      return countStatement.get({ country, now, active: toFlag(active) }) ?? 0;
    },
    findById(country: CountryCode, id: number, now: string, locale: ContentLocale): Offer | undefined {
      const row = byIdStatement.get({ ...params(country, now, locale), id });
      return row && toOffer(row);
    },
    findBySlug(country: CountryCode, slug: string, now: string, locale: ContentLocale): Offer | undefined {
      const row = bySlugStatement.get({ ...params(country, now, locale), slug });
      return row && toOffer(row);
    },
    productIds(country: CountryCode, offerId: number): number[] {
      return productIdsStatement.all({ id: offerId, country });
    },
    /** Running offers of these products in the country, best discount first for each product. */
    runningFor(country: CountryCode, productIds: readonly number[], now: string, locale: ContentLocale): ProductOffer[] {
      if (productIds.length === 0) return [];
      return runningForProducts.all({ ...params(country, now, locale), ids: JSON.stringify(productIds) }).map((row) => ({
        id: row.id,
        productId: row.product_id,
        slug: row.slug,
        title: row.ot_title,
        discountPercent: row.discount_percent,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
      }));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
