// Public API of @storefront/catalog.
export { catalogApi, useGetRunningOffersQuery, useGetShopQuery } from './lib/state/catalog.api';
