import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join, relative } from 'node:path';
import type { Db } from '../db/open-database';

/**
 * A hash of the schema and of every row of every table, rows in a total order. Two databases
 * with the same checksum hold the same data, ids included.
 */
export function databaseChecksum(db: Db): string {
  const hash = createHash('sha256');
  const objects = db
    .prepare<[], { type: string; name: string; sql: string | null }>(
      "SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    )
    .all();
  hash.update(JSON.stringify(objects));
  for (const { name } of objects.filter((object) => object.type === 'table')) {
    const columns = db.prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)').all(name);
    const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
    const orderBy = columns.map((column) => quote(column.name)).join(', ');
    hash.update(name);
    hash.update(JSON.stringify(db.prepare(`SELECT * FROM ${quote(name)} ORDER BY ${orderBy}`).raw().all()));
  }
  return hash.digest('hex');
}

/** A hash of every file below a directory (relative paths and contents, in sorted order). */
export function directoryChecksum(dir: string): string {
  const hash = createHash('sha256');
  const files = (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex');
}
