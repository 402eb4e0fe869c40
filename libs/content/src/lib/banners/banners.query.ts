import { apiPaths, fetchApi, type ApiExtra, type Banner } from '@storefront/api-client';
import type { RegionsQueryArgs } from '@storefront/regions';
import { queryOptions } from '@tanstack/react-query';

type BannerPlacement = Banner['placement'];

export interface BannersArgs extends RegionsQueryArgs {
  placement: BannerPlacement;
}

/**
 * SPEC §7 `/banners` of one placement (`home-hero`, `catalog-top`, `offers-top`), in position
 * order, each with its desktop, tablet and mobile pictures. Shared by every shopper of a country.
 */
export const bannersQuery = (api: ApiExtra, { region, locale, placement }: BannersArgs) =>
  queryOptions({
    queryKey: ['content', region, locale, 'banners', placement],
    queryFn: ({ signal }) =>
      fetchApi(api, { region, url: apiPaths.banners, params: { locale, placement }, schema: 'bannerList', shared: true }, signal),
  });
