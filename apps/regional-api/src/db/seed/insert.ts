import { CONTENT_LOCALES } from '../../content-locales';
import type { Db } from '../open-database';
import type { SeedImage } from './catalog.generate';
import type { Localized } from './texts';

/**
 * Seed helpers. Table and column names are constants of the seed code, never input; values are
 * always bound parameters.
 */
export function translationInserter(db: Db, table: string, ownerColumn: string, columns: readonly string[]) {
  const statement = db.prepare(
    `INSERT INTO ${table} (${ownerColumn}, locale, ${columns.join(', ')}) VALUES (?, ?, ${columns.map(() => '?').join(', ')})`,
  );
  return (ownerId: number | string, texts: readonly Localized<string | null>[]) => {
    // A fixed locale order keeps the seed byte-for-byte reproducible.
    for (const locale of CONTENT_LOCALES) statement.run(ownerId, locale, ...texts.map((text) => text[locale]));
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

export const json = <T>(value: Localized<T>): Localized<string> => ({
  en: JSON.stringify(value.en),
  ar: JSON.stringify(value.ar),
  ru: JSON.stringify(value.ru),
  es: JSON.stringify(value.es),
});

/** Wide, medium and tall variants of one picture, for banners. */
export const bannerSizes = { desktop: [1920, 640], tablet: [1024, 512], mobile: [750, 900] } as const;
