import {
  apiPaths,
  baseApi,
  citySchema,
  initSchema,
  listSchema,
  mapSiteSchema,
  regionListSchema,
  storeSchema,
  type City,
  type InitData,
  type List,
  type MapSite,
  type ServerRegion,
  type Store,
} from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';

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
  /** The backend region whose shops are listed (SPEC §3 "filtered by region.slug"). */
  regionSlug: string;
}

const cityListSchema = listSchema(citySchema);
const storeListSchema = listSchema(storeSchema);

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
        schema: regionListSchema,
        shared: true,
      }),
    }),
    getCities: build.query<List<City>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.cities,
        params: { itemsPerPage: ALL_ITEMS_PAGE_SIZE, locale },
        schema: cityListSchema,
        shared: true,
      }),
    }),
    getStores: build.query<List<Store>, StoresQueryArgs>({
      query: ({ region, locale, regionSlug }) => ({
        region,
        url: apiPaths.stores,
        params: { 'region.slug': regionSlug, itemsPerPage: ALL_ITEMS_PAGE_SIZE, locale },
        schema: storeListSchema,
        shared: true,
      }),
    }),
    /** SPEC §3 "Initial data": all stores, the category tree and the general settings. */
    getInit: build.query<InitData, RegionsQueryArgs>({
      query: ({ region, locale }) => ({ region, url: apiPaths.init, params: { locale }, schema: initSchema, shared: true }),
    }),
    /** The region/locale pairs of the sitemap, for alternate-language links (SPEC §2). */
    getMapSite: build.query<MapSite, RegionsQueryArgs>({
      query: ({ region, locale }) => ({ region, url: apiPaths.mapSite, params: { locale }, schema: mapSiteSchema, shared: true }),
    }),
  }),
});

export const { useGetRegionsQuery, useGetCitiesQuery, useGetStoresQuery, useGetInitQuery, useGetMapSiteQuery } = regionsApi;
