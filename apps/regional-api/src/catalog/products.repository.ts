import type {
  Badge,
  ContentBlock,
  ProductCharacteristic,
  ProductSummary,
} from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { localeParams, localized, parseJson } from '../db/localized';
import type { Db } from '../db/open-database';
import type { Statement } from 'better-sqlite3';
import { imageOf } from './categories.repository';
import { createProductSearch } from './product-search';
import { PRICE_NOW_SQL, offerPriceOf } from './offer-price';
import { currentPriceSince, referencePriceOf, type PricePeriod } from './reference-price';
import type { OffersRepository, ProductOffer } from './offers.repository';

export type ProductSort = 'default' | 'price-asc' | 'price-desc' | 'newest' | 'oldest' | 'relevance';

export interface ProductFilter {
  country: CountryCode;
  /** ISO time: offers filter on the ones running now. */
  now: string;
  categoryId?: number | undefined;
  /** Minor units, both included. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  /** Any of these badges. */
  badges?: readonly string[] | undefined;
  offerSlug?: string | undefined;
  /** Every key must match one of its values. */
  characteristics?: readonly { key: string; values: readonly string[] }[] | undefined;
  /** The FTS5 query that finds the products (`ProductSearchQuery.match`, typos included). */
  search?: string | undefined;
  /** The FTS5 query of the words as typed (`ProductSearchQuery.exact`): its products rank first. */
  searchExact?: string | undefined;
  inStock?: boolean | undefined;
  ids?: readonly number[] | undefined;
}

interface SummaryRow {
  id: number;
  slug: string;
  sku: string;
  model_year: number;
  colour: string;
  colt_label: string;
  t_name: string;
  t_short_description: string;
  price: number;
  old_price: number | null;
  stock: number;
  /** The day a pre-order is expected (`2027-03-01`); null when the product is not one. */
  expected_at: string | null;
  category_id: number;
  category_slug: string;
  category_path: string;
  ct_title: string;
  image: string;
  image_width: number;
  image_height: number;
}

interface CharacteristicRow {
  key: string;
  type: 'string' | 'number' | 'list';
  position: number;
  ch_name: string;
  ch_unit: string | null;
  group_id: number;
  group_position: number;
  g_title: string;
  number_value: number | null;
  tt_label: string | null;
  list_json: string | null;
}

const productTexts = localized('product_translations', 'product_id', 'p.id', 't', ['name', 'short_description']);
const categoryTexts = localized('category_translations', 'category_id', 'c.id', 'ct', ['title']);
const colourTexts = localized('term_translations', 'term_id', 'colour_term.id', 'colt', ['label']);

const SUMMARY_SELECT = `
  SELECT p.id, p.slug, p.sku, p.model_year, p.colour, ${colourTexts.columns}, ${productTexts.columns},
         pp.price, pp.old_price, pp.stock, pp.expected_at,
         c.id AS category_id, c.slug AS category_slug, c.path AS category_path, ${categoryTexts.columns},
         i.path AS image, i.width AS image_width, i.height AS image_height
  FROM products p
  JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country
  JOIN categories c ON c.id = p.category_id
  JOIN terms colour_term ON colour_term.code = p.colour
  JOIN images i ON i.path = (SELECT pi.image FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position LIMIT 1)
  ${productTexts.joins}
  ${categoryTexts.joins}
  ${colourTexts.joins}`;

// One statement serves every combination of filters: an absent filter is a NULL parameter.
// Lists travel as JSON text and are opened with json_each, so nothing is ever spliced into SQL.
const FILTER = `
  (@categoryId IS NULL OR p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = @categoryId))
  AND (@priceMin IS NULL OR ${PRICE_NOW_SQL} >= @priceMin)
  AND (@priceMax IS NULL OR ${PRICE_NOW_SQL} <= @priceMax)
  AND (@inStock IS NULL OR (pp.stock > 0) = @inStock)
  AND (@ids IS NULL OR p.id IN (SELECT value FROM json_each(@ids)))
  AND (@badges IS NULL OR EXISTS (
    SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
    WHERE pb.country = @country AND pb.product_id = p.id AND b.text IN (SELECT value FROM json_each(@badges))))
  AND (@offer IS NULL OR EXISTS (
    SELECT 1 FROM offer_products op
      JOIN offers o ON o.id = op.offer_id
      JOIN offer_countries oc ON oc.offer_id = o.id AND oc.country = @country
    WHERE op.product_id = p.id AND o.slug = @offer AND o.starts_at <= @now AND o.ends_at > @now))
  AND (@characteristics IS NULL OR NOT EXISTS (
    SELECT 1 FROM json_each(@characteristics) f
    WHERE NOT EXISTS (
      SELECT 1 FROM product_characteristics pc JOIN characteristics ch ON ch.id = pc.characteristic_id
      WHERE pc.product_id = p.id AND ch.key = json_extract(f.value, '$.key')
        AND pc.filter_value IN (SELECT value FROM json_each(f.value, '$.values')))))
  AND (@search IS NULL OR p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH @search))`;

