import { useCurrentRegionLocale } from '@storefront/regions';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { withoutTracking } from '../../app/search-params';
import { pathBelowRegion } from './header-scheme';

/**
 * Where the shopper is: the page's path below the region (for switchers), its city and query. The
 * query leaves out tracking parameters (`utm_*`, `gclid`…): the marks were stored on landing, and a
 * page's HTML must not depend on them (the host serves one cached page for all their values).
 */
export function useHeaderPlace() {
  const { city } = useCurrentRegionLocale();
  const pathname = useLocation({ select: (location) => location.pathname });
  const routerSearch = useLocation({ select: (location) => location.search });
  const search = useMemo(() => withoutTracking(routerSearch) as Record<string, string>, [routerSearch]);
  return { city, pathname, search, sectionPath: pathBelowRegion(pathname, city) };
}
