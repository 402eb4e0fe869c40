// The cart's RTK Query endpoints and their arguments.
import { apiPaths, baseApi, type Order } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

/** An order of a region, by its slug (24 lowercase letters and digits: the capability to read it). */
export interface OrderArgs extends RegionsQueryArgs {
  slug: string;
}

/** The shape of an order slug (docs/regional-api.md): anything else is a 404 without asking. */
export const ORDER_SLUG = /^[a-z0-9]{24}$/;

/** An order paid on the provider's page (a card online, instalments), not on pickup, in cash or by transfer. */
export const paidOnline = (order: Pick<Order, 'paymentMethod'>): boolean => order.paymentMethod === 'card-online' || order.paymentMethod === 'instalments';

export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** An order as it was placed, with the quotation computed then (`GET /orders/{slug}`, `no-store`). */
    getOrder: build.query<Order, OrderArgs>({
      query: ({ region, locale, slug }) => ({ region, url: apiPaths.order(slug), params: { locale }, schema: 'order' }),
    }),
    /** A new payment session for the same order (`POST /orders/{slug}/payment`): a 503 while the provider is down. */
    retryPayment: build.mutation<Order, OrderArgs>({
      query: ({ region, locale, slug }) => ({ region, url: apiPaths.orderPayment(slug), method: 'POST', params: { locale }, schema: 'order' }),
    }),
  }),
});

export const { useGetOrderQuery } = orderApi;
