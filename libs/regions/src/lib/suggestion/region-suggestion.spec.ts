import { describe, expect, it } from 'vitest';
import { parseRegionLocale } from '../config/region-locale';
import { cookieRegionSuggestion, lastRegionCookie, suggestionDismissedCookie } from './region-suggestion';

describe('the region suggestion’s cookies', () => {
  it('remember the last region read for a year, on every path, SameSite lax and secure', () => {
    const kz = parseRegionLocale('kz_ru');
    if (!kz) throw new Error('kz_ru is a region locale');
    expect(lastRegionCookie(kz)).toBe('last_region=kz_ru; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    expect(suggestionDismissedCookie()).toBe('region_suggestion_dismissed=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });

  it('suggest the last region read unless the suggestion was dismissed or the region is not served', () => {
    expect(cookieRegionSuggestion('last_region=kz_ru', ['kz'])).toMatchObject({ region: { code: 'kz' }, locale: 'ru' });
    expect(cookieRegionSuggestion('last_region=kz_ru', ['ae'])).toBeUndefined();
    expect(cookieRegionSuggestion('last_region=kz_ru; region_suggestion_dismissed=1', ['kz'])).toBe('dismissed');
    expect(cookieRegionSuggestion('last_region=zz', ['kz'])).toBeUndefined();
  });
});
