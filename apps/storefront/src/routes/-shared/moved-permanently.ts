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

/**
 * The 302 to the same page at its tidy URL: what a GET form without JavaScript submitted with empty
 * fields (`price[from]=`) goes to the URL the client would have built. Not permanent: the form may
 * ask again any time.
 */
export function seeTidyUrl(path: string, search: string) {
  return movedTemporarily(path, search);
}

/** The 302 to another page that this request, not the URL, chose (a remembered city): never cached as the URL's answer. */
export function movedTemporarily(path: string, search: string) {
  return redirect({ href: sameOriginTarget(path, search), statusCode: 302 } as Parameters<typeof redirect>[0]);
}
