import { encodeQuery } from '@storefront/api-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BADGE_CODES,
  FILTER_LIMITS,
  NO_FILTERS,
  SORT_ORDERS,
  activeFilterCount,
  filtersFromSearch,
  filtersQueryString,
  filtersSearch,
  filtersToSearch,
  hasActiveFilters,
  pageFromSearch,
  productListParams,
  withoutFilters,
  type ProductFilters,
} from './product-filters';

const query = (text: string) => new URLSearchParams(text);

/** Filters as `filtersFromSearch` writes them: every optional part either valid or absent. */
const validFilters: fc.Arbitrary<ProductFilters> = fc
  .record({
    q: fc.option(fc.stringMatching(/^[a-zа-я0-9]{1,8}( [a-z0-9]{1,8})?$/), { nil: undefined }),
    price: fc.option(
      fc
        .tuple(fc.option(fc.nat(100_000), { nil: undefined }), fc.option(fc.nat(100_000), { nil: undefined }))
        .filter(([from, to]) => from !== undefined || to !== undefined)
        .map(([from, to]) => (from !== undefined && to !== undefined && from > to ? [to, from] : [from, to]))
        .map(([from, to]) => ({ ...(from === undefined ? {} : { from: String(from) }), ...(to === undefined ? {} : { to: String(to) }) })),
      { nil: undefined },
    ),
    badges: fc.subarray([...BADGE_CODES]),
    offer: fc.option(fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,6}){0,2}$/), { nil: undefined }),
    characteristics: fc.dictionary(
      fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/),
      fc.uniqueArray(fc.stringMatching(/^[a-z0-9][a-z0-9.]{0,6}$/), { minLength: 1, maxLength: 4 }).map((values) => values.sort()),
      { maxKeys: 4 },
    ),
    inStock: fc.boolean(),
    sort: fc.option(fc.constantFrom(...SORT_ORDERS), { nil: undefined }),
  })
  .map((filters) => {
    const keys = Object.keys(filters.characteristics).sort();
    return Object.fromEntries(
      Object.entries({ ...filters, characteristics: Object.fromEntries(keys.map((key) => [key, filters.characteristics[key]])) }).filter(
        ([, value]) => value !== undefined,
      ),
    ) as unknown as ProductFilters;
  });

