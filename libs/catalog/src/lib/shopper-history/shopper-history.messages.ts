import { defineMessages, type NoMessageValues } from 'react-intl';

/** Recently viewed products and recent searches (issue 34): the product page, the cart, the search dialog. */
export const shopperHistoryMessages = defineMessages<{
  viewedTitle: NoMessageValues;
  removeViewed: { name: string };
  clear: NoMessageValues;
  clearViewed: NoMessageValues;
  searchesTitle: NoMessageValues;
  removeSearch: { query: string };
  clearSearches: NoMessageValues;
}>({
  viewedTitle: { id: 'catalog.history.viewedTitle', defaultMessage: 'Recently viewed' },
  removeViewed: { id: 'catalog.history.removeViewed', defaultMessage: 'Remove {name} from recently viewed' },
  clear: { id: 'catalog.history.clear', defaultMessage: 'Clear' },
  clearViewed: { id: 'catalog.history.clearViewed', defaultMessage: 'Clear recently viewed' },
  searchesTitle: { id: 'catalog.history.searchesTitle', defaultMessage: 'Recent searches' },
  removeSearch: { id: 'catalog.history.removeSearch', defaultMessage: 'Remove “{query}” from recent searches' },
  clearSearches: { id: 'catalog.history.clearSearches', defaultMessage: 'Clear recent searches' },
});
