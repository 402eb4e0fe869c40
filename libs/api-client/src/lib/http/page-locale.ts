import type { QueryParams } from './query-encoding';

/**
 * The language of the page a browser shows (`<html lang>`: `ka-GE`, `es-MX`), or undefined where
 * there is no page (the server, tests in Node).
 */
export function pageLanguage(): string | undefined {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.trim();
  return lang || undefined;
}

/**
 * A request's query with the page's language as `locale` when the request names none. The loaders
 * name theirs; this covers the requests that do not (the cart's quotation, orders, call-backs),
 * whose answers carry texts too (product names, offer labels): the backend would otherwise answer
 * in the browser's `Accept-Language`, which need not be the page's.
 */
export function withPageLocale(params: QueryParams | undefined): QueryParams | undefined {
  if (params && params['locale'] !== undefined) return params;
  const locale = pageLanguage();
  return locale ? { ...params, locale } : params;
}
