// The regions lib's RTK Query endpoints. Loaded on first need only (regions.queries.ts): pages read
// what the server answered from the store without it.
import { apiPaths, type CategoryTreeNode, type City, type InitData, type List, type MapSite, type ServerRegion, type Store } from '@storefront/api-client';
import { baseApi } from '@storefront/api-client/query';
import {
  ALL_ITEMS_PAGE_SIZE,
  REGIONS_PAGE_SIZE,
  type NavigationCategory,
  type RegionsQueryArgs,
  type StartupInit,
  type StoresQueryArgs,
} from './regions.queries';

/** Levels of `/init`'s category tree the storefront keeps: the header, menu and home tiles show two. */
const NAVIGATION_DEPTH = 2;

/**
 * The category tree down to `depth` levels (deeper nodes have no children). The deepest level of
 * `/init` is two thirds of its bytes and nothing at startup shows it; every page would carry it.
 */
export function navigationTree(categories: readonly CategoryTreeNode[], depth = NAVIGATION_DEPTH): NavigationCategory[] {
  return categories.map(({ description: _description, children, ...category }) => ({
    ...category,
    children: depth > 1 ? navigationTree(children, depth - 1) : [],
  }));
}

/**
 * The region's startup data (SPEC §7): the same for every shopper of a country and language, so
 * each request is `shared` and the SSR host may answer it from its short per-region cache.
 */
export const regionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRegions: build.query<List<ServerRegion>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.regions,
        params: { itemsPerPage: REGIONS_PAGE_SIZE, active: true, locale },
        schema: 'regionList',
        shared: true,
      }),
    }),
    getCities: build.query<List<City>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.cities,
        params: { itemsPerPage: ALL_ITEMS_PAGE_SIZE, locale },
        schema: 'cityList',
        shared: true,
      }),
    }),
    getStores: build.query<List<Store>, StoresQueryArgs>({
      query: ({ region, locale, regionSlug }) => ({
        region,
        url: apiPaths.stores,
        params: { ...(regionSlug === undefined ? {} : { 'region.slug': regionSlug }), itemsPerPage: ALL_ITEMS_PAGE_SIZE, locale },
        schema: 'storeList',
        shared: true,
      }),
    }),
    /** SPEC §3 "Initial data": all stores, the category tree and the general settings. */
    getInit: build.query<StartupInit, RegionsQueryArgs>({
      query: ({ region, locale }) => ({ region, url: apiPaths.init, params: { locale }, schema: 'init', shared: true }),
      // Navigation is what the storefront reads from it; the catalogue loads deeper levels itself.
      transformResponse: ({ stores: _stores, categories, ...init }: InitData): StartupInit => ({
        ...init,
        categories: navigationTree(categories),
      }),
    }),
    /** The region/locale pairs of the sitemap, for alternate-language links (SPEC §2). */
    getMapSite: build.query<MapSite, RegionsQueryArgs>({
      query: ({ region, locale }) => ({ region, url: apiPaths.mapSite, params: { locale }, schema: 'mapSite', shared: true }),
    }),
  }),
});
