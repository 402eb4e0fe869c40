import type { Taxonomy } from '@storefront/api-client/contract';
import type { ContentLocale } from '../content-locales';
import type { CountryCode } from '../countries';
import { localeParams, localized } from '../db/localized';
import type { Db } from '../db/open-database';
import { imageOf } from './categories.repository';

interface TaxonomyRow {
  id: number;
  slug: string;
  image: string;
  image_width: number;
  image_height: number;
  t_title: string;
  t_description: string;
  products_count: number;
}

const texts = localized('taxonomy_translations', 'taxonomy_id', 'x.id', 't', ['title', 'description']);
const SELECT = `
  SELECT x.id, x.slug, x.image, i.width AS image_width, i.height AS image_height, ${texts.columns},
         (SELECT count(*) FROM taxonomy_products tp JOIN product_prices pp ON pp.product_id = tp.product_id AND pp.country = @country
          WHERE tp.taxonomy_id = x.id) AS products_count
  FROM taxonomies x JOIN images i ON i.path = x.image ${texts.joins}`;

const toTaxonomy = (row: TaxonomyRow): Taxonomy => ({
  id: row.id,
  slug: row.slug,
  kind: 'collection',
  title: row.t_title,
  description: row.t_description,
  image: imageOf(row.image, row.image_width, row.image_height, row.t_title),
  productsCount: row.products_count,
});

/** Data access for taxonomies (collections) and the products they hold, in order. */
export function createTaxonomiesRepository(db: Db) {
  type P = { country: string; locale: string; fallback: string };
  const listStatement = db.prepare<P & { limit: number; offset: number }, TaxonomyRow>(`${SELECT} ORDER BY x.position, x.id LIMIT @limit OFFSET @offset`);
  const countStatement = db.prepare<[], number>('SELECT count(*) FROM taxonomies').pluck();
  const bySlugStatement = db.prepare<P & { slug: string }, TaxonomyRow>(`${SELECT} WHERE x.slug = @slug`);
  const productIdsStatement = db
    .prepare<[number], number>('SELECT product_id FROM taxonomy_products WHERE taxonomy_id = ? ORDER BY position, product_id')
    .pluck();
  return {
    list(country: CountryCode, locale: ContentLocale, limit: number, offset: number): Taxonomy[] {
      return listStatement.all({ country, ...localeParams(locale), limit, offset }).map(toTaxonomy);
    },
    count(): number {
      return countStatement.get() ?? 0;
    },
    findBySlug(country: CountryCode, slug: string, locale: ContentLocale): Taxonomy | undefined {
      const row = bySlugStatement.get({ country, slug, ...localeParams(locale) });
      return row && toTaxonomy(row);
    },
    productIds(id: number): number[] {
      return productIdsStatement.all(id);
    },
  };
}

export type TaxonomiesRepository = ReturnType<typeof createTaxonomiesRepository>;
