import { cookieAssignment, readCookie } from '@storefront/cookies';
import { isLocaleCode, type LocaleCode } from '@storefront/locales';

/** SPEC §9: the cookie that remembers the shopper's language. */
export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `document.cookie` assignment for the locale cookie: 365 days, path /, SameSite lax (SPEC §9), secure. */
export function localeCookie(locale: LocaleCode): string {
  return cookieAssignment(LOCALE_COOKIE, locale, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/** The locale the `i18n_redirected` cookie names, if it names a supported one. */
export function savedLocale(cookies: string): LocaleCode | undefined {
  const saved = readCookie(cookies, LOCALE_COOKIE) ?? '';
  return isLocaleCode(saved) ? saved : undefined;
}
