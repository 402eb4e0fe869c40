// The products of a shopper's history as the region sells them now: an endpoint of its own module, apart
// from catalog.api.ts, so that only the lazily loaded lists carry it (never a route's first load).
import { apiPaths, baseApi, type List, type ProductSummary } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

interface ViewedProductsArgs extends RegionsQueryArgs {
  /** Product ids, comma-separated, sorted (one cache entry whatever the history's order). */
  ids: string;
}

/**
 * `GET /products/?ids=7,9` (SPEC §5, as the cart names its lines): only products the region sells come
 * back, so an id missing from the answer is one the region no longer sells.
 */
const viewedProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getViewedProducts: build.query<List<ProductSummary>, ViewedProductsArgs>({
      query: ({ region, locale, ids }) => ({
        region,
        url: apiPaths.products,
        params: { locale, ids, itemsPerPage: ids.split(',').length },
        schema: 'productList',
      }),
    }),
  }),
});

export const { useGetViewedProductsQuery } = viewedProductsApi;
