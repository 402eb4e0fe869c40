// Public API of @storefront/catalog.
export {
  categoriesQuery,
  categoryQuery,
  collectionQuery,
  offersQuery,
  productListQuery,
  productSearchQuery,
  runningOffersQuery,
  shopQuery,
  useGetRunningOffersQuery,
  useGetShopQuery,
} from './lib/state/catalog.queries';
export type { CategoryPathArgs, CategoryTile, CollectionArgs, ProductListArgs, ProductSearchArgs } from './lib/state/catalog.queries';
export { MAX_CATEGORY_DEPTH, categoryPathOf } from './lib/filters/category-path';
export {
  BADGE_CODES,
  FILTER_LIMITS,
  MAX_PAGE,
  NO_FILTERS,
  SORT_ORDERS,
  activeFilterCount,
  filtersFromSearch,
  filtersQueryString,
  filtersSearch,
  filtersToSearch,
  hasActiveFilters,
  pageFromSearch,
  productListParams,
  searchText,
  withoutFilters,
} from './lib/filters/product-filters';
export type { BadgeCode, FilterOptions, PriceRange, ProductFilters, SearchInput, SortOrder } from './lib/filters/product-filters';
export { productListMessages } from './lib/product-list/product-list.messages';
export { listNameMessages } from './lib/product-list/list-name.messages';
export { offersMessages } from './lib/offers/offers.messages';
export { offersPageMessages } from './lib/offers/offers-page.messages';
export { SortForm } from './lib/product-list/sort-form';
export { ListState } from './lib/product-list/list-state';
export type { ListStateKind, ListStateProps } from './lib/product-list/list-state';
export { QueryLink, useFirstShownPage, useListHref, useListUpdating } from './lib/product-list/query-link';
export { ProductCard } from './lib/product-card/product-card';
export type { ProductCardProps } from './lib/product-card/product-card';
export { InstantSearch } from './lib/search/instant-search';
export type { InstantSearchProps } from './lib/search/instant-search';
export { MAX_SLUG_LENGTH, slugOf } from './lib/filters/slug';
export { collectionMessages } from './lib/collection/collection.messages';
export { productQuery, relatedProductsQuery } from './lib/state/catalog.queries';
export type { ProductArgs, RelatedProductsArgs } from './lib/state/catalog.queries';
export { productJsonLd, productSummaryText } from './lib/product-page/product-json-ld';
export { productPageMessages } from './lib/product-page/product-page.messages';
