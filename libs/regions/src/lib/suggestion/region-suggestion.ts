import { cookieAssignment, readCookie } from '@storefront/cookies';
import { formatRegionLocale, parseRegionLocale, type RegionLocale } from '../config/region-locale';

/** The `{region}_{locale}` of the last regional page the shopper read (`kz_ru`). */
export const LAST_REGION_COOKIE = 'last_region';
/** Set once the shopper dismissed the region suggestion on `/`: it never shows again. */
export const SUGGESTION_DISMISSED_COOKIE = 'region_suggestion_dismissed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `document.cookie` assignment remembering the region and locale being read (365 days, SameSite lax, secure). */
export function lastRegionCookie(regionLocale: RegionLocale): string {
  return cookieAssignment(LAST_REGION_COOKIE, formatRegionLocale(regionLocale), { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/** `document.cookie` assignment remembering that the suggestion was dismissed (365 days, SameSite lax, secure). */
export function suggestionDismissedCookie(): string {
  return cookieAssignment(SUGGESTION_DISMISSED_COOKIE, '1', { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/**
 * The suggestion the cookies alone give: none once dismissed, else the last region read, if this
 * deployment still serves it. The browser needs no more (see `suggestRegion` in the server entry).
 */
export function cookieRegionSuggestion(cookies: string, enabledRegions: readonly string[]): RegionLocale | 'dismissed' | undefined {
  if (readCookie(cookies, SUGGESTION_DISMISSED_COOKIE) !== undefined) return 'dismissed';
  const last = parseRegionLocale(readCookie(cookies, LAST_REGION_COOKIE) ?? '');
  return last && enabledRegions.includes(last.region.code) ? last : undefined;
}
