import { cookieAssignment } from '@storefront/cookies';
import { DEFAULT_LOCALE, LOCALES, isLocaleCode, type LocaleCode } from '@storefront/locales';

/** SPEC §9: the cookie that remembers the shopper's language. */
export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `document.cookie` assignment for the locale cookie: 365 days, path /, SameSite lax. */
export function localeCookie(locale: LocaleCode): string {
  return cookieAssignment(LOCALE_COOKIE, locale, { maxAgeSeconds: ONE_YEAR_SECONDS, sameSite: 'lax' });
}

/** The best supported locale for one language tag (`es-MX` → es_mx, `ar-AE` → ar, `pt-BR` → pt). */
function localeForTag(tag: string): LocaleCode | undefined {
  const lower = tag.trim().toLowerCase().replace('_', '-');
  const exact = LOCALES.find((locale) => locale.language.toLowerCase() === lower);
  if (exact) return exact.code;
  const base = lower.split('-')[0];
  return LOCALES.find((locale) => locale.language.toLowerCase() === base)?.code;
}

/** Language tags of an `Accept-Language` header, best first (q-values respected, `*` ignored). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .slice(0, 32)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * SPEC §9 detection order: the `i18n_redirected` cookie's value (`saved`), then the browser's languages (the
 * `Accept-Language` header on the server, `navigator.languages` in the browser), then English.
 */
export function detectLocale({ saved = '', languages = [] }: { saved?: string; languages?: readonly string[] }): LocaleCode {
  if (isLocaleCode(saved)) return saved;
  for (const tag of languages) {
    const locale = localeForTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
