// Public API of @storefront/catalog.
export {
  categoryQuery,
  runningOffersQuery,
  shopQuery,
  useGetRunningOffersQuery,
  useGetShopQuery,
} from './lib/state/catalog.queries';
export type { CategoryPathArgs } from './lib/state/catalog.queries';
export { MAX_CATEGORY_DEPTH, categoryPathOf } from './lib/filters/category-path';
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
