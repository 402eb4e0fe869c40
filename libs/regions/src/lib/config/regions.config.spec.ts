import { LOCALES } from '@storefront/locales';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION, REGIONS, REGION_CODES, findRegion } from './regions.config';

describe('REGIONS (SPEC §1, §3, §9)', () => {
  it('configures the 15 regions in REGION_CODES order, each found by its code', () => {
    expect(REGIONS.map((region) => region.code)).toEqual([...REGION_CODES]);
    for (const region of REGIONS) expect(findRegion(region.code)).toBe(region);
    expect(findRegion(DEFAULT_REGION)?.code).toBe('ae');
    expect(findRegion('xx')).toBeUndefined();
    expect(findRegion('__proto__')).toBeUndefined();
  });

  it('uses the currencies of SPEC §9', () => {
    expect(REGIONS.map((region) => region.currency)).toEqual([
      'AED', 'OMR', 'MXN', 'RUB', 'BYN', 'BRL', 'QAR', 'SAR', 'EUR', 'COP', 'EGP', 'KZT', 'MAD', 'GEL', 'UZS',
    ]);
  });

  it('allows the locales of SPEC §9, the first one being the default', () => {
    expect(Object.fromEntries(REGIONS.map((region) => [region.code, region.allowedLocalesCodes.join(' ')]))).toEqual({
      ae: 'en ar', om: 'en ar', qa: 'en ar', eg: 'en ar', mx: 'es_mx en', ru: 'ru', by: 'ru', kz: 'ru',
      br: 'pt', sa: 'en', es: 'es', co: 'es', ma: 'fr', ge: 'ka', uz: 'uz',
    });
    const known = new Set<string>(LOCALES.map((locale) => locale.code));
    for (const region of REGIONS) {
      expect(region.defaultLocaleCode).toBe(region.allowedLocalesCodes[0]);
      for (const locale of region.allowedLocalesCodes) expect(known.has(locale), `${region.code} ${locale}`).toBe(true);
    }
  });

  it("names each region's country, default city and its subdivision", () => {
    expect(REGIONS.map((region) => `${region.iso2} ${region.city} ${region.locality} / ${region.region}`)).toEqual([
      'AE dubai Dubai / Dubai',
      'OM muscat Muscat / Muscat Governorate',
      'MX ciudad-de-mexico Mexico City / Mexico City',
      'RU moscow Moscow / Moscow',
      'BY minsk Minsk / Minsk',
      'BR sao-paulo São Paulo / São Paulo',
      'QA doha Doha / Doha',
      'SA riyadh Riyadh / Riyadh Province',
      'ES madrid Madrid / Community of Madrid',
      'CO bogota Bogotá / Bogotá Capital District',
      'EG cairo Cairo / Cairo Governorate',
      'KZ almaty Almaty / Almaty',
      'MA casablanca Casablanca / Casablanca-Settat',
      'GE tbilisi Tbilisi / Tbilisi',
      'UZ tashkent Tashkent / Tashkent',
    ]);
  });

  it('fills every field with a well-formed value', () => {
    const englishName = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const region of REGIONS) {
      expect(region.iso2).toBe(region.code.toUpperCase());
      expect(region.label).toBe(englishName.of(region.iso2));
      expect(region.city).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(region.region).not.toBe('');
      expect(region.locality).not.toBe('');
      expect(region.countryCode).toMatch(/^[1-9]\d{0,2}$/);
      expect(region.currency).toMatch(/^[A-Z]{3}$/);
    }
  });
});
