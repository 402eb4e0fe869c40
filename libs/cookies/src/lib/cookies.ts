/**
 * Cookies of the storefront, read and written by hand: the `cookie` package cost 1.4 kB gzip in every
 * page's first load for two functions this small (docs/adr/0040-libs-cookies-one-cookie-util.md).
 */

/** A pair's value: its quotes taken off and its percent-encoding decoded; a malformed escape is kept as sent. */
function decodeValue(raw: string): string {
  const value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Every value of the cookie `name` in a `Cookie` header or `document.cookie`, in header order. A browser
 * sends one name twice when cookies of different paths or domains match (the most specific first).
 * Pairs without a name or `=` are skipped; nothing here throws.
 */
export function readCookieValues(cookies: string | null | undefined, name: string): string[] {
  if (typeof cookies !== 'string') return [];
  // `;` never occurs inside a cookie pair; the first `=` ends the name (a value may hold more).
  return cookies.split(';').flatMap((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) return [];
    return [decodeValue(pair.slice(equals + 1).trim())];
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

/**
 * A `document.cookie` assignment (or `Set-Cookie` value) on every path of the site. The value is
 * percent-encoded (`;`, `,`, spaces and non-ASCII cannot travel as they are); names are the storefront's
 * own constants.
 */
export function cookieAssignment(name: string, value: string, { maxAgeSeconds, sameSite, secure }: CookieAttributes): string {
  const attributes = [`Max-Age=${Math.floor(maxAgeSeconds)}`, 'Path=/', ...(secure ? ['Secure'] : [])];
  return [`${name}=${encodeURIComponent(value)}`, ...attributes, `SameSite=${sameSite === 'lax' ? 'Lax' : 'Strict'}`].join('; ');
}
