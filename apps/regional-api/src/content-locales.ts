/**
 * Languages the seeded texts exist in. The storefront has more locales (pt, fr, ka, uz, es_mx);
 * those are served English until their texts are added, which is why English must exist for
 * every row that has translations.
 */
export const CONTENT_LOCALES = ['en', 'ar', 'ru', 'es'] as const;

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
