/**
 * Whether a browser sent a write from a page of another site. `Origin` is sent by browsers with every
 * POST (form-encoded "simple" requests included, which skip the CORS preflight), so an `Origin` that
 * is not one of the storefront's is refused; `Sec-Fetch-Site: cross-site` without an allowed origin
 * too (a browser that withholds Origin). Requests with neither header are not from a browser page
 * (the SSR host, server-to-server calls, curl) and pass: CSRF needs a victim's browser.
 */
export function isCrossSiteWrite(origin: string | undefined, fetchSite: string | undefined, allowedOrigins: ReadonlySet<string>): boolean {
  if (origin !== undefined) return !allowedOrigins.has(origin);
  return fetchSite === 'cross-site';
}
