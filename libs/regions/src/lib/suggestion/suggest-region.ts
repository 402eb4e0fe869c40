import { match } from '@formatjs/intl-localematcher';
import { languageTag } from '@storefront/locales';
import type { RegionLocale } from '../config/region-locale';
import { REGIONS } from '../config/regions.config';
import { cookieRegionSuggestion } from './region-suggestion';

export interface SuggestRegionInput {
  /** The `Cookie` header. */
  cookies: string;
  /** The browser's languages, best first (`Accept-Language`). */
  languages: readonly string[];
  enabledRegions: readonly string[];
}

/** The country a language tag names (`ru-KZ` → `KZ`); none for `ru` (no guessing) or a malformed tag. */
function countryOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region;
  } catch {
    return undefined;
  }
}

/**
 * Issue 11: the region `/` suggests. The last region read (cookie), else the first browser language
 * that names a served country (`ru-KZ` → Kazakhstan, `ar-EG` → Egypt), in the region's locale that best
 * matches the browser's languages. None once dismissed, and none for a country no region serves.
 */
export function suggestRegion({ cookies, languages, enabledRegions }: SuggestRegionInput): RegionLocale | undefined {
  const fromCookies = cookieRegionSuggestion(cookies, enabledRegions);
  if (fromCookies !== undefined) return fromCookies === 'dismissed' ? undefined : fromCookies;
  for (const tag of languages) {
    const country = countryOf(tag);
    const region = REGIONS.find((candidate) => candidate.iso2 === country && enabledRegions.includes(candidate.code));
    if (!region) continue;
    const tags = new Map(region.allowedLocalesCodes.map((locale) => [languageTag(locale, region.iso2), locale]));
    const best = match([...languages], [...tags.keys()], languageTag(region.defaultLocaleCode, region.iso2));
    return { region, locale: tags.get(best) ?? region.defaultLocaleCode };
  }
  return undefined;
}
