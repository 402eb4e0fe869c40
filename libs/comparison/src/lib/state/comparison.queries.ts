import { defineQuery } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

const loadComparisonApi = () => import('./comparison.api').then((module) => module.comparisonApi);

/** A product of the comparison, by its slug, in a region's language. */
export interface ComparisonProductArgs extends RegionsQueryArgs {
  slug: string;
}

/** A product's characteristics for the comparison (`GET /comparison/products/{slug}`), RTK Query loaded on demand. */
export const comparisonProductQuery = defineQuery('getComparisonProduct', loadComparisonApi);

/** The comparison's categories under one top category of the catalogue (its slug: `motorcycles`). */
export interface ComparisonCategoriesArgs extends RegionsQueryArgs {
  top: string;
}

/** The catalogue's categories for comparison (`GET /comparison/categories`), for the empty slots' suggestions. */
export const comparisonCategoriesQuery = defineQuery('getComparisonCategories', loadComparisonApi);
