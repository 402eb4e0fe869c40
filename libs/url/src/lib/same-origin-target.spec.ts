import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFilePath, sameOriginTarget } from './same-origin-target';

const ORIGIN = 'https://shop.example';

/** Path and query of a target, split where a browser splits them. */
function split(target: string): [string, string] {
  const index = target.indexOf('?');
  return index === -1 ? [target, ''] : [target.slice(0, index), target.slice(index)];
}

/** Every escape decoded, for queries that had no `%` of their own. */
const decodeEscapes = (text: string) => text.replace(/(%[0-9A-F]{2})+/g, (escapes) => decodeURIComponent(escapes));

/** Any code points, lone surrogates included, with the characters that matter here made likely. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'f', '5', 'c', 'e', 'E', '?', '#', '.', '$', '{', '}', '-', 'a', '\t', '\n', 'é', 'к', '\u{1f600}', '\u212a') }),
);

describe('sameOriginTarget', () => {
  it.each([
    ['/ae_en/%D0%BA/', '', '/ae_en/%D0%BA/'],
    ['/ae_en/к/', '', '/ae_en/%D0%BA/'],
    ['/ae_en/café/', '', '/ae_en/caf%C3%A9/'],
    ['/ae_en/catalog', '?badges[]=new&badges[]=sale&utm_campaign=12e3', '/ae_en/catalog/?badges[]=new&badges[]=sale&utm_campaign=12e3'],
    ['//evil.example//ae_en', '?x=1', '/evil.example/ae_en/?x=1'],
    ['/\\evil.example/', '', '/evil.example/'],
    ['/%2F%2Fevil.example/', '', '/evil.example/'],
    ['/%5c%5cevil.example/x', '', '/evil.example/x/'],
    ['/a b/"x"<y>?z#w/', '', '/a%20b/%22x%22%3Cy%3E%3Fz%23w/'],
    ['/100%/', '?q=100%', '/100%25/?q=100%'],
    ['/ae_en/', '?q=é "x"#', '/ae_en/?q=%C3%A9%20%22x%22%23'],
    ['/robots.txt', '', '/robots.txt'],
    ['', '', '/'],
    // Dot segments, escaped ones too, resolved as a browser resolves them (issue 27).
    ['/ae_en/product/%2e%2e/', '', '/ae_en/'],
    ['/ae_en/product/%2E./', '?a=1', '/ae_en/?a=1'],
    ['/ae_en/catalog/.%2e', '', '/ae_en/'],
    ['/ae_en/%2e/catalog/./', '', '/ae_en/catalog/'],
    ['/ae_en/catalog/..', '', '/ae_en/'],
    ['/../../ae_en/', '', '/ae_en/'],
    ['/%2e%2e%2f%2e%2e%5cetc/', '', '/etc/'],
    ['/ae_en/..x/.env/', '', '/ae_en/..x/.env/'],
    // `$` is escaped: the router would read a literal one as a route param (issue 27).
    ['/ae_en/catalog/$x/', '', '/ae_en/catalog/%24x/'],
    ['/ae_en/{-$city}/a$b/$', '?x=$', '/ae_en/%7B-%24city%7D/a%24b/%24/?x=$'],
  ])('makes %s%s into %s', (path, search, target) => {
    expect(sameOriginTarget(path, search)).toBe(target);
  });

  it('keeps escapes, printable ASCII and characters browsers send raw as they are', () => {
    expect(sameOriginTarget('/a[1]|b/%e2%82%ac/', "?a[]=1&b='x'&c=%zz")).toBe("/a[1]|b/%e2%82%ac/?a[]=1&b='x'&c=%zz");
  });

  it('gives an ASCII, same-origin target that it leaves as it is, never throwing', () => {
    fc.assert(
      fc.property(anyText, anyText, (path, query) => {
        const target = sameOriginTarget(path, `?${query}`);
        expect(target).toMatch(/^[\x21-\x7e]+$/);
        expect(target).toMatch(/^\/(?![/\\])/);
        expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
        expect(sameOriginTarget(...split(target))).toBe(target);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps a query of printable ASCII byte for byte', () => {
    const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(anyText, printable.filter((query) => !/["#<>]/.test(query)), (path, query) => {
        expect(split(sameOriginTarget(path, `?${query}`))[1]).toBe(`?${query}`);
      }),
    );
  });

  it('keeps any query, escaping only what a Location header cannot carry', () => {
    fc.assert(
      // Without lone surrogates, which have no UTF-8 form (they become U+FFFD).
      fc.property(anyText, anyText.filter((query) => !query.includes('%') && !/\p{Cs}/u.test(query)), (path, query) => {
        const [, search] = split(sameOriginTarget(path, `?${query}`));
        expect(decodeEscapes(search)).toBe(`?${query}`);
      }),
    );
  });

  it('gives a path that the URL parser, as browsers and the router run it, leaves as it is', () => {
    fc.assert(
      fc.property(anyText, (path) => {
        const [target] = split(sameOriginTarget(path));
        expect(new URL(target, ORIGIN).pathname).toBe(target);
        expect(target).not.toContain('$');
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps every character of the path', () => {
    const segment = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((text) => !/[/\\%]/.test(text) && text !== '.' && text !== '..');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1 }), (segments) => {
        const path = `/${segments.join('/')}/`;
        expect(decodeURIComponent(sameOriginTarget(path))).toBe(path);
      }),
    );
  });
});

describe('isFilePath', () => {
  it.each(['/robots.txt', '/favicon.ico', '/ae_en/sitemap.xml', '/assets/entry-client-abc123.js', '/site.webmanifest', '/.env'])(
    'takes %s for a file',
    (path) => {
      expect(isFilePath(path)).toBe(true);
    },
  );

  it.each(['/ae_en/', '/ae_en/product/raptor-1.5', '/ae_en/catalog', '/robots.txt/', '/a.b/c'])('takes %s for a page', (path) => {
    expect(isFilePath(path)).toBe(false);
  });
});
