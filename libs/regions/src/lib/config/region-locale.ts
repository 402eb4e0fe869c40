import type { LocaleCode } from '@storefront/locales';
import { findRegion, type RegionConfig } from './regions.config';

export interface RegionLocale {
  region: RegionConfig;
  locale: LocaleCode;
}

/** SPEC §5: `mx_es` is written with the region's language but uses the `es_mx` locale. */
const LOCALE_ALIASES: Readonly<Record<string, LocaleCode>> = { mx_es: 'es_mx' };

/**
 * Reads a `{region}_{locale}` path segment (5 characters, e.g. `ae_en`). Returns undefined when
 * the region is unknown or the locale is not allowed there.
 */
export function parseRegionLocale(segment: string): RegionLocale | undefined {
  if (!/^[a-z]{2}_[a-z]{2}$/.test(segment)) return undefined;
  const [regionCode = '', localePart = ''] = segment.split('_');
  const region = findRegion(regionCode);
  if (!region) return undefined;
  const locale = LOCALE_ALIASES[segment] ?? (localePart as LocaleCode);
  return region.allowedLocalesCodes.includes(locale) ? { region, locale } : undefined;
}

/** The path segment of a region and locale: the inverse of `parseRegionLocale`. */
export function formatRegionLocale({ region, locale }: RegionLocale): string {
  const alias = Object.entries(LOCALE_ALIASES).find(
    ([segment, aliased]) => aliased === locale && segment.startsWith(`${region.code}_`),
  );
  return alias ? alias[0] : `${region.code}_${locale}`;
}
