import { apiPaths, fetchApi, type ApiExtra } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';
import { queryOptions } from '@tanstack/react-query';

/**
 * SPEC §3 "Service data: general, sections" of the support centre, read-only content loaded with
 * TanStack Query. Shared by every shopper of a country, so the SSR host may cache it briefly.
 */
export const serviceInitQuery = (api: ApiExtra, { region, locale }: RegionsQueryArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'service-init'],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.serviceInit, params: { locale }, schema: 'serviceInit', shared: true }, signal),
  });
