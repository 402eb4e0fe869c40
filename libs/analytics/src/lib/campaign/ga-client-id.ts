/** `GA<version>.<domain depth>.<random>.<first visit, unix seconds>`; the client id is the last two parts. */
const GA_COOKIE_VALUE = /^GA\d{1,3}\.\d{1,3}\.(\d{1,20}\.\d{1,20})$/;

/**
 * The analytics client id from the `_ga` cookie (SPEC §3): `GA1.1.123456789.1700000000` gives
 * `123456789.1700000000`. Takes a `Cookie` request header or `document.cookie`. Undefined when there
 * is no `_ga` cookie or none is well formed; `_ga_<container>` session cookies are not `_ga`.
 */
export function gaClientId(cookies: string | null | undefined): string | undefined {
  if (typeof cookies !== 'string') return undefined;
  for (const pair of cookies.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== '_ga') continue;
    let value = pair.slice(equals + 1).trim();
    // RFC 6265 allows a quoted cookie value.
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    const match = GA_COOKIE_VALUE.exec(value);
    if (match) return match[1];
  }
  return undefined;
}
