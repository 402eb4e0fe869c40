/** Longest request target we try to render; anything longer is refused (SPEC: bad input never crashes). */
export const MAX_PATH_LENGTH = 2048;

export type PathVerdict =
  | { kind: 'ok' }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' };

const FILE_LIKE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/**
 * ARCHITECTURE.md "A request's journey", step 1: collapse duplicate slashes, enforce the trailing
 * slash, keep the query, and always answer with a same-origin path (never `//host` or `/\host`).
 * Paths that name a file (`/sitemap.xml`, `/assets/x.js`) keep their form.
 */
export function normalizePath(target: string): PathVerdict {
  if (target.length > MAX_PATH_LENGTH || !target.startsWith('/')) return { kind: 'bad-request' };
  const queryIndex = target.indexOf('?');
  const rawPath = queryIndex === -1 ? target : target.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : target.slice(queryIndex);

  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  // Control characters (NUL, CR, LF …) have no place in a storefront path: matching them is the point.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { kind: 'bad-request' };

  // Backslashes are slashes to browsers; encoded slashes must not smuggle a second one either.
  let path = rawPath.replace(/\\|%5c/gi, '/').replace(/%2f/gi, '/').replace(/\/{2,}/g, '/');
  if (!FILE_LIKE.test(path) && !path.endsWith('/')) path += '/';
  if (path === rawPath) return { kind: 'ok' };
  return { kind: 'redirect', location: sameOriginPath(path) + query };
}

/** A path that a browser can only resolve against the current origin. */
export function sameOriginPath(path: string): string {
  const single = `/${path.replace(/^[/\\]+/, '')}`;
  return single.startsWith('//') || single.startsWith('/\\') ? '/' : single;
}
