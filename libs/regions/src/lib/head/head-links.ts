import { languageTag } from '@storefront/locales';
import type { RegionLocale } from '../config/region-locale';
import type { RegionConfig } from '../config/regions.config';
import { regionPath } from '../links/region-path';

interface AlternateLink {
  hrefLang: string;
  href: string;
}

export interface HeadLinks {
  canonical: string;
  alternates: AlternateLink[];
  /** The `x-default` alternate: the current region in its default locale (SPEC §2), the page itself outside a region. */
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
 * SPEC §2 head links of a path: canonical = site URL + path; an alternate for each sitemap pair that
 * has the same page, the page itself included; `x-default` points at the current region's default
 * locale. Every alternate lists the others back
 * (docs/adr/0038-language-adaptive-global-pages-and-alternates.md):
 * - a city page exists only where the region knows the city: the city's own region (city lists are
 *   per region backend), so its alternates are its region's locales, the city kept;
 * - a global page (no region) is one URL in every language (`Vary`, `Content-Language`): its only
 *   alternate is itself as `x-default`.
 */
export function headLinks({ siteUrl, pathname, current, city, pairs }: HeadLinksInput): HeadLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const canonical = base + pathname;
  if (!current) return { canonical, alternates: [], xDefault: canonical };
  const rest = pathname.split('/').filter(Boolean).slice(city ? 2 : 1).join('/');
  const region = current.region;
  // The path's city was validated by the router: its region knows it.
  const pathFor = (target: RegionLocale) => regionPath({ target, current, city, knownCities: city ? [city] : [], path: rest });
  const havingPage = city ? pairs.filter((pair) => pair.region.code === region.code) : pairs;
  return {
    canonical,
    alternates: havingPage.map((pair) => ({ hrefLang: hrefLangOf(pair), href: base + pathFor(pair) })),
    xDefault: base + pathFor({ region, locale: region.defaultLocaleCode }),
  };
}
