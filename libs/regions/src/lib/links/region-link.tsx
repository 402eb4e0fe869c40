import { Link, useParams } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { parseRegionLocale, type RegionLocale } from '../config/region-locale';
import { useGetCitiesQuery } from '../state/regions.api';
import { regionPath } from './region-path';

export interface RegionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** The path below the region root (`catalog/motorcycles`); empty for the region home. */
  to?: string;
  /** Another region or locale (a switcher); default the current page's. */
  target?: RegionLocale;
  /** Query parameters, e.g. a header entry's `filterQueryString` parsed. */
  search?: Record<string, string>;
  hash?: string;
}

/** The current page's `{region_locale}` and `{city}` from the route params, if it is a regional page. */
export function useCurrentRegionLocale(): { current: RegionLocale | undefined; city: string | undefined } {
  const params = useParams({ strict: false }) as { regionLocale?: string; city?: string };
  return { current: params.regionLocale ? parseRegionLocale(params.regionLocale) : undefined, city: params.city };
}

/**
 * The one link to a storefront page for every lib: it owns the rule that a link keeps the current
 * city only if that city is known (SPEC §2), and navigates client-side.
 */
export function RegionLink({ to = '', target, search, hash, ...rest }: RegionLinkProps) {
  const { current, city } = useCurrentRegionLocale();
  const { data: cities } = useGetCitiesQuery(
    { region: current?.region.code ?? '', locale: current?.locale ?? 'en' },
    { skip: !current || !city },
  );
  const destination = target ?? current;
  if (!destination) throw new Error('RegionLink needs a target outside a regional page');
  const href = regionPath({
    target: destination,
    current,
    city,
    knownCities: cities?.items.map((item) => item.slug) ?? [],
    path: to,
  });
  // The path is built here, not from the typed route tree: libs do not know the app's routes.
  return <Link {...rest} to={href as never} search={search as never} hash={hash} />;
}
