import { migrate } from './migrate';
import type { Db } from './open-database';
import { dropEverything } from './reset-database';
import { seedEmptyTables } from './seed/seed';

export interface PreparedDatabase {
  schemaVersion: number;
  migratedFrom: number;
  /** Tables that received demo data on this start (empty on a normal restart). */
  seededTables: string[];
}

/**
 * What every start does: migrate, then seed the tables that are still empty. A database that
 * already holds data keeps it. With `reset`, everything is dropped first and re-seeded.
 */
export function prepareDatabase(db: Db, options: { reset?: boolean } = {}): PreparedDatabase {
  if (options.reset) dropEverything(db);
  const { from, to } = migrate(db);
  return { schemaVersion: to, migratedFrom: from, seededTables: seedEmptyTables(db) };
}
