import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, directionOf, isLocaleCode, localeConfig } from './locales';

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
});
