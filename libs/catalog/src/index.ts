// Public API of @storefront/catalog.
export {
  categoriesQuery,
  categoryQuery,
  collectionQuery,
  offersQuery,
  productListQuery,
  runningOffersQuery,
  shopQuery,
  useGetRunningOffersQuery,
  useGetShopQuery,
} from './lib/state/catalog.queries';
export type { CategoryPathArgs, CollectionArgs, ProductListArgs } from './lib/state/catalog.queries';
export { categoryPathOf } from './lib/filters/category-path';
export {
  NO_FILTERS,
  activeFilterCount,
  filtersFromSearch,
  filtersQueryString,
  hasActiveFilters,
  pageFromSearch,
  productListParams,
  withoutFilters,
} from './lib/filters/product-filters';
export type { ProductFilters } from './lib/filters/product-filters';
export { productListMessages } from './lib/product-list/product-list.messages';
export { listNameMessages } from './lib/product-list/list-name.messages';
export { offersMessages } from './lib/offers/offers.messages';
export { offersPageMessages } from './lib/offers/offers-page.messages';
export { SortForm } from './lib/product-list/sort-form';
export { ListState } from './lib/product-list/list-state';
export { QueryLink, useFirstShownPage, useListHref, useListUpdating } from './lib/product-list/query-link';
export { InstantSearch } from './lib/search/instant-search';
export { slugOf } from './lib/filters/slug';
export { collectionMessages } from './lib/collection/collection.messages';
export { productQuery, relatedProductsQuery } from './lib/state/catalog.queries';
export type { ProductArgs } from './lib/state/catalog.queries';
export { productJsonLd, productSummaryText } from './lib/product-page/product-json-ld';
export { productPageMessages } from './lib/product-page/product-page.messages';
