import type { LocaleCode } from '@storefront/locales';
import { DEFAULT_REGION, findRegion, type RegionConfig } from './regions.config';

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

export type RegionLocaleVerdict =
  | { kind: 'ok'; regionLocale: RegionLocale }
  | { kind: 'redirect'; segment: string }
  | { kind: 'not-found' };

/**
 * SPEC §5 for the first path segment: `{region}_{locale}`, 5 characters. An unknown region falls back
 * to `ae`, a locale the region does not allow to the region's default locale; both answer with a
 * redirect to the corrected segment. A malformed segment, or a configured region this deployment does
 * not serve (`enabledRegions`), is not found.
 */
export function resolveRegionLocale(segment: string, enabledRegions: readonly string[]): RegionLocaleVerdict {
  if (!/^[a-z]{2}_[a-z]{2}$/.test(segment)) return { kind: 'not-found' };
  const parsed = parseRegionLocale(segment);
  if (parsed) {
    return enabledRegions.includes(parsed.region.code) ? { kind: 'ok', regionLocale: parsed } : { kind: 'not-found' };
  }
  const [regionCode = '', localePart = ''] = segment.split('_');
  const known = findRegion(regionCode);
  if (known && !enabledRegions.includes(known.code)) return { kind: 'not-found' };
  const region = known ?? findRegion(DEFAULT_REGION);
  if (!region) return { kind: 'not-found' };
  const locale = region.allowedLocalesCodes.find((code) => code === localePart) ?? region.defaultLocaleCode;
  return { kind: 'redirect', segment: formatRegionLocale({ region, locale }) };
}
