import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The names of the catalogue's lists without a category, which the page's head needs too: in a module of
 * their own, so that the route's head (in every page's first load) does not bring the list's other texts.
 */
export const listNameMessages = defineMessages<{
  allProducts: NoMessageValues;
  search: NoMessageValues;
  searchResults: { query: string };
}>({
  allProducts: { id: 'catalog.list.allProducts', defaultMessage: 'All products' },
  search: { id: 'catalog.list.search', defaultMessage: 'Search' },
  searchResults: { id: 'catalog.list.searchResults', defaultMessage: 'Results for “{query}”' },
});
