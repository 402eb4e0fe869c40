// The cart's RTK Query endpoints, loaded on first need only (order.queries.ts).
import { apiPaths, type Order } from '@storefront/api-client';
import { baseApi } from '@storefront/api-client/query';
import type { OrderArgs } from './order.queries';

export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** An order as it was placed, with the quotation computed then (`GET /orders/{slug}`, `no-store`). */
    getOrder: build.query<Order, OrderArgs>({
      query: ({ region, locale, slug }) => ({ region, url: apiPaths.order(slug), params: { locale }, schema: 'order' }),
    }),
  }),
});
