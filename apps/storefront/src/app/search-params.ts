import { isTrackingParameter } from '@storefront/analytics';

/**
 * The router's query format is the browser's own (`application/x-www-form-urlencoded`, as a GET form
 * submits it and `URLSearchParams` writes it): every value a string, a repeated key a list in order.
 * TanStack Router's default would turn `badges[]=sale&badges[]=new` into a JSON array in the address
 * bar and `12e3` into `12000`; the catalogue's filters (docs/adr/0043-catalogue-filters-in-the-url.md) need
 * the URL a shopper or a form wrote to stay as it is.
 */
export type SearchRecord = Record<string, string | string[]>;

/** `?a=1&b=2&b=3` → `{ a: '1', b: ['2', '3'] }`. Never throws: bad percent-encoding is kept as written. */
export function parseSearch(searchStr: string): SearchRecord {
  const values = new Map<string, string | string[]>();
  for (const [key, value] of new URLSearchParams(searchStr)) {
    const previous = values.get(key);
    values.set(key, previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  // Own properties only, `__proto__` included: `fromEntries` defines, it does not assign.
  return Object.fromEntries(values);
}

/** The inverse of `parseSearch`, with a leading `?` (empty for no query). Lists repeat their key. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      // Objects have no form encoding; anything else is written as its string.
      if (typeof item === 'object') continue;
      params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The `validateSearch` of every route that reads its query: the query as `parseSearch` reads it,
 * typed, so a route never casts it. A value that has no form encoding (an object a caller built, a
 * list holding one) is dropped and a number or a boolean becomes its string, as `stringifySearch`
 * writes them: a malformed query is a typed fallback, never an error. What the values mean (a page
 * that is no number, a filter the category does not have) stays the route's loader's to judge: it
 * answers with the tidy URL (301/302) or the 404 page (SPEC §5), from the query as it was requested.
 */
export function validateSearchRecord(search: Record<string, unknown>): SearchRecord {
  const entries: [string, string | string[]][] = [];
  for (const [key, value] of Object.entries(search)) {
    const formed = Array.isArray(value) ? formList(value) : formValue(value);
    if (formed !== undefined) entries.push([key, formed]);
  }
  // Own properties only, `__proto__` included (as `parseSearch`).
  return Object.fromEntries(entries);
}

function formList(values: readonly unknown[]): string[] | undefined {
  const items = values.map(formValue).filter((item) => item !== undefined);
  return items.length === values.length ? items : undefined;
}

function formValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
}

/**
 * A route's loader deps: its query without tracking parameters (`utm_*`, `gclid`…; the marks are stored on
 * landing). The HTML micro-cache keys pages without them, so nothing the server writes may depend on them:
 * the deps name the route's match in the dehydrated state, and a cached page whose match named another
 * visitor's marks would not hydrate (React #418) under this visitor's URL.
 */
export function searchLoaderDeps({ search }: { search: SearchRecord }): { search: SearchRecord } {
  return { search: withoutTracking(search) };
}

/** A page's search params without tracking parameters (`utm_*`, `gclid`, `fbclid`, `ved`). */
export function withoutTracking<Value>(search: Record<string, Value>): Record<string, Value> {
  return Object.fromEntries(Object.entries(search).filter(([name]) => !isTrackingParameter(name)));
}
