import { apiPaths, fetchApi, type ApiExtra } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';
import { queryOptions } from '@tanstack/react-query';

export interface PageBySlugArgs extends RegionsQueryArgs {
  /** `about-us`, `cookie-policy`, `privacy-policy`, `terms-of-service`. */
  slug: string;
}

/**
 * SPEC §7 `/pages/slug/{slug}`: an editorial page (title and body blocks) in the requested
 * language, loaded with TanStack Query in a route loader. The same for every shopper, so the SSR
 * host may answer it from its short cache.
 */
export const pageBySlugQuery = (api: ApiExtra, { region, locale, slug }: PageBySlugArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'page', slug],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.pageBySlug(slug), params: { locale }, schema: 'page', shared: true }, signal),
  });
