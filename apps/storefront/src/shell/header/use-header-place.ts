import { regionPath, useCurrentRegionLocale, useGetCitiesQuery } from '@storefront/regions';
import { useLocation } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pathBelowRegion } from './header-scheme';

/** Where the shopper is: the page's path below the region (for switchers), its city and query. */
export function useHeaderPlace() {
  const { city } = useCurrentRegionLocale();
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.search }) as Record<string, string>;
  return { city, pathname, search, sectionPath: pathBelowRegion(pathname, city) };
}

/**
 * Builds paths of the current region the way `RegionLink` does (SPEC §2: the current city only if
 * known), for what a `RegionLink` cannot be: a form's action, a link to another city (`toCity`).
 */
export function useRegionPath() {
  const { current, city } = useCurrentRegionLocale();
  const { data: cities } = useGetCitiesQuery(
    { region: current?.region.code ?? '', locale: current?.locale ?? 'en' },
    { skip: !current },
  );
  const knownCities = cities?.items;
  return useCallback(
    (path: string, { toCity }: { toCity?: string } = {}) => {
      if (!current) throw new Error('useRegionPath works on regional pages only');
      return toCity === undefined
        ? regionPath({ target: current, current, city, knownCities: knownCities?.map((item) => item.slug) ?? [], path })
        : regionPath({ target: current, current, city: toCity, knownCities: [toCity], path });
    },
    [current, city, knownCities],
  );
}
