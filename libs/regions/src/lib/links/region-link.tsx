import { Link, useParams, type ActiveOptions } from '@tanstack/react-router';
import { useCallback, useMemo, type AnchorHTMLAttributes } from 'react';
import { parseRegionLocale, type RegionLocale } from '../config/region-locale';
import { regionsApi } from '../state/regions.api';
import { useRegionsSelector } from '../state/store-hooks';
import { regionPath } from './region-path';

export interface RegionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** The path below the region root (`catalog/motorcycles`); empty for the region home. */
  to?: string;
  /** Another region or locale (a switcher); default the current page's. */
  target?: RegionLocale;
  /** Query parameters, e.g. a header entry's `filterQueryString` parsed. */
  search?: Record<string, string>;
  hash?: string;
  /** When the link counts as the current page (`exact` for a home link). */
  activeOptions?: ActiveOptions;
}

export interface RegionPathOptions {
  /** Another region or locale; default the current page's. */
  target?: RegionLocale;
  /** A city of the target region, taken from its known cities by the caller (a city chooser). */
  toCity?: string;
}

/** The current page's `{region_locale}` and `{city}` from the route params, if it is a regional page. */
export function useCurrentRegionLocale(): { current: RegionLocale | undefined; city: string | undefined } {
  const params = useParams({ strict: false }) as { regionLocale?: string; city?: string };
  return { current: params.regionLocale ? parseRegionLocale(params.regionLocale) : undefined, city: params.city };
}

/**
 * Builds storefront paths from the current page, the way `RegionLink` links (SPEC §2: the current
 * city only if it is known), for what cannot be a `RegionLink`: a form's action, a computed target.
 */
export function useRegionPath(): (path: string, options?: RegionPathOptions) => string {
  const { current, city } = useCurrentRegionLocale();
  // Read from the cache, not subscribed: a page has dozens of links, and the city route loads the
  // cities of every page with a city (the header keeps them subscribed). A query hook per link cost
  // a Redux dispatch per link and render, a tenth of the server's time per page.
  const region = current && city ? current.region.code : undefined;
  const locale = current?.locale;
  const selectCities = useMemo(
    () => (region && locale ? regionsApi.endpoints.getCities.select({ region, locale }) : () => undefined),
    [region, locale],
  );
  const cities = useRegionsSelector(selectCities)?.data;
  const knownCities = useMemo(() => cities?.items.map((item) => item.slug) ?? [], [cities]);
  return useCallback(
    (path, { target, toCity } = {}) => {
      const destination = target ?? current;
      if (!destination) throw new Error('A storefront path outside a regional page needs a target region');
      return toCity === undefined
        ? regionPath({ target: destination, current, city, knownCities, path })
        : regionPath({ target: destination, current: destination, city: toCity, knownCities: [toCity], path });
    },
    [current, city, knownCities],
  );
}

/**
 * The one link to a storefront page for every lib: it owns the rule that a link keeps the current
 * city only if that city is known (SPEC §2), and navigates client-side.
 */
export function RegionLink({ to = '', target, search, hash, ...rest }: RegionLinkProps) {
  const pathTo = useRegionPath();
  // The path is built here, not from the typed route tree: libs do not know the app's routes.
  return <Link {...rest} to={pathTo(to, { target }) as never} search={search as never} hash={hash} />;
}
