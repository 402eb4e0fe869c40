export { DEFAULT_LOCALE, LOCALES, directionOf, formattingLocale, isLocaleCode, languageTag, localeConfig } from './lib/locales';
export type { Direction, LocaleCode, LocaleConfig } from './lib/locales';
export { formatMoney, moneyFormat } from './lib/money';
export { formatScalar } from './lib/measures';
