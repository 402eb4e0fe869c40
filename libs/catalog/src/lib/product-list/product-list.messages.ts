import { defineMessages, type NoMessageValues } from 'react-intl';

/** The catalogue's product lists: category pages, search results, offers (issue 12). */
export const productListMessages = defineMessages<{
  breadcrumbs: NoMessageValues;
  home: NoMessageValues;
  catalog: NoMessageValues;
  subcategories: NoMessageValues;
  count: { count: number };
  filters: NoMessageValues;
  filtersActive: { count: number };
  price: NoMessageValues;
  priceFrom: { currency: string };
  priceTo: { currency: string };
  badges: NoMessageValues;
  offers: NoMessageValues;
  inStock: NoMessageValues;
  apply: NoMessageValues;
  activeFilters: NoMessageValues;
  removeFilter: { label: string };
  clearAll: NoMessageValues;
  priceChipRange: { from: string; to: string };
  priceChipFrom: { from: string };
  priceChipTo: { to: string };
  sortLabel: NoMessageValues;
  sortDefault: NoMessageValues;
  sortPriceAsc: NoMessageValues;
  sortPriceDesc: NoMessageValues;
  sortNewest: NoMessageValues;
  sortApply: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  noResultsTitle: NoMessageValues;
  noResultsText: NoMessageValues;
  errorTitle: NoMessageValues;
  errorText: NoMessageValues;
  retry: NoMessageValues;
  loading: NoMessageValues;
  pagination: NoMessageValues;
  previousPage: NoMessageValues;
  nextPage: NoMessageValues;
  pageNumber: { page: string };
  searchLabel: NoMessageValues;
  searchSubmit: NoMessageValues;
  sortRelevance: NoMessageValues;
  noMatchesTitle: { query: string };
  noMatchesText: NoMessageValues;
  browseCatalog: NoMessageValues;
  searchPromptTitle: NoMessageValues;
  searchPromptText: NoMessageValues;
  offerEnds: { date: string };
  showResults: { count: number };
  closeFilters: NoMessageValues;
  showMore: { count: number };
  listRange: { from: number; to: number; total: number };
  showEarlier: { count: number };
  priceMinimum: NoMessageValues;
  priceMaximum: NoMessageValues;
}>({
  breadcrumbs: { id: 'catalog.list.breadcrumbs', defaultMessage: 'Breadcrumb' },
  home: { id: 'catalog.list.home', defaultMessage: 'Home' },
  catalog: { id: 'catalog.list.catalog', defaultMessage: 'Catalog' },
  subcategories: { id: 'catalog.list.subcategories', defaultMessage: 'Categories' },
  count: {
    id: 'catalog.list.count',
    defaultMessage: '{count, plural, =0 {No products} one {# product} other {# products}}',
  },
  filters: { id: 'catalog.list.filters', defaultMessage: 'Filters' },
  filtersActive: { id: 'catalog.list.filtersActive', defaultMessage: 'Filters{count, plural, =0 {} other { (#)}}' },
  price: { id: 'catalog.list.price', defaultMessage: 'Price' },
  priceFrom: { id: 'catalog.list.priceFrom', defaultMessage: 'From, {currency}' },
  priceTo: { id: 'catalog.list.priceTo', defaultMessage: 'To, {currency}' },
  badges: { id: 'catalog.list.badges', defaultMessage: 'Highlights' },
  offers: { id: 'catalog.list.offers', defaultMessage: 'Offers' },
  inStock: { id: 'catalog.list.inStock', defaultMessage: 'In stock only' },
  apply: { id: 'catalog.list.apply', defaultMessage: 'Show products' },
  activeFilters: { id: 'catalog.list.activeFilters', defaultMessage: 'Active filters' },
  removeFilter: { id: 'catalog.list.removeFilter', defaultMessage: 'Remove filter: {label}' },
  clearAll: { id: 'catalog.list.clearAll', defaultMessage: 'Clear all' },
  priceChipRange: { id: 'catalog.list.priceChipRange', defaultMessage: '{from} – {to}' },
  priceChipFrom: { id: 'catalog.list.priceChipFrom', defaultMessage: 'From {from}' },
  priceChipTo: { id: 'catalog.list.priceChipTo', defaultMessage: 'Up to {to}' },
  sortLabel: { id: 'catalog.list.sortLabel', defaultMessage: 'Sort by' },
  sortDefault: { id: 'catalog.list.sortDefault', defaultMessage: 'Recommended' },
  sortPriceAsc: { id: 'catalog.list.sortPriceAsc', defaultMessage: 'Price: low to high' },
  sortPriceDesc: { id: 'catalog.list.sortPriceDesc', defaultMessage: 'Price: high to low' },
  sortNewest: { id: 'catalog.list.sortNewest', defaultMessage: 'Newest first' },
  sortApply: { id: 'catalog.list.sortApply', defaultMessage: 'Sort' },
  emptyTitle: { id: 'catalog.list.emptyTitle', defaultMessage: 'No products here yet' },
  emptyText: {
    id: 'catalog.list.emptyText',
    defaultMessage: 'This category has no products in your country yet. Have a look at the other categories.',
  },
  noResultsTitle: { id: 'catalog.list.noResultsTitle', defaultMessage: 'Nothing matches these filters' },
  noResultsText: {
    id: 'catalog.list.noResultsText',
    defaultMessage: 'Remove a filter or clear them all to see more products.',
  },
  errorTitle: { id: 'catalog.list.errorTitle', defaultMessage: 'Products could not be loaded' },
  errorText: {
    id: 'catalog.list.errorText',
    defaultMessage: 'Something went wrong on our side. The rest of the page works; please try again.',
  },
  retry: { id: 'catalog.list.retry', defaultMessage: 'Try again' },
  loading: { id: 'catalog.list.loading', defaultMessage: 'Loading products…' },
  pagination: { id: 'catalog.list.pagination', defaultMessage: 'Pages' },
  previousPage: { id: 'catalog.list.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'catalog.list.nextPage', defaultMessage: 'Next page' },
  pageNumber: { id: 'catalog.list.pageNumber', defaultMessage: 'Page {page}' },
  searchLabel: { id: 'catalog.list.searchLabel', defaultMessage: 'Search the catalog' },
  searchSubmit: { id: 'catalog.list.searchSubmit', defaultMessage: 'Search' },
  sortRelevance: { id: 'catalog.list.sortRelevance', defaultMessage: 'Best match' },
  noMatchesTitle: { id: 'catalog.list.noMatchesTitle', defaultMessage: 'Nothing matches “{query}”' },
  noMatchesText: {
    id: 'catalog.list.noMatchesText',
    defaultMessage: 'Check the spelling, or try a model name, a shorter word or an article number.',
  },
  browseCatalog: { id: 'catalog.list.browseCatalog', defaultMessage: 'Browse the catalog' },
  searchPromptTitle: { id: 'catalog.list.searchPromptTitle', defaultMessage: 'What are you looking for?' },
  searchPromptText: {
    id: 'catalog.list.searchPromptText',
    defaultMessage: 'Type a product name, a model or an article number: at least one letter or digit.',
  },
  offerEnds: { id: 'catalog.list.offerEnds', defaultMessage: 'Until {date}' },
  showResults: {
    id: 'catalog.list.showResults',
    defaultMessage: '{count, plural, =0 {No products to show} one {Show # product} other {Show # products}}',
  },
  closeFilters: { id: 'catalog.list.closeFilters', defaultMessage: 'Close the filters' },
  priceMinimum: { id: 'catalog.list.priceMinimum', defaultMessage: 'Lowest price' },
  priceMaximum: { id: 'catalog.list.priceMaximum', defaultMessage: 'Highest price' },
  showMore: {
    id: 'catalog.list.showMore',
    defaultMessage: '{count, plural, one {Show # more product} other {Show # more products}}',
  },
  listRange: { id: 'catalog.list.listRange', defaultMessage: 'Products {from}–{to} of {total}' },
  showEarlier: {
    id: 'catalog.list.showEarlier',
    defaultMessage: '{count, plural, one {Show the previous product} other {Show the previous # products}}',
  },
});

