import type { CategoryFilters } from '@storefront/api-client/contract';
import { formatDecimal, type ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { localeParams, localized } from '../db/localized';
import type { Db } from '../db/open-database';
import { PRICE_NOW_SQL } from './offer-price';

// The products counted: those of the category (and its descendants), and of the search when there is one.
const IN_CATEGORY = `(@categoryId IS NULL OR p.category_id IN (SELECT descendant_id FROM category_closure WHERE ancestor_id = @categoryId))
  AND (@search IS NULL OR p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH @search))`;

type Params = { country: string; categoryId: number | null; search: string | null; locale: string; fallback: string };

/**
 * What a catalogue page can filter on, with counts over the products of a category (and its
 * descendants) sold in the country. Without a category: the whole catalogue, price and badges only.
 * With a search (the full-text expression of the product list's `q`): over the products it finds.
 */
export function createCategoryFiltersRepository(db: Db) {
  // The price a shopper pays now, an offer's where one runs (the cards' prices, the list's price filter).
  const priceStatement = db.prepare<Omit<Params, 'locale' | 'fallback'> & { now: string }, { min: number | null; max: number | null }>(
    `SELECT min(${PRICE_NOW_SQL}) AS min, max(${PRICE_NOW_SQL}) AS max
     FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country
     WHERE ${IN_CATEGORY}`,
  );
  const badgeTexts = localized('badge_translations', 'badge_id', 'b.id', 'bt', ['title']);
  const badgesStatement = db.prepare<Params, { value: string; label: string; count: number }>(
    `SELECT b.text AS value, coalesce(bt.title, bt_f.title) AS label, count(*) AS count
     FROM product_badges pb
     JOIN products p ON p.id = pb.product_id
     JOIN badges b ON b.id = pb.badge_id
     ${badgeTexts.joins}
     WHERE pb.country = @country AND ${IN_CATEGORY}
     GROUP BY b.id ORDER BY b.position`,
  );
  const offerTexts = localized('offer_translations', 'offer_id', 'o.id', 'ot', ['title']);
  const offersStatement = db.prepare<Params & { now: string }, { value: string; label: string; count: number }>(
    `SELECT o.slug AS value, coalesce(ot.title, ot_f.title) AS label, count(DISTINCT p.id) AS count
     FROM offers o
     JOIN offer_countries oc ON oc.offer_id = o.id AND oc.country = @country
     JOIN offer_products op ON op.offer_id = o.id
     JOIN products p ON p.id = op.product_id
     JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country
     ${offerTexts.joins}
     WHERE o.starts_at <= @now AND o.ends_at > @now AND ${IN_CATEGORY}
     GROUP BY o.id ORDER BY o.position`,
  );
  const keyTexts = localized('characteristic_translations', 'characteristic_id', 'ch.id', 'ch', ['name', 'unit']);
  const keysStatement = db.prepare<{ categoryId: number; locale: string; fallback: string }, { id: number; key: string; type: 'string' | 'number'; ch_name: string; ch_unit: string | null }>(
    `SELECT ch.id, ch.key, ch.type, ${keyTexts.columns}
     FROM category_closure cc
     JOIN category_filter_keys k ON k.category_id = cc.ancestor_id
     JOIN characteristics ch ON ch.id = k.characteristic_id
     ${keyTexts.joins}
     WHERE cc.descendant_id = @categoryId AND ch.type IN ('string', 'number')
     ORDER BY cc.depth DESC, k.position`,
  );
  // The options of all the category's filter keys in one pass over its products' values.
  const optionsStatement = db.prepare<Params & { keys: string }, { characteristic_id: number; value: string; number_value: number | null; label: string | null; count: number }>(
    `SELECT pc.characteristic_id, pc.filter_value AS value, min(pc.number_value) AS number_value,
            min(coalesce(tt.label, tt_f.label)) AS label, count(*) AS count
     FROM product_characteristics pc
     JOIN products p ON p.id = pc.product_id
     JOIN product_prices pp ON pp.product_id = p.id AND pp.country = @country
     LEFT JOIN terms tm ON tm.id = pc.term_id
     LEFT JOIN term_translations tt_f ON tt_f.term_id = tm.id AND tt_f.locale = @fallback
     LEFT JOIN term_translations tt ON tt.term_id = tm.id AND tt.locale = @locale
     WHERE pc.characteristic_id IN (SELECT value FROM json_each(@keys)) AND pc.filter_value IS NOT NULL AND ${IN_CATEGORY}
     GROUP BY pc.characteristic_id, pc.filter_value
     ORDER BY pc.characteristic_id, min(pc.number_value), min(tm.position), pc.filter_value`,
  );

  return {
    get(country: CountryCode, categoryId: number | undefined, locale: ContentLocale, now: string, search?: string): CategoryFilters {
      const params: Params = { country, categoryId: categoryId ?? null, search: search ?? null, ...localeParams(locale) };
      const { currency, fractionDigits } = COUNTRY_SETTINGS[country];
      const price = priceStatement.get({ country, categoryId: params.categoryId, search: params.search, now });
      const keys = categoryId === undefined ? [] : keysStatement.all({ categoryId, ...localeParams(locale) });
      const options = new Map<number, { value: string; number_value: number | null; label: string | null; count: number }[]>();
      if (keys.length > 0) {
        for (const row of optionsStatement.all({ ...params, keys: JSON.stringify(keys.map((key) => key.id)) })) {
          options.set(row.characteristic_id, [...(options.get(row.characteristic_id) ?? []), row]);
        }
      }
      return {
        categoryId: categoryId ?? null,
        currency,
        fractionDigits,
        price: price && price.min !== null && price.max !== null ? { min: price.min, max: price.max } : null,
        badges: badgesStatement.all(params),
        offers: offersStatement.all({ ...params, now }),
        characteristics: keys.map((key) => ({
          key: key.key,
          name: key.ch_name,
          type: key.type,
          unit: key.ch_unit,
          options: (options.get(key.id) ?? []).map((option) => ({
            value: option.value,
            label:
              option.number_value !== null
                ? `${formatDecimal(option.number_value, locale)}${key.ch_unit ? ` ${key.ch_unit}` : ''}`
                : (option.label ?? option.value),
            count: option.count,
          })),
        })),
      };
    },
  };
}

export type CategoryFiltersRepository = ReturnType<typeof createCategoryFiltersRepository>;
