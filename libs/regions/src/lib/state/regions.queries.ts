import { defineQuery, type CategoryTreeNode, type InitData } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';

/** A category of the navigation tree: what menus and tiles show (no description). */
export interface NavigationCategory extends Omit<CategoryTreeNode, 'description' | 'children'> {
  children: NavigationCategory[];
}

/**
 * `/init` as the storefront keeps it (SPEC §7 startup data): the navigation tree two levels deep and the
 * general settings. Its stores (the store lists ask `/stores` by region) and the categories'
 * descriptions are read by nothing at startup, and every page would carry them in its HTML.
 */
export interface StartupInit extends Omit<InitData, 'stores' | 'categories'> {
  categories: NavigationCategory[];
}

/** SPEC §4/§9: active regions are fetched 100 per page. */
export const REGIONS_PAGE_SIZE = 100;
/** SPEC §7/§9: "all shops and cities" are asked for 999 at a time. */
export const ALL_ITEMS_PAGE_SIZE = 999;

/** Every request of this lib names the country's backend and the language of the answer. */
export interface RegionsQueryArgs {
  region: string;
  locale: LocaleCode;
}

export interface StoresQueryArgs extends RegionsQueryArgs {
  /** The backend region whose shops are listed (SPEC §3 "filtered by region.slug"); all of the country's without it. */
  regionSlug?: string;
}

const loadRegionsApi = () => import('./regions.api').then((module) => module.regionsApi);

/** SPEC §7 startup data of a country and language, readable before RTK Query is loaded (`defineQuery`). */
export const regionsQuery = defineQuery('getRegions', loadRegionsApi);
export const citiesQuery = defineQuery('getCities', loadRegionsApi);
export const storesQuery = defineQuery('getStores', loadRegionsApi);
export const initQuery = defineQuery('getInit', loadRegionsApi);
export const mapSiteQuery = defineQuery('getMapSite', loadRegionsApi);

export const useGetRegionsQuery = regionsQuery.useQuery;
export const useGetCitiesQuery = citiesQuery.useQuery;
export const useGetStoresQuery = storesQuery.useQuery;
export const useGetInitQuery = initQuery.useQuery;
