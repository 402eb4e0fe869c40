import type { QueryParams } from '@storefront/api-client';

/**
 * Product-list filters and the URL (SPEC §5 "Filter conversion", "Filter mapping"). The URL is the
 * one source of truth for filters, sort and page: `filtersFromSearch` reads any query (a shared
 * link, a GET form without JavaScript, a backend `filterQueryString`) into valid filters, dropping
 * what it cannot use; `filtersToSearch` writes the one canonical query back, in the order and
 * encoding a GET form submits; `productListParams` maps filters onto the backend's list query.
 * docs/adr/0043-catalogue-filters-in-the-url.md.
 */

/** The five badges of SPEC §1, in the backend's codes and the order the filters list them. */
export const BADGE_CODES = ['best-seller', 'new', 'sale', 'limited-stock', 'pre-order'] as const;
type BadgeCode = (typeof BADGE_CODES)[number];

/** Sort orders of a list; none is the catalogue's own order. */
export const SORT_ORDERS = ['price-asc', 'price-desc', 'newest'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What a URL may ask for at most (the backend refuses more: docs/regional-api.md). */
export const FILTER_LIMITS = { badges: 10, characteristicKeys: 20, characteristicValues: 50, text: 100 } as const;

/** The backend's highest page number. */
const MAX_PAGE = 1_000_000;

/** A price range in major units of the region's currency, as decimal strings (`'5000'`, `'1.5'`). */
export interface PriceRange {
  from?: string;
  to?: string;
}

export interface ProductFilters {
  /** Full-text search; always holds a letter or digit. */
  q?: string;
  price?: PriceRange;
  badges: readonly BadgeCode[];
  /** An offer's slug (`offers.slug`). */
  offer?: string;
  /** Characteristic key → accepted values (alternatives); keys lowercase. */
  characteristics: Readonly<Record<string, readonly string[]>>;
  inStock: boolean;
  sort?: SortOrder;
}

export const NO_FILTERS: ProductFilters = Object.freeze({ badges: [], characteristics: {}, inStock: false });

/** A query as the router parses it (values may be numbers, booleans or lists) or as raw pairs. */
export type SearchInput = Readonly<Record<string, unknown>> | Iterable<readonly [string, string]>;

export interface FilterOptions {
  /** Decimals of the region's currency (OMR 3, AED 2): a price with more is not a price. Default 2. */
  fractionDigits?: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CHARACTERISTIC_KEY = /^[a-z0-9][a-z0-9_-]*$/;
const CHARACTERISTIC_VALUE = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const BADGE_KEY = /^badges(?:\[(\d*)\])?$/;
const CHARACTERISTIC_PARAM = /^characteristics\[([^\]]*)\](?:\[(\d*)\])?$/;

/** Every scalar of a query value as a string; objects (a JSON query value) count as nothing. */
function scalars(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(scalars);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

function pairsOf(search: SearchInput): [string, string][] {
  if (Symbol.iterator in search) return [...(search as Iterable<readonly [string, string]>)].map(([key, value]) => [key, value]);
  return Object.entries(search).flatMap(([key, value]) => scalars(value).map((item): [string, string] => [key, item]));
}

/** A decimal amount in major units with at most `fractionDigits` decimals, written canonically. */
function amount(raw: string, fractionDigits: number): string | undefined {
  const text = raw.trim();
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2]?.length ?? 0) > fractionDigits) return undefined;
  return String(Number(text));
}

function priceRange(from: string | undefined, to: string | undefined, fractionDigits: number): PriceRange | undefined {
  const low = from === undefined || from.trim() === '' ? undefined : amount(from, fractionDigits);
  const high = to === undefined || to.trim() === '' ? undefined : amount(to, fractionDigits);
  // A side that is there but is no amount spoils the range, as does a range upside down.
  if ((low === undefined && from?.trim()) || (high === undefined && to?.trim())) return undefined;
  if (low === undefined && high === undefined) return undefined;
  if (low !== undefined && high !== undefined && Number(low) > Number(high)) return undefined;
  return { ...(low === undefined ? {} : { from: low }), ...(high === undefined ? {} : { to: high }) };
}

