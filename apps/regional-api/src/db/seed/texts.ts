import { CONTENT_LOCALES, type ContentLocale } from '../../content-locales';

/** A text in every content locale. Seed data always has all of them; English is the fallback. */
export type Localized<T = string> = Readonly<Record<ContentLocale, T>>;

/**
 * A text that exists in English and some other languages only (the blog's long bodies): the
 * missing languages are stored as NULL and answered in English, and the answer says so.
 */
export type PartlyLocalized<T = string> = Readonly<{ en: T } & Partial<Record<ContentLocale, T>>>;

/** A block of rich text. Stored as JSON and answered as is: the storefront renders it without HTML. */
export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

/** Fills `{name}` placeholders; a missing value is a bug in the seed, so it throws. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return String(value);
  });
}

/** A text in every content language, given in CONTENT_LOCALES order: the data files' compact form. */
export const inLanguages = (en: string, ar: string, ru: string, es: string, pt: string, fr: string, ka: string, uz: string): Localized => ({
  en,
  ar,
  ru,
  es,
  pt,
  fr,
  ka,
  uz,
});

/** The same value computed for every content locale, in their fixed order. */
export const localizedBy = <T>(make: (locale: ContentLocale) => T): Localized<T> =>
  Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, make(locale)])) as Record<ContentLocale, T>;

export const mapLocalized = <T, U>(value: Localized<T>, map: (item: T, locale: ContentLocale) => U): Localized<U> =>
  localizedBy((locale) => map(value[locale], locale));

export const fillLocalized = (template: Localized, values: Readonly<Record<string, string | number>>): Localized =>
  mapLocalized(template, (text) => fill(text, values));

/**
 * The brand as the storefront names it in each language (`app.brand` of libs/i18n's messages; a
 * spec keeps the two equal), for the texts that name it (store names, the about-us page), so the
 * seed and the storefront speak of one brand. Spanish texts do not name it: they also serve the
 * storefront's es_mx, which names the brand differently.
 */
export const BRAND: Localized = {
  en: 'Motors & Equipment',
  ar: 'المحركات والمعدات',
  ru: 'Мото и техника',
  es: 'Motor y Equipamiento',
  pt: 'Motores e Equipamentos',
  fr: 'Moteurs et Équipements',
  ka: 'ძრავები და აღჭურვილობა',
  uz: 'Motorlar va jihozlar',
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
