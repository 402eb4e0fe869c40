// Public API of @storefront/catalog.
// The catalogue's endpoints: the API for loaders (`catalogApi.endpoints.getProduct.initiate(args)`) and
// selectors, the generated hooks for components.
export {
  catalogApi,
  useGetCategoriesQuery,
  useGetCategoryByPathQuery,
  useGetCollectionQuery,
  useGetOffersQuery,
  useGetProductListQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
  useGetRunningOffersQuery,
  useGetShopQuery,
} from './lib/state/catalog.api';
export type { CategoryPathArgs, CollectionArgs, ProductArgs, ProductListArgs } from './lib/state/catalog.api';
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
export { productJsonLd, productSummaryText } from './lib/product-page/product-json-ld';
export { offerPoliciesJsonLd } from './lib/product-page/offer-policies-json-ld';
export { productPageMessages } from './lib/product-page/product-page.messages';
export { TaxNote } from './lib/tax/tax-note';
// The list's, the offers' and the collection's components. Pages hydrate most of them later, through
// app parts that import them from here (docs/adr/0234-deferred-parts-are-app-parts.md).
export { FilterPanel } from './lib/product-list/filter-panel';
export { ActiveFilterChips } from './lib/product-list/active-filter-chips';
export { ListPagination } from './lib/product-list/list-pagination';
export { ShowEarlier, ShowMore } from './lib/product-list/show-more';
export { ProductGrid } from './lib/product-list/product-grid';
export type { ProductGridProps } from './lib/product-list/product-grid';
export { CategoryIntro } from './lib/product-list/category-intro';
export { ProductsIntro } from './lib/product-list/products-intro';
export { CatalogRoot } from './lib/catalog-root/catalog-root';
export { OfferTiles, RunningOffersStrip } from './lib/offers/offer-tiles';
export { CollectionIntro } from './lib/collection/collection-intro';
// The product page's parts.
export { ProductGallery } from './lib/product-page/product-gallery';
export { ProductOverview } from './lib/product-page/product-overview';
export { ProductDetails } from './lib/product-page/product-details';
export { ServiceIcons } from './lib/product-page/service-icons';
export type { RegionFeatureFlags } from './lib/product-page/service-icons';
export { WarrantyChoice } from './lib/product-page/warranty-choice';
export type { WarrantyId } from './lib/product-page/warranty-choice';
export { ProductTrail } from './lib/product-page/product-trail';
export { trackAddToCart } from './lib/analytics/product-analytics';
// What the shopper looked at (under `preferences` consent): the list, which loads its own code and
// records the product page's view.
export { RecentlyViewed } from './lib/shopper-history/recently-viewed';
export { recentSearchesKey, recentlyViewedKey } from './lib/shopper-history/shopper-history';