describe('filtersFromSearch (SPEC §5 filter conversion)', () => {
  it('reads every filter of a query', () => {
    expect(
      filtersFromSearch(
        query(
          'q=raptor&price[between]=5000..40000&badges[]=new&badges[]=sale&offers.slug=enduro-season' +
            '&characteristics[displacement][]=450&characteristics[cooling][]=liquid&inStock=true&order[price]=asc',
        ),
      ),
    ).toEqual({
      q: 'raptor',
      price: { from: '5000', to: '40000' },
      badges: ['new', 'sale'],
      offer: 'enduro-season',
      characteristics: { cooling: ['liquid'], displacement: ['450'] },
      inStock: true,
      sort: 'price-asc',
    });
  });

  it('drops page, utm_* and ved, and ignores keys it does not know', () => {
    expect(filtersFromSearch(query('page=3&utm_source=google&utm_campaign=x&ved=2ahUKE&gclid=abc&colour=red'))).toEqual(NO_FILTERS);
  });

  it('drops list keys whose index is not a number, and keeps numbered ones', () => {
    expect(filtersFromSearch(query('badges[x]=new&badges[0]=sale&characteristics[cooling][a]=air&characteristics[cooling][1]=liquid'))).toEqual({
      ...NO_FILTERS,
      badges: ['sale'],
      characteristics: { cooling: ['liquid'] },
    });
  });

  it('takes a query as the router parses it: numbers, booleans and lists', () => {
    expect(
      filtersFromSearch({
        'badges[]': ['sale', 'new', 'sale'],
        'characteristics[displacement][]': [450, 250],
        'price[from]': 5000,
        inStock: true,
        sort: 'newest',
        nested: { a: 1 },
      }),
    ).toEqual({
      ...NO_FILTERS,
      price: { from: '5000' },
      badges: ['new', 'sale'],
      characteristics: { displacement: ['250', '450'] },
      inStock: true,
      sort: 'newest',
    });
  });

  it.each([
    ['price[between]=abc', undefined],
    ['price[between]=1e3..', undefined],
    ['price[between]=20..10', undefined],
    ['price[between]=10', undefined],
    ['price[between]=..', undefined],
    ['price[between]=..1.5', { to: '1.5' }],
    ['price[between]=0050..', { from: '50' }],
    ['price[between]=1.555..', undefined],
    ['price[from]=10&price[to]=', { from: '10' }],
    ['price[from]=-5', undefined],
    ['price[from]=10&price[to]=x', undefined],
    ['price[from]=10&price[between]=1..2', { from: '10' }],
  ])('reads the price %s as %j', (text, price) => {
    expect(filtersFromSearch(query(text)).price).toEqual(price);
  });

  it('allows as many decimals as the currency has', () => {
    expect(filtersFromSearch(query('price[between]=1.555..2'), { fractionDigits: 3 }).price).toEqual({ from: '1.555', to: '2' });
    expect(filtersFromSearch(query('price[between]=1.5..'), { fractionDigits: 0 }).price).toBeUndefined();
  });

  it.each([
    ['sort=price-desc', 'price-desc'],
    ['sort=cheapest', undefined],
    ['sort=cheapest&order[price]=asc', undefined],
    ['order[price]=desc', 'price-desc'],
    ['order[createdAt]=desc', 'newest'],
    ['order[createdAt]=asc', undefined],
    ['order[createdAt]=desc&order[price]=asc', 'price-asc'],
  ])('reads the sort of %s as %s', (text, sort) => {
    expect(filtersFromSearch(query(text)).sort).toBe(sort);
  });

  it('keeps only search texts with a letter or digit, trimmed and at most 100 characters', () => {
    expect(filtersFromSearch(query('q=%20%20!!!%20?%20')).q).toBeUndefined();
    expect(filtersFromSearch(query('q=%20Raptor%20%20450%20')).q).toBe('Raptor 450');
    expect(filtersFromSearch(query(`q=${'a'.repeat(150)}`)).q).toHaveLength(FILTER_LIMITS.text);
    expect(filtersFromSearch(query('q=مولد')).q).toBe('مولد');
  });

  it('refuses unknown badges, offer slugs that are not slugs, and characteristic keys the backend would refuse', () => {
    expect(
      filtersFromSearch(query('badges[]=free&offers.slug=Gear%20Up&characteristics[Cooling][]=air&characteristics[x][]=%3Cb%3E')),
    ).toEqual(NO_FILTERS);
  });

  it('keeps at most the limits of the backend', () => {
    const many = Array.from({ length: 30 }, (_, key) => `characteristics[k${key}][]=1`).join('&');
    expect(Object.keys(filtersFromSearch(query(many)).characteristics)).toHaveLength(FILTER_LIMITS.characteristicKeys);
    const values = Array.from({ length: 60 }, (_, value) => `characteristics[k][]=${value}`).join('&');
    expect(filtersFromSearch(query(values)).characteristics['k']).toHaveLength(FILTER_LIMITS.characteristicValues);
  });

  it('never throws on any query, and what it reads is written back unchanged', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(fc.string(), fc.constantFrom('q', 'badges[]', 'price[between]', 'sort', 'characteristics[a][]', 'offers.slug', 'inStock')), fc.string())), (pairs) => {
        const filters = filtersFromSearch(pairs);
        expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
      }),
    );
  });
});

