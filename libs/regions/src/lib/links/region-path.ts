import { formatRegionLocale, type RegionLocale } from '../config/region-locale';

export interface RegionPathInput {
  /** The region and locale the link leads to. */
  target: RegionLocale;
  /** The page's own region and locale, if it has one. */
  current?: RegionLocale | undefined;
  /** The `{city}` of the current path, if any. */
  city?: string | undefined;
  /** The current region's known city slugs (`/cities`). */
  knownCities: readonly string[];
  /** The path below `/{region_locale}/{city?}/`, e.g. `catalog/motorcycles`; empty for the home. */
  path?: string;
}

/**
 * SPEC §2: a storefront path with a trailing slash. The current city is kept only when it is a
 * known city and the link stays in the same region (cities belong to one country's backend).
 */
export function regionPath({ target, current, city, knownCities, path = '' }: RegionPathInput): string {
  const keepCity = !!city && target.region.code === current?.region.code && knownCities.includes(city);
  const segments = [formatRegionLocale(target), ...(keepCity ? [city] : []), ...path.split('/').filter(Boolean)];
  return `/${segments.join('/')}/`;
}
