import type { ContentLocale } from '../../content-locales';

/** A text in every content locale. Seed data always has all four; English is the fallback. */
export type Localized<T = string> = Readonly<Record<ContentLocale, T>>;

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

export function fillLocalized(template: Localized, values: Readonly<Record<string, string | number>>): Localized {
  return { en: fill(template.en, values), ar: fill(template.ar, values), ru: fill(template.ru, values), es: fill(template.es, values) };
}

export const mapLocalized = <T, U>(value: Localized<T>, map: (item: T, locale: ContentLocale) => U): Localized<U> => ({
  en: map(value.en, 'en'),
  ar: map(value.ar, 'ar'),
  ru: map(value.ru, 'ru'),
  es: map(value.es, 'es'),
});

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
