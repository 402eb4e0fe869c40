import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { regionListSchema } from '@storefront/api-client/contract';
import { databaseChecksum } from '../testing/database-checksum';
import { makeTempDir, startTestServer } from '../testing/test-server';
import { migrate, schemaVersion } from './migrate';
import { migrations, type Migration } from './migrations';
import { openDatabase, type Db } from './open-database';
import { prepareDatabase } from './prepare-database';
import { seedRegions } from './seed/regions.seed-data';

let tmp: ReturnType<typeof makeTempDir>;
const open: Db[] = [];

beforeEach(() => {
  tmp = makeTempDir();
});

afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  tmp.remove();
});

function openTemp(name: string): Db {
  const db = openDatabase(join(tmp.dir, name));
  open.push(db);
  return db;
}

const count = (db: Db, table: 'regions' | 'region_translations') =>
  db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get();

describe('opening a database', () => {
  it('uses WAL and enforces foreign keys', () => {
    const db = openTemp('pragmas.sqlite');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('creates, migrates and seeds an empty file on first start', () => {
    const db = openTemp('fresh.sqlite');
    expect(prepareDatabase(db)).toEqual({ schemaVersion: migrations.length, migratedFrom: 0, seededTables: ['regions'] });
    expect(count(db, 'regions')).toBe(seedRegions.length);
    expect(count(db, 'region_translations')).toBe(seedRegions.length * 4);
  });
});

describe('migrations', () => {
  it('are idempotent: a second run changes nothing', () => {
    const db = openTemp('twice.sqlite');
    expect(migrate(db)).toEqual({ from: 0, to: migrations.length });
    const schema = databaseChecksum(db);
    expect(migrate(db)).toEqual({ from: migrations.length, to: migrations.length });
    expect(databaseChecksum(db)).toBe(schema);
    expect(schemaVersion(db)).toBe(migrations.length);
  });

  it('roll back a failing migration and keep the version of the last good one', () => {
    const db = openTemp('failing.sqlite');
    const failing: Migration[] = [
      ...migrations,
      { name: 'half done', statements: ['CREATE TABLE half_done (id INTEGER PRIMARY KEY)', 'CREATE TABLE broken ('] },
    ];
    expect(() => migrate(db, failing)).toThrow();
    expect(schemaVersion(db)).toBe(migrations.length);
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'half_done'").get()).toBeUndefined();
  });

  it('refuse a database written by a newer build', () => {
    const db = openTemp('newer.sqlite');
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this build knows/);
  });
});

describe('seed', () => {
  it('is deterministic: two fresh databases are identical, ids included', () => {
    const first = openTemp('first.sqlite');
    const second = openTemp('second.sqlite');
    prepareDatabase(first);
    prepareDatabase(second);
    expect(databaseChecksum(first)).toBe(databaseChecksum(second));
  });

  it('does not run again on a database that holds data', () => {
    const db = openTemp('restart.sqlite');
    prepareDatabase(db);
    const before = databaseChecksum(db);
    expect(prepareDatabase(db).seededTables).toEqual([]);
    expect(databaseChecksum(db)).toBe(before);
  });

  it('runs again after --reset, restoring the demo data', () => {
    const fresh = openTemp('fresh.sqlite');
    prepareDatabase(fresh);
    const db = openTemp('changed.sqlite');
    prepareDatabase(db);
    db.prepare("UPDATE regions SET active = 0 WHERE slug = 'moscow'").run();
    db.prepare("DELETE FROM regions WHERE slug = 'dubai'").run();
    expect(prepareDatabase(db, { reset: true }).seededTables).toEqual(['regions']);
    expect(databaseChecksum(db)).toBe(databaseChecksum(fresh));
  });
});

describe('persistence', () => {
  it('keeps changed data when the server restarts on the same file (no re-seed)', async () => {
    const file = join(tmp.dir, 'persist.sqlite');
    const first = await startTestServer(file);
    expect(first.prepared.seededTables).toEqual(['regions']);
    first.db.prepare("UPDATE region_translations SET name = 'Moscow (HQ)' WHERE locale = 'en' AND name = 'Moscow'").run();
    first.db.prepare("UPDATE regions SET active = 0 WHERE slug = 'kazan'").run();
    await first.close();

    const second = await startTestServer(file);
    try {
      expect(second.prepared).toEqual({ schemaVersion: migrations.length, migratedFrom: migrations.length, seededTables: [] });
      const response = await fetch(`${second.baseUrl}/ru/api/regions?active=true`);
      const regions = regionListSchema.parse(await response.json());
      expect(regions.items.map((r) => r.name)).toEqual(['Moscow (HQ)', 'Saint Petersburg', 'Novosibirsk']);
    } finally {
      await second.close();
    }
  });
});
