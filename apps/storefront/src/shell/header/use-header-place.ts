import { useCurrentRegionLocale } from '@storefront/regions';
import { useLocation } from '@tanstack/react-router';
import { pathBelowRegion } from './header-scheme';

/** Where the shopper is: the page's path below the region (for switchers), its city and query. */
export function useHeaderPlace() {
  const { city } = useCurrentRegionLocale();
  const pathname = useLocation({ select: (location) => location.pathname });
  const search = useLocation({ select: (location) => location.search }) as Record<string, string>;
  return { city, pathname, search, sectionPath: pathBelowRegion(pathname, city) };
}
