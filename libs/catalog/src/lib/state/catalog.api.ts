// The catalogue's RTK Query endpoints, loaded on first need only (catalog.queries.ts).
import {
  apiPaths,
  type Category,
  type CategoryDetail,
  type InitOffers,
  type InitShop,
  type List,
  type ProductListV2,
  type TaxonomyDetail,
} from '@storefront/api-client';
import { baseApi } from '@storefront/api-client/query';
import type { RegionsQueryArgs } from '@storefront/regions';
import type { CategoryPathArgs, CollectionArgs, ProductListArgs } from './catalog.queries';

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
    /** Every visible category of the country, flat (three levels; `parentId` links them): the catalogue's root. */
    getCategories: build.query<List<Category>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.categories,
        params: { locale, itemsPerPage: 999 },
        schema: 'categoryList',
        shared: true,
      }),
    }),
    /** A category by its full path (a chain that is not the real path is a 404), with ancestors and children. */
    getCategoryByPath: build.query<CategoryDetail, CategoryPathArgs>({
      query: ({ region, locale, path }) => ({
        region,
        url: apiPaths.categoryBySlug(path),
        params: { locale },
        schema: 'categoryDetail',
      }),
    }),
    /** One page of a product list with the filters (and option counts) of its category (SPEC §5). */
    getProductList: build.query<ProductListV2, ProductListArgs>({
      query: ({ region, locale, params }) => ({
        region,
        url: apiPaths.productsV2,
        params: { ...params, locale },
        schema: 'productListV2',
      }),
    }),
    /** A collection (`/taxonomies/{slug}`: a 404 for an unknown slug) with its products in the collection's order. */
    getCollection: build.query<TaxonomyDetail, CollectionArgs>({
      query: ({ region, locale, slug }) => ({
        region,
        url: apiPaths.taxonomy(slug),
        params: { locale },
        schema: 'taxonomyDetail',
      }),
    }),
  }),
});
