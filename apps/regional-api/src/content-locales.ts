/**
 * Languages the seeded texts exist in: every language of the storefront (SPEC §9). The storefront's
 * regional forms map to their language (`es_mx` reads `es`). English must exist for every row that
 * has translations: it is what a text missing in another language falls back to.
 */
export const CONTENT_LOCALES = ['en', 'ar', 'ru', 'es', 'pt', 'fr', 'ka', 'uz'] as const;

export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const FALLBACK_LOCALE: ContentLocale = 'en';

const known: ReadonlySet<string> = new Set(CONTENT_LOCALES);

/**
 * Maps a storefront or BCP 47 locale (`ru`, `es_mx`, `es-MX`, `AR`) to the language its texts
 * are stored in, or undefined when there are none in that language.
 */
export function toContentLocale(value: string): ContentLocale | undefined {
  const language = value.trim().toLowerCase().split(/[-_]/, 1)[0] ?? '';
  return known.has(language) ? (language as ContentLocale) : undefined;
}

/** Languages whose texts write a decimal comma (`2,5`); English and Arabic (with Western digits) write `2.5`. */
const DECIMAL_COMMA: ReadonlySet<ContentLocale> = new Set(['ru', 'es', 'pt', 'fr', 'ka', 'uz']);

/** A figure inside a text of the given language (`2.5 L`, `2,5 л`). */
export const formatDecimal = (value: number, locale: ContentLocale): string => (DECIMAL_COMMA.has(locale) ? String(value).replace('.', ',') : String(value));
