// The comparison's RTK Query endpoints and their arguments.
import { apiPaths, baseApi, type ComparisonCategory, type ComparisonProduct, type List, type ProductSummary } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

/** A product of the comparison, by its slug, in a region's language. */
export interface ComparisonProductArgs extends RegionsQueryArgs {
  slug: string;
}

/** The comparison's categories under one top category of the catalogue (its slug: `motorcycles`). */
export interface ComparisonCategoriesArgs extends RegionsQueryArgs {
  top: string;
}

/** The products a shared comparison's link names, by id (at most 18: parsed by share-link.ts). */
export interface SharedProductsArgs extends RegionsQueryArgs {
  ids: readonly number[];
}

export const comparisonApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A product as the comparison reads it: its leaf category and its characteristics, in the
     * language asked for (`GET /comparison/products/{slug}`).
     */
    getComparisonProduct: build.query<ComparisonProduct, ComparisonProductArgs>({
      query: ({ region, locale, slug }) => ({
        region,
        url: apiPaths.comparisonProduct(slug),
        params: { locale },
        schema: 'comparisonProduct',
      }),
    }),
    /**
     * The catalogue's leaf categories with their products (`GET /comparison/categories`): what an
     * empty slot suggests.
     */
    getComparisonCategories: build.query<List<ComparisonCategory>, ComparisonCategoriesArgs>({
      query: ({ region, locale, top }) => ({
        region,
        url: apiPaths.comparisonCategories,
        params: { locale, category: top, itemsPerPage: 999 },
        schema: 'comparisonCategoryList',
      }),
    }),
    /**
     * The products a shared link names (`GET /products/?ids=7,9`): the region answers only for the ones
     * it sells, so an unknown id is simply absent (docs/adr/0282-comparison-share-link.md).
     */
    getSharedProducts: build.query<List<ProductSummary>, SharedProductsArgs>({
      query: ({ region, locale, ids }) => ({
        region,
        url: apiPaths.products,
        params: { locale, ids: ids.join(','), itemsPerPage: ids.length },
        schema: 'productList',
      }),
    }),
  }),
});

export const { useGetComparisonCategoriesQuery, useGetSharedProductsQuery } = comparisonApi;
