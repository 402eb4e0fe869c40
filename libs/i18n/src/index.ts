export { fetchMessages, messagesUrl } from './lib/messages';
export type { Messages } from './lib/messages';
export { LOCALE_COOKIE, localeCookie, savedLocale } from './lib/locale-detection';
export { I18nProvider } from './lib/i18n-provider';
export { ensureIntlLocaleData } from './lib/intl-support';
export { fillPlaceholders } from './lib/placeholders';
