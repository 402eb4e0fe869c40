// Public API of @storefront/catalog.
export { runningOffersQuery, shopQuery, useGetRunningOffersQuery, useGetShopQuery } from './lib/state/catalog.queries';
