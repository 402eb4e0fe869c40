import type { RegionLocale } from '@storefront/regions';
import { createRoute, lazyRouteComponent, type AnyRouteMatch } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { searchLoaderDeps } from '../app/search-params';
import { NO_CONTENT_HEAD, type ContentHead } from './content-head';
import { defaultLayoutRoute, supportLayoutRoute } from './layout.routes';
import { pageHead } from './page-head';

/**
 * The content routes: `/blog/`, `/blog/{slug}/`, `/about-us/` and the support centre (SPEC §2). They
 * share one loader (`loadContentPage`, which also computes the head; the support centre has its
 * `loadSupportPage`) and one head function. Unknown categories, pages or slugs are 404 pages;
 * a block that fails shows its own error state.
 */
const contentPage = () => import('../pages/content.page');
const supportPage = () => import('../pages/support.page');

function contentLoader(page: 'blog' | 'about-us') {
  return async ({ params, location, context }: ContentLoaderArgs) => {
    const { loadContentPage } = await import('./content.loaders');
    return loadContentPage(page, { ...context, params, location });
  };
}

interface ContentLoaderArgs {
  params: { slug?: string };
  location: { pathname: string; search: unknown };
  context: RouterContext & { regionLocale: RegionLocale };
}


// The query is the page's state (tabs, pages): a new one loads the page again.
const contentHead = ({ matches, loaderData }: { matches: AnyRouteMatch[]; loaderData?: { head: ContentHead } }) =>
  pageHead(matches, loaderData?.head ?? NO_CONTENT_HEAD);

/** The list (tabs `?category=`, pages `?page=`, the news strip) or one article (`BlogPosting`). */
export const blogRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'blog/{-$slug}',
  loaderDeps: searchLoaderDeps,
  loader: contentLoader('blog'),
  head: contentHead,
  component: lazyRouteComponent(contentPage, 'BlogPage'),
});

/** The brand's page, the stores screen with tabs by region (`?region=`, SPEC §4) and the cities (dark header). */
export const aboutUsRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'about-us',
  loaderDeps: searchLoaderDeps,
  loader: contentLoader('about-us'),
  head: contentHead,
  component: lazyRouteComponent(contentPage, 'AboutUsPage'),
});

/**
 * The support centre (support layout, dark header): one route for its home and search (`?q=`, an empty
 * splat), a section (`/support/{section}/`) and an article (`/support/{section}/{article}/`); the
 * router would match `support/$` for `/support/` anyway.
 */
export const supportRoute = createRoute({
  getParentRoute: () => supportLayoutRoute,
  path: 'support/$',
  loaderDeps: searchLoaderDeps,
  loader: async ({ params, location, context }) => {
    const { loadSupportPage } = await import('./support.loader');
    return loadSupportPage({ ...context, params, location });
  },
  head: contentHead,
  component: lazyRouteComponent(supportPage, 'SupportPage'),
});
