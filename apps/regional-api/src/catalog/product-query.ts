import { z } from 'zod';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS } from '../country-settings';
import { badRequest, notFound } from '../http/http-error';
import { pagingQuery } from '../http/pagination';
import { booleanFlag, localeQuery, scalar, stringList } from '../http/query';
import { parseMajorUnits } from '../money';
import type { CategoriesRepository } from './categories.repository';
import type { ProductSearchQuery } from './product-search';
import type { ProductFilter, ProductSort, ProductsRepository } from './products.repository';

const direction = z.enum(['asc', 'desc'], { error: 'must be asc or desc' });

/**
 * The filters of the product lists (SPEC §5 "Filter mapping"): `price[between]=from..to` in major
 * units of the country's currency (either side may be empty), `order[price]=asc|desc` (or
 * `order[createdAt]`), `offers.slug`, `badges[]`, `characteristics[key][]`, `category` (id, slug
 * or path) or `category.slug`, `q` (full-text), `inStock`, `ids=7,9` (these products only), and the
 * paging of every list.
 */
export const productListQuery = localeQuery.extend({
  ...pagingQuery,
  category: scalar().optional(),
  'category.slug': scalar().optional(),
  price: z.object({ between: scalar() }, { error: 'must be price[between]=from..to' }).strict().optional(),
  order: z
    .object({ price: direction, createdAt: direction }, { error: 'must be order[price] or order[createdAt]' })
    .partial()
    .strict()
    .refine((order) => Object.keys(order).length <= 1, { error: 'one sort at a time' })
    .optional(),
  'offers.slug': scalar().optional(),
  badges: stringList(10).optional(),
  characteristics: z
    .record(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'keys are characteristic keys' }), stringList(50), {
      error: 'must be characteristics[key][]=value',
    })
    .refine((record) => Object.keys(record).length <= 20, { error: 'at most 20 characteristics' })
    .optional(),
  q: scalar().optional(),
  inStock: booleanFlag().optional(),
  /**
   * `ids=7,9`: these products only (a cart names its lines); at most 100, as a cart's lines. One value,
   * comma-separated: the query parser turns a list of more than 20 `name[]=` values into an object.
   */
  ids: scalar()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, { error: 'must be at most 100 positive whole numbers, comma-separated' })
    .transform((value) => value.split(',').map(Number))
    .optional(),
});

export type ProductListQuery = z.output<typeof productListQuery>;

const MAX_SEARCH_TOKENS = 8;

/**
 * The words of what a shopper typed as FTS5 terms: each word (letters and digits of any script) a
 * quoted prefix, at most eight. Operators and quotes typed by the shopper are just separators.
 */
export function toSearchTerms(text: string): string[] {
  const tokens = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(tokens.slice(0, MAX_SEARCH_TOKENS).map((token) => `"${token.slice(0, 40)}"*`))];
}

function parsePriceRange(between: string, country: CountryCode): { priceMin?: number; priceMax?: number } {
  const match = /^([^.]*(?:\.\d+)?)\.\.(.*)$/.exec(between);
  const { fractionDigits } = COUNTRY_SETTINGS[country];
  const side = (text: string | undefined) => {
    if (text === undefined || text === '') return undefined;
    const minor = parseMajorUnits(text, fractionDigits);
    if (minor === undefined) throw badRequest(`Invalid query: price.between: "${text.slice(0, 20)}" is not an amount`);
    return minor;
  };
  if (!match) throw badRequest('Invalid query: price.between: must be from..to');
  const priceMin = side(match[1]);
  const priceMax = side(match[2]);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    throw badRequest('Invalid query: price.between: from is greater than to');
  }
  return { ...(priceMin !== undefined ? { priceMin } : {}), ...(priceMax !== undefined ? { priceMax } : {}) };
}

export function sortOf(query: ProductListQuery, fallback: ProductSort = 'default'): ProductSort {
  if (query.order?.price) return query.order.price === 'asc' ? 'price-asc' : 'price-desc';
  if (query.order?.createdAt) return query.order.createdAt === 'asc' ? 'oldest' : 'newest';
  return fallback;
}

/** Resolves the query into repository filters; an unknown category is a 404 (a broken link, not an empty shelf). */
export function productFilterOf(
  query: ProductListQuery,
  country: CountryCode,
  now: string,
  categories: CategoriesRepository,
  products: Pick<ProductsRepository, 'searchQueryOf'>,
): ProductFilter {
  const categoryRef = query.category ?? query['category.slug'];
  let categoryId: number | undefined;
  if (categoryRef !== undefined) {
    categoryId = categories.resolveId(categoryRef);
    if (categoryId === undefined) throw notFound(`No category ${categoryRef.slice(0, 80)}`);
  }
  let search: ProductSearchQuery | undefined;
  if (query.q !== undefined) {
    search = products.searchQueryOf(query.q);
    if (search === undefined) throw badRequest('Invalid query: q: must contain a letter or a digit');
  }
  return {
    country,
    now,
    categoryId,
    ...(query.price ? parsePriceRange(query.price.between, country) : {}),
    badges: query.badges,
    offerSlug: query['offers.slug'],
    characteristics: query.characteristics
      ? Object.entries(query.characteristics).map(([key, values]) => ({ key, values }))
      : undefined,
    search: search?.match,
    searchExact: search?.exact,
    inStock: query.inStock,
    ids: query.ids,
  };
}
