import { languageTag } from '@storefront/locales';
import type { RegionLocale } from '../config/region-locale';
import { DEFAULT_REGION, findRegion, type RegionConfig } from '../config/regions.config';
import { regionPath } from '../links/region-path';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

export interface HeadLinks {
  canonical: string;
  alternates: AlternateLink[];
  /** The `x-default` alternate: the current region in its default locale (SPEC §2). */
  xDefault: string;
}

export interface HeadLinksInput {
  siteUrl: string;
  /** The page's path, e.g. `/ae_en/dubai/catalog/bikes/`. */
  pathname: string;
  /** The page's region and locale; absent on global pages. */
  current?: RegionLocale;
  /** The city segment of the path, if any: it belongs to the current region only. */
  city?: string;
  /** The sitemap's region-locale pairs: every locale of every region this deployment serves. */
  pairs: readonly RegionLocale[];
}

/** `en-AE`, `ar-AE`, `es-MX`, `ru-RU`: the page language in the region's country. */
export function hrefLangOf({ region, locale }: RegionLocale): string {
  return languageTag(locale, region.iso2);
}

/** Every locale of every enabled region, in configuration order. */
export function sitemapPairs(regions: readonly RegionConfig[]): RegionLocale[] {
  return regions.flatMap((region) => region.allowedLocalesCodes.map((locale) => ({ region, locale })));
}

/**
 * SPEC §2 head links of a path: canonical = site URL + path; an alternate for each sitemap pair with
 * the same page in that region and locale (the city kept only within its own region); `x-default`
 * points at the current region's default locale, falling back to `ae`/`en`.
 */
export function headLinks({ siteUrl, pathname, current, city, pairs }: HeadLinksInput): HeadLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const segments = pathname.split('/').filter(Boolean);
  const rest = current ? segments.slice(city ? 2 : 1) : [];
  // The path's city was validated by the router: it is known.
  const pathFor = (target: RegionLocale) =>
    regionPath({ target, current, city, knownCities: city ? [city] : [], path: rest.join('/') });
  const defaultRegion = current?.region ?? findRegion(DEFAULT_REGION);
  const xDefault = defaultRegion
    ? base + pathFor({ region: defaultRegion, locale: current ? defaultRegion.defaultLocaleCode : 'en' })
    : `${base}/`;
  return {
    canonical: base + pathname,
    alternates: pairs.map((pair) => ({ hrefLang: hrefLangOf(pair), href: base + pathFor(pair) })),
    xDefault,
  };
}