const ORDER_BY: Readonly<Record<ProductSort, string>> = {
  default: 'c.position, c.id, p.position, p.id',
  // The price a shopper pays now (an offer's where one runs), as the cards show it.
  'price-asc': `${PRICE_NOW_SQL}, p.id`,
  'price-desc': `${PRICE_NOW_SQL} DESC, p.id`,
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at, p.id',
  // docs/adr/0279-search-rule.md: the words as typed before typo matches, then bm25 rank (lower is better), then id.
  relevance: `(@searchExact IS NOT NULL AND p.id NOT IN (SELECT rowid FROM product_search WHERE product_search MATCH @searchExact)),
    (SELECT rank FROM product_search WHERE product_search MATCH @search AND rowid = p.id), p.id`,
};

type FilterParams = {
  country: string;
  now: string;
  categoryId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  inStock: number | null;
  ids: string | null;
  badges: string | null;
  offer: string | null;
  characteristics: string | null;
  search: string | null;
  searchExact: string | null;
};

const filterParams = (filter: ProductFilter): FilterParams => ({
  country: filter.country,
  now: filter.now,
  categoryId: filter.categoryId ?? null,
  priceMin: filter.priceMin ?? null,
  priceMax: filter.priceMax ?? null,
  inStock: filter.inStock === undefined ? null : filter.inStock ? 1 : 0,
  ids: filter.ids ? JSON.stringify(filter.ids) : null,
  badges: filter.badges?.length ? JSON.stringify(filter.badges) : null,
  offer: filter.offerSlug ?? null,
  characteristics: filter.characteristics?.length ? JSON.stringify(filter.characteristics) : null,
  search: filter.search ?? null,
  searchExact: filter.searchExact ?? null,
});

/**
 * Data access for products, their prices in each country, badges, images and characteristics; each
 * summary names the best offer running for it (`offers.runningFor`) with the price of one piece at it,
 * and the reference price of a reduction (an offer or a sale) from the price history.
 */
