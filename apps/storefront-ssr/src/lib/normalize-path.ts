import { sameOriginTarget } from '@storefront/url';

/** Longest request target we try to render; anything longer is refused (SPEC: bad input never crashes). */
export const MAX_PATH_LENGTH = 2048;

export type PathVerdict =
  | { kind: 'ok' }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' };

/**
 * docs/architecture.md "A request's journey", step 1: a target not in the one form of `sameOriginTarget`
 * (trailing slash, single slashes, ASCII, the query as it came) gets one redirect to that form.
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

  const location = sameOriginTarget(rawPath, query);
  return location === target ? { kind: 'ok' } : { kind: 'redirect', location };
}
