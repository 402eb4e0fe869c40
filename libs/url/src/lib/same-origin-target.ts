/**
 * The last segment ends in a dot and a short extension that starts with a letter (`robots.txt`,
 * `favicon.ico`, `site.webmanifest`, `.env`); a slug such as `raptor-1.5` is not a file name.
 */
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,15}$/i;

/**
 * What a browser itself percent-encodes in a path (the URL Standard's path percent-encode set), a `%`
 * that starts no escape, and `$`; every other printable ASCII character stays as it is. `$` because
 * TanStack Router reads a path it is handed as a route template, where `$name`, `{$name}` and `{-$name}`
 * are placeholders: a literal `$` reached it as a param to fill (`/catalog/$x/` became
 * `/catalog/undefined/`). Escaped, it stays literal (the router's decoding keeps `%24`, a reserved
 * character). No `i` flag: with `u` it would fold the Kelvin sign into `k` and let it through.
 */
const PATH_ESCAPED = /[^\x21-\x7e]|["#<>?^`{}$]|%(?![0-9A-Fa-f]{2})/gu;

/** The same for a query; a `%` stays as it came. */
const QUERY_ESCAPED = /[^\x21-\x7e]|["#<>]/gu;

const utf8 = new TextEncoder();

/** UTF-8 percent-escapes of one code point (a lone surrogate becomes U+FFFD's, it never throws). */
function percentEncode(char: string): string {
  let escaped = '';
  for (const byte of utf8.encode(char)) escaped += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return escaped;
}

/** Whether a path names a file: it is served from the build or answers a plain 404, never a page. */
export function isFilePath(path: string): boolean {
  return FILE_EXTENSION.test(path);
}

/**
 * The one form of a redirect target (SPEC §2, docs/architecture.md "A request's journey"): backslashes
 * and encoded slashes count as slashes, duplicates collapse, dot segments are resolved (escaped
 * ones too: `%2e%2e` is `..`, as browsers and the URL parser read it), a page path ends in a slash,
 * `$` is escaped (see `PATH_ESCAPED`), and what is not printable ASCII is percent-encoded as UTF-8
 * (a `Location` header is ASCII, and a raw byte there would come back as a 400). `search` is the
 * query with its `?`: kept byte for byte, only characters a browser would escape get escaped. `path`
 * may be raw or decoded (`%25` kept as is, like the router's own decoding).
 *
 * The result starts with exactly one `/`, so it can only resolve against the current origin;
 * applied to its own result it changes nothing; it never throws.
 */
export function sameOriginTarget(path: string, search = ''): string {
  const slashes = `/${path.replace(/\\|%5c|%2f/gi, '/')}`.replace(/\/{2,}/g, '/');
  // Escaped, the path is one the URL parser takes as a path (no `?` or `#`) and changes in one way only:
  // it resolves the dot segments, as a browser does before it sends a request.
  let target = new URL(slashes.replace(PATH_ESCAPED, percentEncode), 'http://h').pathname;
  if (!target.endsWith('/') && !isFilePath(target)) target += '/';
  if (!search) return target;
  return `${target}${search.startsWith('?') ? '' : '?'}${search.replace(QUERY_ESCAPED, percentEncode)}`;
}
