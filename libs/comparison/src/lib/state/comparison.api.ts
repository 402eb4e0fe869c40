// The comparison's RTK Query endpoints and their arguments.
import { apiPaths, baseApi, type ComparisonCategory, type ComparisonProduct, type List } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

/** A product of the comparison, by its slug, in a region's language. */
export interface ComparisonProductArgs extends RegionsQueryArgs {
  slug: string;
}

/** The comparison's categories under one top category of the catalogue (its slug: `motorcycles`). */
export interface ComparisonCategoriesArgs extends RegionsQueryArgs {
  top: string;
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
  }),
});

export const { useGetComparisonCategoriesQuery } = comparisonApi;
