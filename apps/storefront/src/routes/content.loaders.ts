import type { RegionLocale } from '@storefront/regions';
import { publicRegionApi } from '../app/public-env';
import type { RouterContext } from '../app/router-context';
import { loadAboutUsPage } from './about-us.loader';
import { loadBlogPage, loadBlogPost } from './blog.loader';

/** What the content routes hand their loader: the router's context, the route's params and the location. */
export type ContentLoadInput = RouterContext & {
  regionLocale: RegionLocale;
  params: { slug?: string };
  location: { pathname: string; search: unknown };
};

/**
 * The content pages' loaders in one chunk (blog, article, about us) behind one entry point: the
 * routes' code, which every page's first load carries, is one dynamic import and one call.
 */
export function loadContentPage(page: 'blog' | 'about-us', { params: { slug }, location: { pathname, search }, ...context }: ContentLoadInput) {
  const input = { ...context, pathname, search: search as Record<string, unknown> };
  if (page === 'about-us') return loadAboutUsPage(input);
  if (slug === undefined) return loadBlogPage(input);
  return loadBlogPost({ ...input, slug, imagesPrefix: publicRegionApi(input.env, input.regionLocale.region.code)?.imagesPrefix ?? '' });
}
