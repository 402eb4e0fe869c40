import type { Db } from './open-database';
import { migrations as allMigrations, type Migration } from './migrations';

export interface MigrationResult {
  from: number;
  to: number;
}

export function schemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Brings the schema up to the newest version. Each migration runs in its own immediate
 * transaction together with the `user_version` bump, so a failure leaves the database at the
 * previous version and a second process starting at the same time waits instead of racing.
 */
export function migrate(db: Db, migrations: readonly Migration[] = allMigrations): MigrationResult {
  const from = schemaVersion(db);
  if (from > migrations.length) {
    throw new Error(
      `The database is at schema version ${from}, newer than this build knows (${migrations.length}). ` +
        'Run a newer build or reset the database.',
    );
  }
  const applyNext = db.transaction((version: number) => {
    // Re-read inside the lock: another process may have applied it meanwhile.
    if (schemaVersion(db) !== version) return;
    const migration = migrations[version];
    if (!migration) return;
    for (const sql of migration.statements) db.prepare(sql).run();
    // PRAGMA takes no bound parameters; the value is an integer computed here, never input.
    db.pragma(`user_version = ${version + 1}`);
  });
  for (let version = from; version < migrations.length; version += 1) applyNext.immediate(version);
  return { from, to: schemaVersion(db) };
}
