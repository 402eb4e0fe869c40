// The comparison's RTK Query endpoints, loaded on first need only (comparison.queries.ts).
import { apiPaths, type ComparisonCategory, type ComparisonProduct, type List } from '@storefront/api-client';
import { baseApi } from '@storefront/api-client/query';
import type { ComparisonCategoriesArgs, ComparisonProductArgs } from './comparison.queries';

export const comparisonApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A product as the comparison reads it: its leaf category and its characteristics (`/comparison/products/{slug}`). */
    getComparisonProduct: build.query<ComparisonProduct, ComparisonProductArgs>({
      query: ({ region, locale, slug }) => ({
        region,
        url: apiPaths.comparisonProduct(slug),
        params: { locale },
        schema: 'comparisonProduct',
      }),
    }),
    /** The catalogue's leaf categories with their products (`/comparison/categories`): what an empty slot offers. */
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
