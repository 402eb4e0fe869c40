import { FALLBACK_LOCALE, type ContentLocale } from '../content-locales';

/**
 * SQL for "the requested language's texts, else English's" on a translation table: every row has
 * English texts (the seed checks it), so the inner join on the fallback never drops a row.
 * Identifiers are constants of the repositories, never input; the locales are bound as
 * `@locale` and `@fallback`.
 */
export function localized(table: string, ownerColumn: string, ownerRef: string, alias: string, columns: readonly string[]) {
  return {
    columns: columns.map((column) => `coalesce(${alias}.${column}, ${alias}_f.${column}) AS ${alias}_${column}`).join(', '),
    joins: `JOIN ${table} ${alias}_f ON ${alias}_f.${ownerColumn} = ${ownerRef} AND ${alias}_f.locale = @fallback
      LEFT JOIN ${table} ${alias} ON ${alias}.${ownerColumn} = ${ownerRef} AND ${alias}.locale = @locale`,
  };
}

export interface LocaleParams {
  locale: string;
  fallback: string;
}

export const localeParams = (locale: ContentLocale): LocaleParams => ({ locale, fallback: FALLBACK_LOCALE });

/** SQLite has no boolean and better-sqlite3 refuses to bind one. */
export const toFlag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/** Parses a `*_json` column this backend wrote itself. */
export const parseJson = <T>(text: string): T => JSON.parse(text) as T;
