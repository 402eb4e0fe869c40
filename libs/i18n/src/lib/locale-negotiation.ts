import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LOCALE, LOCALES, isLocaleCode, localeConfig, type LocaleCode } from '@storefront/locales';

// Server-only (`@storefront/i18n/server`): the matcher's CLDR data stays out of the browser's first load;
// the browser reads the cookie and otherwise keeps the locale the server detected.

const LOCALE_OF_TAG = new Map<string, LocaleCode>(LOCALES.map((locale) => [locale.language, locale.code]));

/** A tag Intl accepts (`en_US` is read as `en-US`); undefined for garbage, which would make `match` throw. */
function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag.trim().replace('_', '-'))[0];
  } catch {
    return undefined;
  }
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
 * SPEC §9 detection order (negotiated with `@formatjs/intl-localematcher`): the `i18n_redirected` cookie's value (`saved`), then the browser's languages (the
 * `Accept-Language` header on the server, `navigator.languages` in the browser), then English.
 */
export function detectLocale({ saved = '', languages = [] }: { saved?: string; languages?: readonly string[] }): LocaleCode {
  if (isLocaleCode(saved)) return saved;
  const requested = languages.flatMap((tag) => canonicalTag(tag) ?? []);
  // Lookup walks each language in order and drops subtags (`es-AR` → `es`, `pt-BR` → `pt`); "best fit"
  // would hand `es-AR` the Mexican texts and `en-GB` nothing closer than English anyway.
  const best = match(requested, [...LOCALE_OF_TAG.keys()], localeConfig(DEFAULT_LOCALE).language, { algorithm: 'lookup' });
  return LOCALE_OF_TAG.get(best) ?? DEFAULT_LOCALE;
}
