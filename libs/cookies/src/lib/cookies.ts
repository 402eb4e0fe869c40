import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Cookies of the storefront, read and written by the `cookie` package (jshttp/cookie): `parseCookie`
 * for a `Cookie` header or `document.cookie`, `stringifySetCookie` for a `Set-Cookie` value or a
 * `document.cookie` assignment. What is ours: the quotes of a quoted value come off (RFC 6265 allows
 * them; `cookie` keeps them), and a name sent twice gives every value
 * (docs/adr/0211-cookies-through-the-cookie-package.md).
 */

/** A value as sent: its quotes taken off, then `cookie`'s decoding (percent-encoding; a malformed escape kept as sent). */
function decodeValue(raw: string): string {
  const value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const parse = (cookies: string) => parseCookie(cookies, { decode: decodeValue });

/**
 * Every value of the cookie `name` in a `Cookie` header or `document.cookie`, in header order. A browser
 * sends one name twice when cookies of different paths or domains match (the most specific first);
 * `parseCookie` keeps the first, so each pair (`;` never occurs inside one) is parsed on its own.
 * Pairs without a name or `=` are skipped, and an empty name is no cookie's; nothing here throws.
 */
export function readCookieValues(cookies: string | null | undefined, name: string): string[] {
  if (typeof cookies !== 'string' || name === '') return [];
  return cookies.split(';').flatMap((pair) => {
    const value = parse(pair)[name];
    return value === undefined ? [] : [value];
  });
}

/** The value of one cookie (the first of its name); undefined when absent. */
export function readCookie(cookies: string | null | undefined, name: string): string | undefined {
  return typeof cookies === 'string' && name !== '' ? parse(cookies)[name] : undefined;
}

export interface CookieAttributes {
  maxAgeSeconds: number;
  sameSite: 'lax' | 'strict';
}

/**
 * A `document.cookie` assignment (or `Set-Cookie` value) on every path of the site (SPEC §9: `Path=/`,
 * `Max-Age`, `SameSite`), always `Secure`: the site is served over HTTPS, and browsers take a secure
 * cookie on `http://localhost` and `127.0.0.1` too (secure contexts), so development and the e2e runs
 * keep every cookie (docs/adr/0278-one-registry-of-what-the-site-stores.md). The value is percent-encoded
 * (`;`, `,`, spaces and non-ASCII cannot travel as they are); names are the storefront's own constants
 * (`cookie` throws on a name a header cannot carry).
 */
export function cookieAssignment(name: string, value: string, { maxAgeSeconds, sameSite }: CookieAttributes): string {
  return stringifySetCookie({ name, value, maxAge: Math.floor(maxAgeSeconds), path: '/', secure: true, sameSite });
}
