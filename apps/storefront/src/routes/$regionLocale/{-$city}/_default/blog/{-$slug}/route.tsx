import { createFileRoute } from '@tanstack/react-router';
import { publicRegionApi } from '../../../../../../app/public-env';
import { searchLoaderDeps, validateSearchRecord } from '../../../../../../app/search-params';
import { contentHead } from '../../../../../-shared/content-head';
import { loadBlogPage, loadBlogPost } from './-loader';
import { BlogPage } from './-page';

/**
 * `/blog/` (tabs `?category=`, pages `?page=`, the news strip) and `/blog/{slug}/` (one article,
 * `BlogPosting`). The loader also computes the head; unknown categories, pages or slugs are 404
 * pages, a block that fails shows its own error state. The query is the page's state: a new one
 * loads the page again.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/blog/{-$slug}')({
  validateSearch: validateSearchRecord,
  loaderDeps: searchLoaderDeps,
  loader: ({ params: { slug }, location: { pathname }, deps: { search }, context }) => {
    if (slug === undefined) return loadBlogPage({ ...context, pathname, search });
    const imagesPrefix = publicRegionApi(context.env, context.regionLocale.region.code)?.imagesPrefix ?? '';
    return loadBlogPost({ ...context, pathname, slug, imagesPrefix });
  },
  head: contentHead,
  component: BlogPage,
});
