import { defineQuery } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

const loadOrderApi = () => import('./order.api').then((module) => module.orderApi);

/** An order of a region, by its slug (24 lowercase letters and digits: the capability to read it). */
export interface OrderArgs extends RegionsQueryArgs {
  slug: string;
}

/** The shape of an order slug (docs/regional-api.md): anything else is a 404 without asking. */
export const ORDER_SLUG = /^[a-z0-9]{24}$/;

/** An order as stored (`GET /orders/{slug}`), RTK Query loaded on demand. */
export const orderQuery = defineQuery('getOrder', loadOrderApi);