describe('filtersToSearch and filtersQueryString', () => {
  it('round-trips any filters and page through the URL', () => {
    fc.assert(
      fc.property(validFilters, fc.integer({ min: 1, max: 50 }), (filters, page) => {
        const search = query(filtersQueryString(filters, page));
        expect(filtersFromSearch(search)).toEqual(filters);
        expect(pageFromSearch(search)).toBe(page);
      }),
    );
  });

  it('writes the form encoding, in the order of the filter form, and no page 1', () => {
    const filters = filtersFromSearch(query('inStock=true&badges[]=sale&q=raptor%20450&characteristics[cooling][]=liquid&price[between]=..900'));
    expect(filtersQueryString(filters)).toBe(
      'q=raptor+450&price%5Bto%5D=900&badges%5B%5D=sale&characteristics%5Bcooling%5D%5B%5D=liquid&inStock=true',
    );
    expect(filtersQueryString(NO_FILTERS, 1)).toBe('');
    expect(filtersQueryString(NO_FILTERS, 2)).toBe('page=2');
  });

  it('counts each narrowing filter once, and clears them all but the search text and the sort', () => {
    const filters = filtersFromSearch(
      query('q=raptor&price[from]=10&badges[]=new&badges[]=sale&offers.slug=gear-up&characteristics[cooling][]=air&characteristics[cooling][]=liquid&inStock=true&sort=newest'),
    );
    expect(activeFilterCount(filters)).toBe(7);
    expect(hasActiveFilters(filters)).toBe(true);
    const cleared = withoutFilters(filters);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(filtersQueryString(cleared)).toBe('q=raptor&sort=newest');
  });

  it('gives the router the same pairs as a search object (lists for repeated keys, in order)', () => {
    fc.assert(
      fc.property(validFilters, fc.integer({ min: 1, max: 50 }), (filters, page) => {
        const search = filtersSearch(filters, page);
        const pairs = Object.entries(search).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => [key, item]));
        expect(pairs).toEqual(filtersToSearch(filters, page));
      }),
    );
  });
});

describe('pageFromSearch', () => {
  it.each([
    ['', 1],
    ['page=1', 1],
    ['page=7', 7],
    ['page=1000000', 1_000_000],
    ['page=0', null],
    ['page=-1', null],
    ['page=02', null],
    ['page=2.0', null],
    ['page=abc', null],
    ['page=', null],
    ['page=1000001', null],
    ['page=2&page=3', null],
  ])('reads %s as %s', (text, page) => {
    expect(pageFromSearch(query(text))).toBe(page);
  });
});

describe('productListParams (SPEC §5 filter mapping)', () => {
  it('maps the filters onto the backend query', () => {
    const filters = filtersFromSearch(
      query('q=raptor&price[from]=5000&price[to]=40000&badges[]=new&offers.slug=gear-up&characteristics[cooling][]=liquid&characteristics[cooling][]=air&inStock=true&sort=price-desc'),
    );
    expect(decodeURIComponent(encodeQuery(productListParams(filters, { category: 'motorcycles/enduro', page: 2, itemsPerPage: 24 })))).toBe(
      'category=motorcycles/enduro&q=raptor&price[between]=5000..40000&order[price]=desc&offers.slug=gear-up&badges[]=new' +
        '&characteristics[cooling][]=air&characteristics[cooling][]=liquid&inStock=true&page=2&itemsPerPage=24',
    );
  });

  it('writes an open price range with an empty side and the newest first as order[createdAt]', () => {
    const filters = filtersFromSearch(query('price[between]=..1.5&sort=newest'), { fractionDigits: 3 });
    expect(decodeURIComponent(encodeQuery(productListParams(filters)))).toBe('price[between]=..1.5&order[createdAt]=desc&page=1');
  });
});

describe('hasActiveFilters', () => {
  it('counts what narrows the list, not the search text or the sort', () => {
    expect(hasActiveFilters(filtersFromSearch(query('q=raptor&sort=newest')))).toBe(false);
    expect(hasActiveFilters(filtersFromSearch(query('inStock=true')))).toBe(true);
    expect(hasActiveFilters(filtersFromSearch(query('characteristics[cooling][]=air')))).toBe(true);
  });
});
