import { defineQuery } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';

const loadCatalogApi = () => import('./catalog.api').then((module) => module.catalogApi);

/** A category asked for by its path below `/catalog/` (`motorcycles/off-road-motorcycles/enduro`). */
export interface CategoryPathArgs extends RegionsQueryArgs {
  path: string;
}

/** The catalogue's startup data (SPEC §7 "shop, offers"), readable before RTK Query is loaded. */
export const shopQuery = defineQuery('getShop', loadCatalogApi);
export const runningOffersQuery = defineQuery('getRunningOffers', loadCatalogApi);
/** A category page's category (SPEC §2 `/catalog/{slug…}`). */
export const categoryQuery = defineQuery('getCategoryByPath', loadCatalogApi);

export const useGetShopQuery = shopQuery.useQuery;
export const useGetRunningOffersQuery = runningOffersQuery.useQuery;
