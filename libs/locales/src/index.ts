export { DEFAULT_LOCALE, FALLBACK_LANGUAGE, LOCALES, directionOf, isLocaleCode, localeConfig } from './lib/locales';
export type { Direction, LocaleCode, LocaleConfig } from './lib/locales';
