import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, directionOf, formattingLocale, isLocaleCode, languageTag, localeConfig } from './locales';

describe('locales', () => {
  it('lists the 9 supported locales of SPEC §9 with English as the default', () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual(['en', 'ru', 'es_mx', 'es', 'pt', 'ar', 'fr', 'ka', 'uz']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('maps locale codes to BCP 47 tags that Intl understands', () => {
    for (const locale of LOCALES) {
      expect(Intl.getCanonicalLocales(locale.language)).toEqual([locale.language]);
    }
    expect(localeConfig('es_mx').language).toBe('es-MX');
  });

  it('lays out Arabic right to left and everything else left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-AE')).toBe('rtl');
    expect(LOCALES.filter((locale) => directionOf(locale.code) === 'rtl').map((l) => l.code)).toEqual(['ar']);
    expect(directionOf('arn')).toBe('ltr');
  });

  it('recognises only supported codes', () => {
    expect(isLocaleCode('es_mx')).toBe(true);
    expect(isLocaleCode('de')).toBe(false);
    expect(isLocaleCode('__proto__')).toBe(false);
  });

  it('qualifies a locale with the country it is used in', () => {
    expect(languageTag('ru', 'KZ')).toBe('ru-KZ');
    expect(languageTag('es_mx', 'MX')).toBe('es-MX');
    expect(languageTag('en', 'ae')).toBe('en-AE');
    expect(languageTag('es_mx')).toBe('es-MX');
    expect(languageTag('ar')).toBe('ar');
  });

  it('formats with Latin digits in every Arabic region, as ar-AE does by default', () => {
    const price = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP' }).format(1249);
    expect(price(formattingLocale('ar', 'EG'))).toMatch(/1,249\.00/);
    expect(price('ar-EG')).not.toMatch(/1/);
    expect(new Intl.DateTimeFormat(formattingLocale('ar', 'SA'), { year: 'numeric', timeZone: 'UTC' }).format(0)).toBe('1970');
  });
});
