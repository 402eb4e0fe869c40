/** SPEC §9: the 9 supported locales. `language` is the BCP 47 tag Intl and `<html lang>` use. */
export const LOCALES = [
  { code: 'en', language: 'en', name: 'English' },
  { code: 'ru', language: 'ru', name: 'Русский' },
  { code: 'es_mx', language: 'es-MX', name: 'Español (México)' },
  { code: 'es', language: 'es', name: 'Español' },
  { code: 'pt', language: 'pt', name: 'Português' },
  { code: 'ar', language: 'ar', name: 'العربية' },
  { code: 'fr', language: 'fr', name: 'Français' },
  { code: 'ka', language: 'ka', name: 'ქართული' },
  { code: 'uz', language: 'uz', name: 'Oʻzbekcha' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LocaleConfig = (typeof LOCALES)[number];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: LocaleCode = 'en';

const byCode = new Map<string, LocaleConfig>(LOCALES.map((locale) => [locale.code, locale]));

export function isLocaleCode(value: string): value is LocaleCode {
  return byCode.has(value);
}

export function localeConfig(code: LocaleCode): LocaleConfig {
  return byCode.get(code) ?? LOCALES[0];
}

/**
 * The BCP 47 tag of a locale as spoken in one country (ISO 3166-1 alpha-2): `ru` in KZ is `ru-KZ`, `es_mx`
 * in MX `es-MX`, `en` in AE `en-AE`. Without a country (the global pages) the locale's own tag. It is the
 * page's `<html lang>` and hreflang; Intl formats with `formattingLocale`.
 */
export function languageTag(code: LocaleCode, country?: string): string {
  const { language } = localeConfig(code);
  return country ? `${language.split('-')[0]}-${country.toUpperCase()}` : language;
}

/**
 * The locale numbers, prices, dates and plural rules are formatted with: the language tag with Latin
 * digits everywhere (`ar-EG` would default to Arabic-Indic digits, `ar-AE` does not;
 * docs/adr/0041-region-qualified-formatting-latin-digits.md).
 */
export function formattingLocale(code: LocaleCode, country?: string): string {
  return `${languageTag(code, country)}-u-nu-latn`;
}

/** SPEC §1: right to left for the language code `ar`, left to right otherwise. */
export function directionOf(code: string): Direction {
  return code.split(/[-_]/)[0] === 'ar' ? 'rtl' : 'ltr';
}
