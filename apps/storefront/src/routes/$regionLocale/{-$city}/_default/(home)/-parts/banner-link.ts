import type { Banner } from '@storefront/api-client';

/**
 * A banner's `link` (a storefront path below `/{region_locale}/`, maybe with a query) split into
 * what `RegionLink` takes: the path and the query parameters.
 */
export function bannerTarget(link: Banner['link']): { to: string; search: Record<string, string> | undefined } {
  const url = new URL(link, 'https://storefront.invalid');
  const search = Object.fromEntries(url.searchParams);
  return { to: url.pathname, search: Object.keys(search).length > 0 ? search : undefined };
}
