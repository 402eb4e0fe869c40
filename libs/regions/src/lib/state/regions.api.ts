import { apiPaths, baseApi, regionListSchema, type List, type ServerRegion } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';

/** SPEC §4/§9: active regions are fetched 100 per page. */
export const REGIONS_PAGE_SIZE = 100;

export interface RegionsQueryArgs {
  region: string;
  locale: LocaleCode;
}

export const regionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRegions: build.query<List<ServerRegion>, RegionsQueryArgs>({
      query: ({ region, locale }) => ({
        region,
        url: apiPaths.regions,
        params: { itemsPerPage: REGIONS_PAGE_SIZE, active: true, locale },
        schema: regionListSchema,
      }),
    }),
  }),
});

export const { useGetRegionsQuery } = regionsApi;
