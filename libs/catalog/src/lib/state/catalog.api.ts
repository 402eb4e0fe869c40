// The catalogue's RTK Query endpoints and their arguments.
import {
  apiPaths,
  baseApi,
  type Category,
  type CategoryDetail,
  type InitOffers,
  type InitShop,
  type List,
  type Offer,
  type ProductDetail,
  type ProductSummary,
  type ProductListV2,
  type QueryParams,
  type TaxonomyDetail,
} from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

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

/**
 * The catalogue's startup data (SPEC §7 "shop, offers"): how the country's shop works and the
 * offers running now. Shared by every shopper of a country, so the SSR host may cache it briefly.
 */
export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getShop: build.query<InitShop, RegionsQueryArgs>({
      query: ({ region, locale }) => ({ region, url: apiPaths.initShop, params: { locale }, schema: 'initShop', shared: true }),
    }),
    getRunningOffers: build.query<InitOffers, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.initOffers,
        params: { locale },
        schema: 'initOffers',
        shared: true,
      }),
    }),
    /**
     * Every visible category of the country, flat (three levels; `parentId` links them): the catalogue's
     * root. Kept without the descriptions, which the tree does not show and every root page would carry
     * in its HTML (a third of the answer).
     */
    getCategories: build.query<List<CategoryTile>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.categories,
        params: { locale, itemsPerPage: 999 },
        schema: 'categoryList',
        shared: true,
      }),
      transformResponse: ({ items, ...list }: List<Category>): List<CategoryTile> => ({
        ...list,
        items: items.map(({ description: _description, ...tile }) => tile),
      }),
    }),
    /**
     * A category page's category (SPEC §2 `/catalog/{slug…}`), by its full path (a chain that is not the
     * real path is a 404), with ancestors and children.
     */
    getCategoryByPath: build.query<CategoryDetail, CategoryPathArgs>({
      query: ({ region, locale, path }) => ({
        region,
        url: apiPaths.categoryBySlug(path),
        params: { locale },
        schema: 'categoryDetail',
      }),
    }),
    /**
     * One page of a product list with the filters (and option counts) of its category (SPEC §5,
     * `/v2/products/`): category pages, search, offers.
     */
    getProductList: build.query<ProductListV2, ProductListArgs>({
      query: ({ region, locale, params }) => ({
        region,
        url: apiPaths.productsV2,
        params: { ...params, locale },
        schema: 'productListV2',
      }),
    }),
    /** The offers running now in the country, in full (`/offers?active=true`), with their descriptions and product counts: `/offers/`. */
    getOffers: build.query<List<Offer>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.offers,
        params: { locale, active: true, itemsPerPage: 100 },
        schema: 'offerList',
        shared: true,
      }),
    }),
    /** Instant search's suggestions: the best matches of a text (`/products/search`). */
    searchProducts: build.query<List<ProductSummary>, ProductSearchArgs>({
      query: ({ region, locale, q, itemsPerPage }) => ({
        region,
        url: apiPaths.productSearch,
        params: { locale, q, itemsPerPage },
        schema: 'productList',
      }),
    }),
    /** A collection (`/taxonomies/{slug}`: a 404 for an unknown slug) with its products in the collection's order: `/collections/{slug}/`. */
    getCollection: build.query<TaxonomyDetail, CollectionArgs>({
      query: ({ region, locale, slug }) => ({
        region,
        url: apiPaths.taxonomy(slug),
        params: { locale },
        schema: 'taxonomyDetail',
      }),
    }),
    /**
     * A product page's product with its images, description, characteristics, offers and ancestors
     * (`/products/slug/{slug}`): a 404 for a slug that is not sold in the country.
     */
    getProduct: build.query<ProductDetail, ProductArgs>({
      query: ({ region, locale, slug }) => ({
        region,
        url: apiPaths.productBySlug(slug),
        params: { locale },
        schema: 'productDetail',
      }),
    }),
    /**
     * The first products of a category (`/products/`, without the filters `/v2/products/` adds): a
     * product page's "related products". One more than shown, so that the product itself can be left out.
     */
    getRelatedProducts: build.query<List<ProductSummary>, RelatedProductsArgs>({
      query: ({ region, locale, category, itemsPerPage }) => ({
        region,
        url: apiPaths.products,
        params: { locale, category, itemsPerPage },
        schema: 'productList',
      }),
    }),
  }),
});

export const {
  useGetShopQuery,
  useGetRunningOffersQuery,
  useGetCategoriesQuery,
  useGetCategoryByPathQuery,
  useGetProductListQuery,
  useGetOffersQuery,
  useSearchProductsQuery,
  useGetCollectionQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
} = catalogApi;
