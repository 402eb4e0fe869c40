import { getRouteApi } from '@tanstack/react-router';
import { lazyHydrated } from '../../../../../../app/lazy-hydrated';
import { Page } from '../../../../../../pages/list-page-parts';

const blogRoute = getRouteApi('/$regionLocale/{-$city}/_default/blog/{-$slug}');

// Server-rendered in full, hydrated from their chunk once the browser is idle: until then the tabs,
// cards, pages and the article's links are plain links, exactly what they are without JavaScript.
const blogViews = () => import('./-parts/blog-views');
const BlogListView = lazyHydrated('blog list', () => blogViews().then((module) => module.BlogListView));
const BlogPostView = lazyHydrated('blog post', () => blogViews().then((module) => module.BlogPostView));

/** `/blog/` or `/blog/{slug}/`: the list or the article, as the loader found it. */
export function BlogPage() {
  const data = blogRoute.useLoaderData();
  if (data.kind === 'list') {
    return (
      <Page aria-labelledby="blog-title">
        <BlogListView {...data} />
      </Page>
    );
  }
  if (data.kind !== 'post') return null;
  return (
    <Page>
      <BlogPostView {...data} />
    </Page>
  );
}
