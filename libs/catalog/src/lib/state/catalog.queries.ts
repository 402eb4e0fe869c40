import { defineQuery } from '@storefront/api-client';

const loadCatalogApi = () => import('./catalog.api').then((module) => module.catalogApi);

/** The catalogue's startup data (SPEC §7 "shop, offers"), readable before RTK Query is loaded. */
export const shopQuery = defineQuery('getShop', loadCatalogApi);
export const runningOffersQuery = defineQuery('getRunningOffers', loadCatalogApi);

export const useGetShopQuery = shopQuery.useQuery;
export const useGetRunningOffersQuery = runningOffersQuery.useQuery;
