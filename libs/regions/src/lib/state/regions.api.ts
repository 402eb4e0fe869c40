// The regions lib's RTK Query endpoints and their arguments: SPEC §7 startup data of a country and language.
import {
  apiPaths,
  baseApi,
  type CategoryTreeNode,
  type City,
  type InitData,
  type List,
  type MapSite,
  type ServerRegion,
  type Store,
} from '@storefront/api-client';
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
const REGIONS_PAGE_SIZE = 100;
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

export const { useGetRegionsQuery, useGetCitiesQuery, useGetStoresQuery, useGetInitQuery } = regionsApi;
