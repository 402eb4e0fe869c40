// The stores that show a model or lend it for test rides (issue 34 "Where a model stands"): an endpoint of
// its own module, apart from `regions.api.ts`, so that only the product page's deferred part carries it.
import { apiPaths, baseApi, type ProductStores } from '@storefront/api-client';
import type { RegionsQueryArgs } from './regions.api';

export interface ProductStoresArgs extends RegionsQueryArgs {
  productId: number;
}

/**
 * The contract's `bookingPaths.productStores(id)`, built from `apiPaths.stores`: `bookingPaths` lives beside
 * the booking schemas, and importing it would bring zod and the contract into the product page's deferred
 * part (26 kB gzip). `product-stores.api.spec.ts` holds the two equal.
 */
export const productStoresPath = (productId: number) => `${apiPaths.stores}/with-product/${encodeURIComponent(productId)}`;

/**
 * `GET /stores/with-product/{id}` (docs/regional-api.md "Where a model stands"). Not `shared`: each
 * product has its own answer, and `today` changes at the region's midnight.
 */
export const productStoresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProductStores: build.query<ProductStores, ProductStoresArgs>({
      query: ({ region, locale, productId }) => ({
        region,
        url: productStoresPath(productId),
        params: { locale },
        schema: 'productStores',
      }),
    }),
  }),
});

export const { useGetProductStoresQuery } = productStoresApi;
