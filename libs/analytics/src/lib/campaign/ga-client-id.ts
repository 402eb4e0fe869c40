import { readCookieValues } from '@storefront/cookies';

/** `GA<version>.<domain depth>.<random>.<first visit, unix seconds>`; the client id is the last two parts. */
const GA_COOKIE_VALUE = /^GA\d{1,3}\.\d{1,3}\.(\d{1,20}\.\d{1,20})$/;

/**
 * The analytics client id from the `_ga` cookie (SPEC §3): `GA1.1.123456789.1700000000` gives
 * `123456789.1700000000`. Takes a `Cookie` request header or `document.cookie`. Undefined when there
 * is no `_ga` cookie or none is well formed; `_ga_<container>` session cookies are not `_ga`.
 */
export function gaClientId(cookies: string | null | undefined): string | undefined {
  for (const value of readCookieValues(cookies, '_ga')) {
    // RFC 6265 allows a quoted cookie value; `cookie` keeps the quotes.
    const match = GA_COOKIE_VALUE.exec(value.replace(/^"(.*)"$/, '$1'));
    if (match) return match[1];
  }
  return undefined;
}