/** A search text with a letter or digit, its spaces collapsed, at most `FILTER_LIMITS.text` long. */
export function searchText(raw: string): string | undefined {
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, FILTER_LIMITS.text).trim();
  return HAS_WORD.test(text) ? text : undefined;
}

/**
 * The filters of a query. Never throws: unknown keys, `page`, `utm_*` and `ved`, list keys with a
 * non-numeric index (`badges[x]`), malformed prices, unknown badges or sorts and values beyond the
 * limits are left out; the rest is kept. The first value of a single-valued key counts.
 */
export function filtersFromSearch(search: SearchInput, { fractionDigits = 2 }: FilterOptions = {}): ProductFilters {
  const first = new Map<string, string>();
  const badges = new Set<BadgeCode>();
  const characteristics = new Map<string, Set<string>>();

  for (const [key, value] of pairsOf(search)) {
    const badge = BADGE_KEY.exec(key);
    if (badge) {
      if ((BADGE_CODES as readonly string[]).includes(value) && badges.size < FILTER_LIMITS.badges) badges.add(value as BadgeCode);
      continue;
    }
    const characteristic = CHARACTERISTIC_PARAM.exec(key);
    if (characteristic) {
      const name = characteristic[1] ?? '';
      const text = value.trim();
      if (!CHARACTERISTIC_KEY.test(name) || name.length > FILTER_LIMITS.text) continue;
      if (!CHARACTERISTIC_VALUE.test(text) || text.length > FILTER_LIMITS.text) continue;
      const values = characteristics.get(name) ?? new Set<string>();
      if (!characteristics.has(name) && characteristics.size >= FILTER_LIMITS.characteristicKeys) continue;
      if (values.size < FILTER_LIMITS.characteristicValues) values.add(text);
      characteristics.set(name, values);
      continue;
    }
    if (!first.has(key)) first.set(key, value);
  }

  const between = first.get('price[between]')?.split('..');
  const price =
    first.has('price[from]') || first.has('price[to]')
      ? priceRange(first.get('price[from]'), first.get('price[to]'), fractionDigits)
      : between?.length === 2
        ? priceRange(between[0], between[1], fractionDigits)
        : undefined;
  const q = first.has('q') ? searchText(first.get('q') ?? '') : undefined;
  const offer = first.get('offers.slug')?.trim();
  const sort = sortOf(first);

  return {
    ...(q === undefined ? {} : { q }),
    ...(price === undefined ? {} : { price }),
    badges: BADGE_CODES.filter((code) => badges.has(code)),
    ...(offer && offer.length <= FILTER_LIMITS.text && SLUG.test(offer) ? { offer } : {}),
    characteristics: Object.fromEntries([...characteristics].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, values]) => [name, [...values].sort()])),
    inStock: first.get('inStock') === 'true',
    ...(sort === undefined ? {} : { sort }),
  };
}

/** `sort` first; else the backend's own `order[price]` (before `order[createdAt]`, one at a time). */
function sortOf(first: ReadonlyMap<string, string>): SortOrder | undefined {
  const sort = first.get('sort');
  if (sort !== undefined) return (SORT_ORDERS as readonly string[]).includes(sort) ? (sort as SortOrder) : undefined;
  const byPrice = first.get('order[price]');
  if (byPrice === 'asc' || byPrice === 'desc') return `price-${byPrice}`;
  return first.get('order[createdAt]') === 'desc' ? 'newest' : undefined;
}

/**
 * The page a query asks for: 1 when it names none, the number when it is a positive integer written
 * plainly (`2`, not `02` or `2.0`) up to `MAX_PAGE`, else `null` (the page does not exist: 404).
 */
