// Components of @storefront/catalog that a page loads in a chunk of their own (server-rendered, hydrated
// later: see docs/adr/0030-below-the-fold-hydrates-later.md). Imported dynamically only.
export { FilterForm } from './lib/product-list/filter-form';
export type { FilterFormProps } from './lib/product-list/filter-form';
export { ListPagination } from './lib/product-list/list-pagination';
export type { ListPaginationProps } from './lib/product-list/list-pagination';
export { ActiveFilterChips } from './lib/product-list/active-filter-chips';
export type { ActiveFilterChipsProps } from './lib/product-list/active-filter-chips';
export { CategoryIntro } from './lib/product-list/category-intro';
export { ProductGrid } from './lib/product-list/product-grid';
export type { ProductGridProps } from './lib/product-list/product-grid';
export { CatalogRoot } from './lib/catalog-root/catalog-root';
export type { CatalogRootProps } from './lib/catalog-root/catalog-root';
export { ProductsIntro } from './lib/product-list/products-intro';
export type { ProductsIntroProps, RunningOffer } from './lib/product-list/products-intro';
export { OfferTiles } from './lib/offers/offer-tiles';
export { RunningOffersStrip } from './lib/offers/offer-tiles';
export type { OfferTileData, OfferTilesProps, RunningOffersStripProps } from './lib/offers/offer-tiles';
export { FilterPanel } from './lib/product-list/filter-panel';
export type { FilterPanelProps } from './lib/product-list/filter-panel';
export { CollectionIntro } from './lib/collection/collection-intro';
export type { CollectionIntroProps } from './lib/collection/collection-intro';
export { ShowEarlier, ShowMore } from './lib/product-list/show-more';
export type { ShowEarlierProps, ShowMoreProps } from './lib/product-list/show-more';
