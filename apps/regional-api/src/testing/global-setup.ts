import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';
import { prepareDatabase } from '../db/prepare-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly migrated and seeded database file that test files copy instead of seeding again. */
    seededDatabase: string;
  }
}

/**
 * Seeds one database per test run. Every test file starts its server on its own copy of it, so
 * the suite pays for one seed instead of one per file (and the seed itself is tested on its own).
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'regional-api-template-'));
  const file = join(dir, 'seeded.sqlite');
  const db = openDatabase(file);
  prepareDatabase(db);
  // Fold the WAL into the main file so a plain copy of it is complete.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('seededDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
