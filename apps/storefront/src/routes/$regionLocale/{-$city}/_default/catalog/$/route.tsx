import { createFileRoute } from '@tanstack/react-router';
import { appMessages } from '../../../../../../app/messages';
import { searchLoaderDeps, validateSearchRecord } from '../../../../../../app/search-params';
import { listNameMessages } from '@storefront/catalog';
import { pageIntlOf } from '../../../../../../app/route-data';
import { categoryJsonLd, itemListJsonLd } from '../../../../../-shared/catalog-head';
import { pageHead } from '../../../../../-shared/page-head';
import { pageHeadMessages } from '../../../../../../app/page-head.messages';
import { loadCatalogPage } from '../../../../../-shared/catalog-loader';
import { CategoryPage } from './-page';

/**
 * `/catalog/{slug…}/` (SPEC §2): the category named by its full path, with its products and filters
 * (SPEC §5: the URL is the only state of the list). A path that cannot name a category, a chain that
 * is not the category's real path, or a page beyond the last is a 404 page with status 404 (SPEC
 * §8); a category's own slug alone (`/catalog/enduro/`) moves to its full path (301). A product list
 * that fails leaves the page with an error state and a retry, never an error page; a filter the
 * backend refuses is dropped (routes/-shared/catalog-loader.ts). `/catalog/` is matched here too (an empty
 * splat): the catalogue's root.
 */
export const Route = createFileRoute('/$regionLocale/{-$city}/_default/catalog/$')({
  staticData: { title: appMessages.catalog, private: false },
  validateSearch: validateSearchRecord,
  loaderDeps: searchLoaderDeps,
  loader: ({ params, location, deps, context: { store, regionLocale, requestedSearch } }) =>
    loadCatalogPage({
      splat: params._splat,
      pathname: location.pathname,
      search: deps.search,
      requestedSearch: requestedSearch(location),
      store,
      regionLocale,
    }),
  head: ({ matches, loaderData }) => {
    if (loaderData?.kind === 'category') {
      const { title, description, page, narrowed } = loaderData;
      return pageHead(matches, {
        page: page > 1 ? pageHeadMessages.listPage : title,
        values: { title, page: String(page) },
        description: description || pageHeadMessages.sectionDescription,
        canonicalQuery: page > 1 ? `page=${page}` : undefined,
        noindex: narrowed,
        jsonLd: (absoluteUrl) => categoryJsonLd(matches, loaderData, absoluteUrl),
      });
    }
    if (loaderData?.kind === 'products') {
      // Search results, an offer's products, or every product: named by what narrows them.
      const { filters, offer, listArgs, page, narrowed } = loaderData;
      const intl = pageIntlOf(matches);
      const title = filters.q
        ? intl.formatMessage(listNameMessages.searchResults, { query: filters.q })
        : (offer?.title ?? intl.formatMessage(loaderData.searched ? listNameMessages.search : listNameMessages.allProducts));
      return pageHead(matches, {
        page: page > 1 ? pageHeadMessages.listPage : title,
        values: { title, page: String(page) },
        description: pageHeadMessages.sectionDescription,
        canonicalQuery: page > 1 ? `page=${page}` : undefined,
        noindex: narrowed,
        jsonLd: (absoluteUrl) => (listArgs ? itemListJsonLd(matches, { name: title, listArgs }, absoluteUrl) : []),
      });
    }
    return pageHead(matches, { page: appMessages.catalog, description: pageHeadMessages.sectionDescription });
  },
  component: CategoryPage,
});
