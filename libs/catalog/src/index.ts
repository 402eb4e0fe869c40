// Public API of @storefront/catalog.
export { runningOffersQuery, shopQuery, useGetRunningOffersQuery, useGetShopQuery } from './lib/state/catalog.queries';
export {
  BADGE_CODES,
  FILTER_LIMITS,
  MAX_PAGE,
  NO_FILTERS,
  SORT_ORDERS,
  filtersFromSearch,
  filtersQueryString,
  filtersToSearch,
  hasActiveFilters,
  pageFromSearch,
  productListParams,
  searchText,
} from './lib/filters/product-filters';
export type { BadgeCode, FilterOptions, PriceRange, ProductFilters, SearchInput, SortOrder } from './lib/filters/product-filters';
