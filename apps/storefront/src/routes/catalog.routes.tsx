import { queryErrorStatus } from '@storefront/api-client';
import { categoryPathOf, categoryQuery } from '@storefront/catalog';
import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { appMessages } from '../app/messages';
import { defaultLayoutRoute } from './layout.routes';
import { movedPermanently } from './moved-permanently';
import { pageHead } from './page-head';
import { pageHeadMessages } from './page-head.messages';

const CATALOG_SEGMENT = '/catalog/';

/**
 * `/catalog/{slug…}/` (SPEC §2): the category named by its full path. A path that cannot name a
 * category, or a chain that is not the category's real path, is a 404 page with status 404 (SPEC
 * §8); a category's own slug alone (`/catalog/enduro/`) moves to its full path (301). `/catalog/`
 * is matched here too (an empty splat): the catalogue's root. The page itself is still the section
 * placeholder: issue 12 brings the root's tree, the grid and the filters.
 */
export const catalogCategoryRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'catalog/$',
  staticData: { title: appMessages.catalog, private: false },
  loader: async ({ params, location, context: { store, regionLocale, requestedSearch } }) => {
    // The router matches `/catalog/` itself here, with an empty splat: the catalogue's root.
    if (!params._splat) return { title: undefined };
    const path = categoryPathOf(params._splat);
    if (path === null) throw notFound();
    const args = { region: regionLocale.region.code, locale: regionLocale.locale, path };
    const { data, error } = await store.dispatch(categoryQuery.fetch(args));
    if (data) {
      if (data.path !== path) {
        const base = location.pathname.slice(0, location.pathname.indexOf(CATALOG_SEGMENT) + CATALOG_SEGMENT.length);
        throw movedPermanently(`${base}${data.path}/`, requestedSearch(location));
      }
      return { title: data.title };
    }
    if (queryErrorStatus(error) === 404) throw notFound();
    // The backend's answer is logged, never carried into the page (it would travel in the dehydrated error).
    console.error(`Category ${path} of ${args.region}_${args.locale} could not be loaded`, error);
    throw new Error('The category could not be loaded');
  },
  head: ({ matches, loaderData }) =>
    pageHead(matches, { page: loaderData?.title ?? appMessages.catalog, description: pageHeadMessages.sectionDescription }),
  component: lazyRouteComponent(() => import('../pages/section.page'), 'SectionPage'),
});
