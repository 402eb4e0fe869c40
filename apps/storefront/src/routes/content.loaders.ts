import type { RegionLocale } from '@storefront/regions';
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
  // A region's pictures are at `{api origin}/images` (regions' `regionApi`, not imported here: its
  // modules are the first load's, and a lazy chunk importing them would split them off it).
  return loadBlogPost({ ...input, slug, imagesPrefix: `${input.env.apiOrigin}/images` });
}
