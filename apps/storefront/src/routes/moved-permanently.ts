import { sameOriginTarget } from '@storefront/url';
import { redirect } from '@tanstack/react-router';

/**
 * The 301 a route throws to move a request to `path` on this site, the query kept exactly as it came
 * (`search`), in the one ASCII form a `Location` header can carry (`sameOriginTarget`). `href`, not a
 * typed route: the rest of the path and the query are the request's own.
 */
export function movedPermanently(path: string, search: string) {
  return redirect({ href: sameOriginTarget(path, search), statusCode: 301 } as Parameters<typeof redirect>[0]);
}
