import { describe, expect, it } from 'vitest';
import { formatRegionLocale } from '../config/region-locale';
import { REGION_CODES } from '../config/regions.config';
import { suggestRegion } from './suggest-region';

const suggest = (languages: string[], cookies = '', enabledRegions: readonly string[] = REGION_CODES) => {
  const found = suggestRegion({ cookies, languages, enabledRegions });
  return found && formatRegionLocale(found);
};

describe('suggestRegion', () => {
  it('suggests the country a browser language names, in that region’s best matching locale', () => {
    expect(suggest(['ru-KZ', 'ru'])).toBe('kz_ru');
    expect(suggest(['ar-EG'])).toBe('eg_ar');
    expect(suggest(['en-EG', 'ar'])).toBe('eg_en');
    expect(suggest(['es-MX'])).toBe('mx_es');
    expect(suggest(['de-DE', 'en-AE'])).toBe('ae_en');
  });

  it('falls back to the region’s default locale when none of the languages is spoken there', () => {
    expect(suggest(['de-BY'])).toBe('by_ru');
  });

  it('suggests nothing for a language without a country, an unserved country or a garbage tag', () => {
    expect(suggest(['ru', 'en'])).toBeUndefined();
    expect(suggest(['de-DE', 'fr-FR'])).toBeUndefined();
    expect(suggest(['x-y', '', '!!'])).toBeUndefined();
    expect(suggest(['ru-KZ'], '', ['ae'])).toBeUndefined();
  });

  it('prefers the last region read, and is silent once dismissed', () => {
    expect(suggest(['ru-KZ'], 'last_region=ge_ka')).toBe('ge_ka');
    expect(suggest(['ru-KZ'], 'last_region=zz_zz')).toBe('kz_ru');
    expect(suggest(['ru-KZ'], 'last_region=ge_ka; region_suggestion_dismissed=1')).toBeUndefined();
  });
});