export function createProductsRepository(db: Db, offers: Pick<OffersRepository, 'runningFor'>) {
  type Localized = { locale: string; fallback: string };
  // Two steps: the filter, sort and page pick ids over the light tables only, then the page's
  // rows get their texts, category and image (joining those for every candidate cost 2 ms a list).
  const pageStatements = Object.fromEntries(
    Object.entries(ORDER_BY).map(([sort, orderBy]) => [
      sort,
      db
        .prepare<FilterParams & { limit: number; offset: number }, number>(
          `SELECT p.id FROM products p
           JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country
           JOIN categories c ON c.id = p.category_id
           WHERE ${FILTER} ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`,
        )
        .pluck(),
    ]),
  ) as Record<ProductSort, Statement<FilterParams & { limit: number; offset: number }, number>>;
  const rowsStatement = db.prepare<{ country: string; ids: string } & Localized, SummaryRow>(
    `${SUMMARY_SELECT} WHERE p.id IN (SELECT value FROM json_each(@ids))`,
  );
  const countStatement = db
    .prepare<FilterParams, number>(
      `SELECT count(*) FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country WHERE ${FILTER}`,
    )
    .pluck();
  const bySlugStatement = db.prepare<{ country: string; slug: string } & Localized, SummaryRow>(`${SUMMARY_SELECT} WHERE p.slug = @slug`);
  const byIdStatement = db.prepare<{ country: string; id: number } & Localized, SummaryRow>(`${SUMMARY_SELECT} WHERE p.id = @id`);

  const badgeTexts = localized('badge_translations', 'badge_id', 'b.id', 'bt', ['title']);
  const badgesStatement = db.prepare<{ country: string; ids: string } & Localized, { product_id: number; id: number; text: Badge['text']; position: number; color: string; text_color: string; bt_title: string }>(
    `SELECT pb.product_id, b.id, b.text, b.position, b.color, b.text_color, ${badgeTexts.columns}
     FROM product_badges pb JOIN badges b ON b.id = pb.badge_id ${badgeTexts.joins}
     WHERE pb.country = @country AND pb.product_id IN (SELECT value FROM json_each(@ids))
     ORDER BY pb.product_id, b.position`,
  );

  // The prices each product had up to now, each with the start of the next (`until`; null: in force now).
  const historyStatement = db.prepare<{ country: string; ids: string; now: string }, { product_id: number } & PricePeriod>(
    `SELECT product_id, price, since, lead(since) OVER (PARTITION BY product_id ORDER BY since) AS until
     FROM price_history
     WHERE country = @country AND product_id IN (SELECT value FROM json_each(@ids)) AND since <= @now
     ORDER BY product_id, since`,
  );

  const descriptionStatement = db
    .prepare<{ id: number } & Localized, string>(
      `SELECT coalesce(t.description_json, f.description_json) FROM product_translations f
       LEFT JOIN product_translations t ON t.product_id = f.product_id AND t.locale = @locale
       WHERE f.product_id = @id AND f.locale = @fallback`,
    )
    .pluck();
  const imagesStatement = db.prepare<[number], { path: string; width: number; height: number }>(
    'SELECT i.path, i.width, i.height FROM product_images pi JOIN images i ON i.path = pi.image WHERE pi.product_id = ? ORDER BY pi.position',
  );

  const chTexts = localized('characteristic_translations', 'characteristic_id', 'ch.id', 'ch', ['name', 'unit']);
  const groupTexts = localized('characteristic_group_translations', 'group_id', 'g.id', 'g', ['title']);
  const termTexts = localized('term_translations', 'term_id', 'tm.id', 'tt', ['label']);
  const characteristicsStatement = db.prepare<{ id: number } & Localized, CharacteristicRow>(
    `SELECT ch.key, ch.type, ch.position, ${chTexts.columns}, g.id AS group_id, g.position AS group_position, ${groupTexts.columns},
            pc.number_value, coalesce(tt.label, tt_f.label) AS tt_label, pc.list_json
     FROM product_characteristics pc
     JOIN characteristics ch ON ch.id = pc.characteristic_id
     JOIN characteristic_groups g ON g.id = ch.group_id
     ${chTexts.joins}
     ${groupTexts.joins}
     LEFT JOIN terms tm ON tm.id = pc.term_id
     LEFT JOIN term_translations tt_f ON tt_f.term_id = tm.id AND tt_f.locale = @fallback
     LEFT JOIN term_translations tt ON tt.term_id = tm.id AND tt.locale = @locale
     WHERE pc.product_id = @id
     ORDER BY g.position, ch.position`,
  );
  const termLabels = db.prepare<{ codes: string } & Localized, { code: string; tt_label: string }>(
    `SELECT tm.code, ${termTexts.columns} FROM terms tm ${termTexts.joins} WHERE tm.code IN (SELECT value FROM json_each(@codes))`,
  );

  const toSummaries = (rows: SummaryRow[], country: CountryCode, locale: ContentLocale, now: string): ProductSummary[] => {
    if (rows.length === 0) return [];
    const { currency, fractionDigits } = COUNTRY_SETTINGS[country];
    const ids = rows.map((r) => r.id);
    const badges = new Map<number, Badge[]>();
    for (const row of badgesStatement.all({ country, ids: JSON.stringify(ids), ...localeParams(locale) })) {
      const list = badges.get(row.product_id) ?? [];
      list.push({ id: row.id, text: row.text, title: row.bt_title, color: row.color, textColor: row.text_color, position: row.position });
      badges.set(row.product_id, list);
    }
    // Offers never stack: the best one applies (runningFor lists it first for each product).
    const best = new Map<number, ProductOffer>();
    for (const offer of offers.runningFor(country, ids, now, locale)) if (!best.has(offer.productId)) best.set(offer.productId, offer);
    const offerOf = (row: SummaryRow): ProductSummary['offer'] => {
      const offer = best.get(row.id);
      if (!offer) return null;
      const { id, slug, title, discountPercent, endsAt } = offer;
      return { id, slug, title, discountPercent, endsAt, price: offerPriceOf(row.price, discountPercent) };
    };
    const history = new Map<number, PricePeriod[]>();
    for (const { product_id: productId, ...period } of historyStatement.all({ country, ids: JSON.stringify(ids), now })) {
      const periods = history.get(productId) ?? [];
      periods.push(period);
      history.set(productId, periods);
    }
    // A reduction began when its offer did (against the offer's price), or, for a sale, when today's price did.
    const referenceOf = (row: SummaryRow, offer: ProductSummary['offer']): number | null => {
      const periods = history.get(row.id) ?? [];
      const startsAt = best.get(row.id)?.startsAt;
      if (offer && startsAt) return referencePriceOf(periods, startsAt, offer.price);
      const saleSince = row.old_price === null ? null : currentPriceSince(periods, now);
      return saleSince === null ? null : referencePriceOf(periods, saleSince, row.price);
    };
    return rows.map((row) => {
      const offer = offerOf(row);
      return {
        id: row.id,
        slug: row.slug,
        sku: row.sku,
        name: row.t_name,
        shortDescription: row.t_short_description,
        modelYear: row.model_year,
        colour: { code: row.colour, label: row.colt_label },
        category: { id: row.category_id, slug: row.category_slug, path: row.category_path, title: row.ct_title },
        currency,
        fractionDigits,
        price: row.price,
        oldPrice: row.old_price,
        referencePrice: referenceOf(row, offer),
        stock: row.stock,
        inStock: row.stock > 0,
        preOrder: row.expected_at === null ? null : { expectedAt: row.expected_at },
        badges: badges.get(row.id) ?? [],
        image: imageOf(row.image, row.image_width, row.image_height, row.t_name),
        offer,
      };
    });
  };

  const list = (filter: ProductFilter, locale: ContentLocale, sort: ProductSort, limit: number, offset: number): ProductSummary[] => {
    const ids = pageStatements[sort].all({ ...filterParams(filter), limit, offset });
    if (ids.length === 0) return [];
    const rows = new Map(rowsStatement.all({ country: filter.country, ids: JSON.stringify(ids), ...localeParams(locale) }).map((row) => [row.id, row]));
    return toSummaries(
      ids.map((id) => rows.get(id)).filter((row): row is SummaryRow => row !== undefined),
      filter.country,
      locale,
      filter.now,
    );
  };

  const search = createProductSearch(db);

  return {
    list,
    /** The FTS5 queries of what a shopper typed (product-search.ts), or none without a letter or digit. */
    searchQueryOf: search.queryOf,
    count(filter: ProductFilter): number {
      return countStatement.get(filterParams(filter)) ?? 0;
    },
    /** Summaries of these products in the given order; ids not sold in the country are left out. */
    byIds(country: CountryCode, ids: readonly number[], locale: ContentLocale, now: string): ProductSummary[] {
      if (ids.length === 0) return [];
      const found = list({ country, now, ids }, locale, 'default', ids.length, 0);
      const byId = new Map(found.map((product) => [product.id, product]));
      return ids.map((id) => byId.get(id)).filter((product): product is ProductSummary => product !== undefined);
    },
    findBySlug(country: CountryCode, slug: string, locale: ContentLocale, now: string): ProductSummary | undefined {
      const row = bySlugStatement.get({ country, slug, ...localeParams(locale) });
      return row && toSummaries([row], country, locale, now)[0];
    },
    findById(country: CountryCode, id: number, locale: ContentLocale, now: string): ProductSummary | undefined {
      const row = byIdStatement.get({ country, id, ...localeParams(locale) });
      return row && toSummaries([row], country, locale, now)[0];
    },
    description(id: number, locale: ContentLocale): ContentBlock[] {
      const json = descriptionStatement.get({ id, ...localeParams(locale) });
      return json ? parseJson<ContentBlock[]>(json) : [];
    },
    images(id: number, alt: string) {
      return imagesStatement.all(id).map((row) => imageOf(row.path, row.width, row.height, alt));
    },
    /** SPEC §3: name, value (string, number or list of name/value) and group, in group then display order. */
    characteristics(id: number, locale: ContentLocale): ProductCharacteristic[] {
      const rows = characteristicsStatement.all({ id, ...localeParams(locale) });
      const codes = new Set<string>();
      const lists = new Map<string, { term: string; value: string | number }[]>();
      for (const row of rows) {
        if (row.list_json === null) continue;
        const items = parseJson<{ term: string; value: string | number }[]>(row.list_json);
        lists.set(row.key, items);
        for (const item of items) codes.add(item.term);
      }
      const labels = new Map(
        codes.size ? termLabels.all({ codes: JSON.stringify([...codes]), ...localeParams(locale) }).map((row) => [row.code, row.tt_label]) : [],
      );
      return rows.map((row) => {
        const list = lists.get(row.key);
        const value: ProductCharacteristic['value'] = list
          ? list.map((item) => ({ name: labels.get(item.term) ?? item.term, value: item.value }))
          : row.number_value !== null
            ? row.number_value
            : (row.tt_label ?? '');
        return {
          key: row.key,
          name: row.ch_name,
          value,
          unit: row.ch_unit,
          position: row.position,
          group: { id: row.group_id, title: row.g_title, position: row.group_position },
        };
      });
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
