import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch, searchLoaderDeps, validateSearchRecord, withoutTracking } from './search-params';

describe('router query format (the browser form encoding)', () => {
  it('keeps repeated keys as lists in order and every value a string', () => {
    expect(parseSearch('?badges%5B%5D=sale&badges%5B%5D=new&page=2&price%5Bfrom%5D=12e3&inStock=true')).toEqual({
      'badges[]': ['sale', 'new'],
      page: '2',
      'price[from]': '12e3',
      inStock: 'true',
    });
  });

  it('writes what a GET form submits for the same fields', () => {
    const form = new URLSearchParams([
      ['q', 'raptor 125'],
      ['badges[]', 'sale'],
      ['badges[]', 'new'],
      ['characteristics[cooling][]', 'liquid'],
    ]);
    expect(stringifySearch(parseSearch(`?${form}`))).toBe(`?${form}`);
    expect(stringifySearch({})).toBe('');
  });

  it('never throws on hostile input and defines `__proto__` as a plain key', () => {
    const parsed = parseSearch('?__proto__=x&%E0%A4%A=1&a=%');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(parsed['a']).toBe('%');
    expect(stringifySearch({ a: { nested: true }, b: null, c: undefined, d: 3, e: false })).toBe('?d=3&e=false');
  });

  it('round-trips any list of pairs (parse ∘ stringify is the identity on form queries)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ minLength: 1 }), fc.string())), (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const written = stringifySearch(parseSearch(query));
        // Grouped by key, the pairs are the same (an object lists integer-like keys such as `0` first,
        // so the order of keys is compared apart from the order of each key's values).
        const grouped = (text: string) => {
          const map = new Map<string, string[]>();
          for (const [key, value] of new URLSearchParams(text)) map.set(key, [...(map.get(key) ?? []), value]);
          return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        };
        expect(grouped(written)).toEqual(grouped(query));
      }),
    );
  });
});

describe('withoutTracking (the query links and loaders keep)', () => {
  it('keeps what the page shows and drops campaign and click marks', () => {
    expect(withoutTracking({ q: 'enduro', page: 2, utm_source: 'news', gclid: 'x', fbclid: 'y', ved: 'z' })).toEqual({
      q: 'enduro',
      page: 2,
    });
  });

  it('leaves the marks out of the loader deps, which name a match in the dehydrated state', () => {
    expect(searchLoaderDeps({ search: { category: 'news', utm_campaign: 'spring', utm_source: 'mail' } })).toEqual({
      search: { category: 'news' },
    });
  });
});

describe("validateSearchRecord (every route's validateSearch)", () => {
  it('is the identity on what parseSearch reads, `__proto__` included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string())), (pairs) => {
        const parsed = parseSearch(new URLSearchParams(pairs).toString());
        const validated = validateSearchRecord(parsed);
        expect(validated).toEqual(parsed);
        expect(Object.getPrototypeOf(validated)).toBe(Object.prototype);
      }),
    );
    expect(Object.hasOwn(validateSearchRecord(parseSearch('?__proto__=x')), '__proto__')).toBe(true);
  });

  it('falls back to form values for what a caller built: numbers as strings, objects and mixed lists dropped', () => {
    const built = { page: 2, inStock: true, q: 'raptor', sort: { by: 'price' }, badges: ['sale', 3], bad: [{}, 'x'], none: undefined };
    expect(validateSearchRecord(built)).toEqual({ page: '2', inStock: 'true', q: 'raptor', badges: ['sale', '3'] });
  });
});
