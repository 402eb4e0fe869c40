import { syncImageFiles } from '../images/image-files';
import { migrate } from './migrate';
import type { Db } from './open-database';
import { dropEverything } from './reset-database';
import { seedEmptyTables } from './seed/seed';
import { updateSeedTexts } from './seed/seed-texts';

export interface PreparedDatabase {
  schemaVersion: number;
  migratedFrom: number;
  /** Tables that received demo data on this start (empty on a normal restart). */
  seededTables: string[];
  /** Whether the demo texts of an earlier build were brought up to this build's (seed-texts.ts). */
  textsUpdated: boolean;
  /** Image files drawn on this start (0 when the directory already matched the database). */
  imagesWritten: number;
}

export interface PrepareOptions {
  reset?: boolean;
  /** Where the generated SVG images live; without it no files are written (unit tests). */
  imagesDir?: string | undefined;
}

/**
 * What every start does: migrate, seed the tables that are still empty, bring the demo texts of an
 * earlier build's seed up to date, then make the image files match the database. A database that
 * already holds data keeps it. With `reset`, everything is dropped first and re-seeded.
 */
export function prepareDatabase(db: Db, options: PrepareOptions = {}): PreparedDatabase {
  if (options.reset) dropEverything(db);
  const { from, to } = migrate(db);
  const seededTables = seedEmptyTables(db);
  const textsUpdated = updateSeedTexts(db, seededTables);
  const imagesWritten = options.imagesDir ? syncImageFiles(db, options.imagesDir).written : 0;
  return { schemaVersion: to, migratedFrom: from, seededTables, textsUpdated, imagesWritten };
}
