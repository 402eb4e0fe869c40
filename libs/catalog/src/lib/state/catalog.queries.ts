import { defineQuery, type Category, type QueryParams } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

const loadCatalogApi = () => import('./catalog.api').then((module) => module.catalogApi);

/** A category asked for by its path below `/catalog/` (`motorcycles/off-road-motorcycles/enduro`). */
export interface CategoryPathArgs extends RegionsQueryArgs {
  path: string;
}

/** A category of the catalogue's root: what its tile and links show. */
export type CategoryTile = Omit<Category, 'description'>;

/** One page of a product list: the backend's query, as `productListParams` writes it from the URL. */
export interface ProductListArgs extends RegionsQueryArgs {
  params: QueryParams;
}

/** Suggestions for a search text (one that `searchText` accepts: it holds a letter or digit). */
export interface ProductSearchArgs extends RegionsQueryArgs {
  q: string;
  itemsPerPage: number;
}

/** A collection asked for by its slug (`/collections/{slug}/`), checked by `slugOf`. */
export interface CollectionArgs extends RegionsQueryArgs {
  slug: string;
}

/** A product asked for by its slug (`/product/{slug}/`), checked by `productSlugOf`. */
export interface ProductArgs extends RegionsQueryArgs {
  slug: string;
}

/** The first products of a category, by its full path (a product page's related products). */
export interface RelatedProductsArgs extends RegionsQueryArgs {
  category: string;
  itemsPerPage: number;
}

/** The catalogue's startup data (SPEC §7 "shop, offers"), readable before RTK Query is loaded. */
export const shopQuery = defineQuery('getShop', loadCatalogApi);
export const runningOffersQuery = defineQuery('getRunningOffers', loadCatalogApi);
/** The visible category tree of the country, flat (`/categories`): the catalogue's root. */
export const categoriesQuery = defineQuery('getCategories', loadCatalogApi);
/** A category page's category (SPEC §2 `/catalog/{slug…}`). */
export const categoryQuery = defineQuery('getCategoryByPath', loadCatalogApi);
/** A page of products with its category's filters (`/v2/products/`): category pages, search, offers. */
export const productListQuery = defineQuery('getProductList', loadCatalogApi);
/** A collection with its products in the collection's order (`/taxonomies/{slug}`): `/collections/{slug}/`. */
export const collectionQuery = defineQuery('getCollection', loadCatalogApi);

export const useGetShopQuery = shopQuery.useQuery;
export const useGetRunningOffersQuery = runningOffersQuery.useQuery;
/** The offers running now, in full (`/offers?active=true`): the offers page. */
export const offersQuery = defineQuery('getOffers', loadCatalogApi);
/** Instant search's suggestions (`/products/search`). */
export const productSearchQuery = defineQuery('searchProducts', loadCatalogApi);
/** A product page's product with its images, description, characteristics, offers and ancestors. */
export const productQuery = defineQuery('getProduct', loadCatalogApi);
/** A product page's related products: the first of its category. */
export const relatedProductsQuery = defineQuery('getRelatedProducts', loadCatalogApi);
