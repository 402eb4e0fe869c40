import { CONTENT_LOCALES } from '../../content-locales';
import type { Db } from '../open-database';
import type { SeedImage } from './catalog.generate';
import type { PartlyLocalized } from './texts';

/**
 * Seed helpers. Table and column names are constants of the seed code, never input; values are
 * always bound parameters.
 */
export function translationInserter(db: Db, table: string, ownerColumn: string, columns: readonly string[]) {
  const statement = db.prepare(
    `INSERT INTO ${table} (${ownerColumn}, locale, ${columns.join(', ')}) VALUES (?, ?, ${columns.map(() => '?').join(', ')})`,
  );
  // A text missing in a language is NULL, which only a nullable column (a blog body) accepts.
  return (ownerId: number | string, texts: readonly PartlyLocalized<string | null>[]) => {
    // A fixed locale order keeps the seed byte-for-byte reproducible.
    for (const locale of CONTENT_LOCALES) statement.run(ownerId, locale, ...texts.map((text) => text[locale] ?? null));
  };
}

export function imageInserter(db: Db) {
  const statement = db.prepare<[string, number, number, string]>(
    'INSERT INTO images (path, width, height, recipe_json) VALUES (?, ?, ?, ?)',
  );
  return (image: SeedImage): string => {
    statement.run(image.path, image.width, image.height, JSON.stringify(image.recipe));
    return image.path;
  };
}

/** Each language's blocks as the JSON stored in a `*_json` column; a missing language stays missing. */
export const json = <T>(value: PartlyLocalized<T>): PartlyLocalized<string> =>
  Object.fromEntries(CONTENT_LOCALES.flatMap((locale) => (value[locale] === undefined ? [] : [[locale, JSON.stringify(value[locale])]]))) as PartlyLocalized<string>;

/** Wide, medium and tall variants of one picture, for banners. */
export const bannerSizes = { desktop: [1920, 640], tablet: [1024, 512], mobile: [750, 900] } as const;
