import { parse, serialize } from 'cookie';

/**
 * Every value of the cookie `name` in a `Cookie` header or `document.cookie`, in header order. A browser
 * sends one name twice when cookies of different paths or domains match (the most specific first).
 * Malformed pairs and bad percent-encoding are skipped or kept raw by `cookie`; nothing here throws.
 */
export function readCookieValues(cookies: string | null | undefined, name: string): string[] {
  if (typeof cookies !== 'string') return [];
  // `;` never occurs inside a cookie pair, so each piece is one pair for `cookie`'s parser.
  return cookies.split(';').flatMap((pair) => {
    const value = parse(pair)[name];
    return value === undefined ? [] : [value];
  });
}

/** The value of one cookie (the first of its name); undefined when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  return readCookieValues(cookies, name)[0];
}

export interface CookieAttributes {
  maxAgeSeconds: number;
  sameSite: 'lax' | 'strict';
  secure?: boolean;
}

/** A `document.cookie` assignment (or `Set-Cookie` value) on every path of the site. */
export function cookieAssignment(name: string, value: string, { maxAgeSeconds, sameSite, secure }: CookieAttributes): string {
  return serialize(name, value, { maxAge: maxAgeSeconds, path: '/', sameSite, secure });
}