export function pageFromSearch(search: SearchInput): number | null {
  const pages = pairsOf(search).filter(([key]) => key === 'page');
  if (pages.length === 0) return 1;
  const [[, raw]] = pages as [[string, string]];
  if (pages.length > 1 || !/^[1-9]\d{0,6}$/.test(raw) || Number(raw) > MAX_PAGE) return null;
  return Number(raw);
}

/**
 * The canonical query of filters and page, as ordered pairs: the order of the filter form's fields,
 * so that its GET submission and the client's URL are the same (`URLSearchParams` encodes both
 * alike). Page 1 is not written.
 */
export function filtersToSearch(filters: ProductFilters, page = 1): [string, string][] {
  const pairs: [string, string][] = [];
  if (filters.q) pairs.push(['q', filters.q]);
  if (filters.price?.from !== undefined) pairs.push(['price[from]', filters.price.from]);
  if (filters.price?.to !== undefined) pairs.push(['price[to]', filters.price.to]);
  for (const badge of filters.badges) pairs.push(['badges[]', badge]);
  if (filters.offer) pairs.push(['offers.slug', filters.offer]);
  for (const [name, values] of Object.entries(filters.characteristics)) {
    for (const value of values) pairs.push([`characteristics[${name}][]`, value]);
  }
  if (filters.inStock) pairs.push(['inStock', 'true']);
  if (filters.sort) pairs.push(['sort', filters.sort]);
  if (page > 1) pairs.push(['page', String(page)]);
  return pairs;
}

/**
 * `filtersToSearch` as the router's search object (values strings, a repeated key a list, in the same
 * order), for a `Link`'s `search`: the app's router writes it back in the form encoding.
 */
export function filtersSearch(filters: ProductFilters, page = 1): Record<string, string | string[]> {
  const search: Record<string, string | string[]> = {};
  for (const [key, value] of filtersToSearch(filters, page)) {
    const previous = search[key];
    search[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return search;
}

/** `filtersToSearch` as a query string (`''` when there is nothing to say), form-encoded. */
export function filtersQueryString(filters: ProductFilters, page = 1): string {
  return new URLSearchParams(filtersToSearch(filters, page)).toString();
}

/** How many filters narrow the list (a price range counts once, each badge and value once); not the search text, not the sort. */
export function activeFilterCount(filters: ProductFilters): number {
  return (
    (filters.price ? 1 : 0) +
    filters.badges.length +
    (filters.offer ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    Object.values(filters.characteristics).reduce((sum, values) => sum + values.length, 0)
  );
}

/** Whether any filter narrows the list (not the search text, not the sort). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** The same list with every filter cleared: "Clear all" keeps the search text and the sort. */
export function withoutFilters(filters: ProductFilters): ProductFilters {
  return { ...NO_FILTERS, q: filters.q, sort: filters.sort };
}

const ORDER: Record<SortOrder, QueryParams> = {
  'price-asc': { price: 'asc' },
  'price-desc': { price: 'desc' },
  newest: { createdAt: 'desc' },
};

/** The backend's list query (`/v2/products/`, `/products/search`) for filters on a page. */
export function productListParams(
  filters: ProductFilters,
  { category, page = 1, itemsPerPage }: { category?: string; page?: number; itemsPerPage?: number } = {},
): QueryParams {
  const { price } = filters;
  return {
    ...(category === undefined ? {} : { category }),
    ...(filters.q ? { q: filters.q } : {}),
    ...(price ? { price: { between: `${price.from ?? ''}..${price.to ?? ''}` } } : {}),
    ...(filters.sort ? { order: ORDER[filters.sort] } : {}),
    ...(filters.offer ? { 'offers.slug': filters.offer } : {}),
    ...(filters.badges.length ? { badges: [...filters.badges] } : {}),
    ...(Object.keys(filters.characteristics).length ? { characteristics: filters.characteristics as QueryParams } : {}),
    ...(filters.inStock ? { inStock: true } : {}),
    page,
    ...(itemsPerPage === undefined ? {} : { itemsPerPage }),
  };
}
