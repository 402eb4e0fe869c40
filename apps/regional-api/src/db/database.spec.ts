import { existsSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listSchema, orderSchema, regionListSchema, storeSchema } from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { databaseChecksum, directoryChecksum } from '../testing/database-checksum';
import { makeTempDir, startTestServer, copySeededDatabase } from '../testing/test-server';
import { migrate, schemaVersion } from './migrate';
import { migrations, type Migration } from './migrations';
import { openDatabase, type Db } from './open-database';
import { prepareDatabase } from './prepare-database';
import { CONTENT_LOCALES } from '../content-locales';
import { seedRegions } from './seed/regions.seed-data';
import { SEEDED_TABLES } from './seed/seed';
import { SEED_TEXTS_REVISION, SEEDED_TEXT_OWNERS, seedTextsRevision } from './seed/seed-texts';

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

/** A copy of the run's seeded template (global-setup), seeded by another process. */
function openSeededCopy(name: string): Db {
  copySeededDatabase(join(tmp.dir, name));
  return openTemp(name);
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
    expect(prepareDatabase(db)).toEqual({
      schemaVersion: migrations.length,
      migratedFrom: 0,
      seededTables: SEEDED_TABLES,
      textsUpdated: false,
      imagesWritten: 0,
    });
    expect(count(db, 'regions')).toBe(seedRegions.length);
    expect(count(db, 'region_translations')).toBe(seedRegions.length * CONTENT_LOCALES.length);
    expect(seedTextsRevision(db)).toBe(SEED_TEXTS_REVISION);
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

  it('give the order lines of an existing database a warranty: basic, free', () => {
    const db = openTemp('before-warranties.sqlite');
    const warrantyMigration = migrations.findIndex((migration) => migration.name.startsWith('the warranty of each order line'));
    migrate(db, migrations.slice(0, warrantyMigration));
    // Only the line matters here, so its order and product need not exist.
    db.pragma('foreign_keys = OFF');
    db.prepare('INSERT INTO order_lines (order_id, position, product_id, quantity, unit_price, total) VALUES (1, 1, 1, 2, 500, 1050)').run();
    expect(migrate(db)).toEqual({ from: warrantyMigration, to: migrations.length });
    expect(db.prepare('SELECT quantity, warranty, warranty_unit_price FROM order_lines').get()).toEqual({ quantity: 2, warranty: 'basic', warranty_unit_price: 0 });
  });

  it('give the pre-orders of an existing database the day they are expected, as a fresh seed does', () => {
    const db = openTemp('before-pre-orders.sqlite');
    const preOrderMigration = migrations.findIndex((migration) => migration.name.startsWith('the day a pre-order is expected'));
    migrate(db, migrations.slice(0, preOrderMigration));
    db.pragma('foreign_keys = OFF');
    db.prepare("INSERT INTO badges (id, text, position, color, text_color) VALUES (5, 'pre-order', 50, '#1F5FBF', '#FFFFFF'), (2, 'new', 20, '#000000', '#FFFFFF')").run();
    db.prepare("INSERT INTO product_prices (country, product_id, price, old_price, stock) VALUES ('ae', 7, 100, NULL, 0), ('om', 7, 100, NULL, 4), ('ae', 8, 100, NULL, 0)").run();
    db.prepare("INSERT INTO product_badges (country, product_id, badge_id) VALUES ('ae', 7, 5), ('om', 7, 2), ('ae', 8, 2)").run();
    db.prepare('INSERT INTO order_lines (order_id, position, product_id, quantity, unit_price, total) VALUES (1, 1, 7, 1, 100, 105)').run();
    migrate(db);
    expect(db.prepare('SELECT country, product_id, expected_at FROM product_prices ORDER BY country, product_id').all()).toEqual([
      { country: 'ae', product_id: 7, expected_at: '2027-05-01' },
      { country: 'ae', product_id: 8, expected_at: null },
      { country: 'om', product_id: 7, expected_at: null },
    ]);
    expect(db.prepare('SELECT expected_at FROM order_lines').get()).toEqual({ expected_at: null });
    expect(() => db.prepare("UPDATE product_prices SET expected_at = 'soon' WHERE product_id = 8").run()).toThrow(/CHECK/);

    // The seed gives every product with the pre-order badge its day, and no other product one.
    const seeded = openSeededCopy('seeded.sqlite');
    const rows = seeded
      .prepare<[], { expected_at: string | null; pre_order: number }>(
        `SELECT pp.expected_at, EXISTS (SELECT 1 FROM product_badges pb JOIN badges b ON b.id = pb.badge_id
           WHERE pb.country = pp.country AND pb.product_id = pp.product_id AND b.text = 'pre-order') AS pre_order
         FROM product_prices pp`,
      )
      .all();
    expect(rows.filter((row) => row.pre_order).every((row) => /^2027-0[2-5]-01$/.test(row.expected_at ?? ''))).toBe(true);
    expect(rows.filter((row) => !row.pre_order).every((row) => row.expected_at === null)).toBe(true);
    expect(rows.filter((row) => row.pre_order).length).toBeGreaterThan(0);
  });

  it('keep the blog texts of an existing database while letting a body be missing in a language', () => {
    const db = openTemp('before-partial-bodies.sqlite');
    const blogMigration = migrations.findIndex((migration) => migration.name.startsWith('blog bodies may be missing'));
    migrate(db, migrations.slice(0, blogMigration));
    db.pragma('foreign_keys = OFF');
    db.prepare("INSERT INTO blog_post_translations (post_id, locale, title, excerpt, body_json) VALUES (1, 'en', 'T', 'E', '[]')").run();
    expect(() => db.prepare("INSERT INTO blog_post_translations (post_id, locale, title, excerpt, body_json) VALUES (1, 'ka', 'T', 'E', NULL)").run()).toThrow(/NOT NULL/);
    migrate(db);
    expect(db.prepare('SELECT post_id, locale, title, excerpt, body_json FROM blog_post_translations').all()).toEqual([
      { post_id: 1, locale: 'en', title: 'T', excerpt: 'E', body_json: '[]' },
    ]);
    db.prepare("INSERT INTO blog_post_translations (post_id, locale, title, excerpt, body_json) VALUES (1, 'ka', 'თ', 'ე', NULL)").run();
    expect(seedTextsRevision(db)).toBe(1);
  });

  it('refuse a database written by a newer build', () => {
    const db = openTemp('newer.sqlite');
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this build knows/);
  });
});

describe('seed', () => {
  it('is deterministic: two fresh seeds are identical, ids and image recipes included', () => {
    // One seed here, one in the run's global setup (another process, earlier): same bytes. Image
    // files are drawn from the recipes in the database by a pure function (render-svg.spec).
    const fresh = openTemp('fresh.sqlite');
    prepareDatabase(fresh);
    expect(databaseChecksum(fresh)).toBe(databaseChecksum(openSeededCopy('template.sqlite')));
  });

  it('does not run again on a database that holds data', () => {
    const db = openSeededCopy('restart.sqlite');
    const before = databaseChecksum(db);
    expect(prepareDatabase(db).seededTables).toEqual([]);
    expect(databaseChecksum(db)).toBe(before);
  });

  it('runs again after --reset, restoring the demo data', () => {
    const fresh = openSeededCopy('reference.sqlite');
    const db = openSeededCopy('changed.sqlite');
    db.prepare("UPDATE regions SET active = 0 WHERE slug = 'moscow'").run();
    db.prepare("DELETE FROM product_prices WHERE country = 'ae' AND product_id = 1").run();
    db.prepare("INSERT INTO service_logs (country, level, message, created_at) VALUES ('ae', 'info', 'hello', '2026-01-01')").run();
    expect(prepareDatabase(db, { reset: true }).seededTables).toEqual(SEEDED_TABLES);
    expect(databaseChecksum(db)).toBe(databaseChecksum(fresh));
  });
});

/** The seeded texts of a database: every translation, the store mails, the image recipes and both search indexes. */
function textsChecksum(db: Db): string {
  const parts: unknown[] = [];
  for (const owner of SEEDED_TEXT_OWNERS) {
    for (const [table, ownerColumn] of owner.translations ?? []) parts.push(db.prepare(`SELECT * FROM ${table} ORDER BY ${ownerColumn}, locale`).raw().all());
  }
  parts.push(db.prepare('SELECT uuid, email FROM stores ORDER BY uuid').raw().all());
  parts.push(db.prepare('SELECT path, recipe_json FROM images ORDER BY path').raw().all());
  parts.push(db.prepare('SELECT rowid, text FROM product_search ORDER BY rowid').raw().all());
  parts.push(db.prepare('SELECT article_id, locale, title, body FROM service_search ORDER BY article_id, locale').raw().all());
  return JSON.stringify(parts);
}

describe('seed texts', () => {
  it('brings the texts of an earlier seed up to date once, keeping everything else', () => {
    const fresh = openSeededCopy('fresh-texts.sqlite');
    const db = openSeededCopy('earlier-texts.sqlite');
    // What a database seeded by the first build looks like: four languages, the old brand, no revision.
    db.prepare("DELETE FROM seed_revisions WHERE part = 'texts'").run();
    for (const owner of SEEDED_TEXT_OWNERS) {
      for (const [table] of owner.translations ?? []) db.prepare(`DELETE FROM ${table} WHERE locale IN ('pt', 'fr', 'ka', 'uz')`).run();
    }
    db.prepare("UPDATE store_translations SET name = 'Norrak showroom Dubai' WHERE locale = 'en' AND name LIKE '% showroom Dubai'").run();
    db.prepare("UPDATE stores SET email = replace(email, 'motors-equipment', 'norrak')").run();
    db.prepare("DELETE FROM service_search WHERE locale IN ('pt', 'fr', 'ka', 'uz')").run();
    db.prepare("UPDATE product_search SET text = 'Raptor 125' WHERE rowid = 1").run();
    // Rows the shop made itself, which an update of the demo texts must not touch.
    db.prepare("INSERT INTO service_logs (country, level, message, created_at) VALUES ('ae', 'info', 'kept', '2026-01-01')").run();
    db.prepare("UPDATE product_prices SET stock = 7 WHERE country = 'ae' AND product_id = 1").run();
    expect(seedTextsRevision(db)).toBe(1);

    expect(prepareDatabase(db)).toMatchObject({ seededTables: [], textsUpdated: true });
    expect(seedTextsRevision(db)).toBe(SEED_TEXTS_REVISION);
    expect(textsChecksum(db)).toBe(textsChecksum(fresh));
    expect(db.prepare("SELECT message FROM service_logs WHERE message = 'kept'").pluck().get()).toBe('kept');
    expect(db.prepare("SELECT stock FROM product_prices WHERE country = 'ae' AND product_id = 1").pluck().get()).toBe(7);
    // Georgian is searchable again: the index was rebuilt too.
    expect(db.prepare("SELECT count(*) FROM service_search WHERE locale = 'ka'").pluck().get()).toBeGreaterThan(0);

    const after = databaseChecksum(db);
    expect(prepareDatabase(db).textsUpdated).toBe(false);
    expect(databaseChecksum(db)).toBe(after);
  });
});

describe('image files', () => {
  it('are drawn on first start, left alone on a restart and drawn again when missing', () => {
    const db = openSeededCopy('images.sqlite');
    const dir = join(tmp.dir, 'images');
    const first = prepareDatabase(db, { imagesDir: dir });
    const images = db.prepare<[], number>('SELECT count(*) FROM images').pluck().get() ?? 0;
    expect(first.imagesWritten).toBe(images);
    expect(images).toBeGreaterThan(1000);
    const file = join(dir, 'products', 'raptor-250', '1.svg');
    const written = statSync(file).mtimeMs;
    expect(prepareDatabase(db, { imagesDir: dir }).imagesWritten).toBe(0);
    expect(statSync(file).mtimeMs).toBe(written);

    unlinkSync(file);
    rmSync(join(dir, 'blog'), { recursive: true });
    unlinkSync(join(dir, '.manifest'));
    const blogImages = db.prepare<[], number>("SELECT count(*) FROM images WHERE path LIKE '/blog/%'").pluck().get() ?? 0;
    expect(prepareDatabase(db, { imagesDir: dir }).imagesWritten).toBe(blogImages + 1);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(join(dir, 'blog'))).toHaveLength(blogImages);

    // The same database draws the same files, byte for byte.
    const again = join(tmp.dir, 'images-again');
    prepareDatabase(db, { imagesDir: again });
    expect(directoryChecksum(again)).toBe(directoryChecksum(dir));
  });
});

describe('persistence', () => {
  it('keeps orders across a restart', async () => {
    const file = join(tmp.dir, 'orders.sqlite');
    const first = await startTestServer(file);
    const http = httpClient(first);
    const storeUuid = (await http.getOk('/ae/api/stores', listSchema(storeSchema))).body.items[0]?.uuid;
    const { body: order } = await http.postOk(
      '/ae/api/orders',
      {
        cart: [{ product_id: 5, quantity: 1 }],
        customer: { name: 'Layla', phone: '050 123 4567' },
        delivery: { method: 'pickup', storeUuid },
        paymentMethod: 'cash',
      },
      orderSchema,
      { 'Idempotency-Key': 'restart-1' },
      201,
    );
    await first.close();

    const second = await startTestServer(file);
    try {
      const again = httpClient(second);
      expect((await again.getOk(`/ae/api/orders/${order.slug}`, orderSchema)).body).toEqual(order);
      // The idempotency key survives too: a retry after the restart still finds the first order.
      const retry = await again.post(
        '/ae/api/orders',
        { cart: [{ product_id: 5, quantity: 1 }], customer: { name: 'Layla', phone: '050 123 4567' }, delivery: { method: 'pickup', storeUuid }, paymentMethod: 'cash' },
        { 'Idempotency-Key': 'restart-1' },
      );
      expect(retry.status).toBe(200);
      expect(orderSchema.parse(await retry.json()).slug).toBe(order.slug);
    } finally {
      await second.close();
    }
  });

  it('keeps changed data when the server restarts on the same file (no re-seed)', async () => {
    const file = join(tmp.dir, 'persist.sqlite');
    const first = await startTestServer(file);
    expect(first.prepared.migratedFrom).toBe(migrations.length);
    first.db.prepare("UPDATE region_translations SET name = 'Moscow (HQ)' WHERE locale = 'en' AND name = 'Moscow'").run();
    first.db.prepare("UPDATE regions SET active = 0 WHERE slug = 'kazan'").run();
    await first.close();

    const second = await startTestServer(file);
    try {
      expect(second.prepared).toEqual({
        schemaVersion: migrations.length,
        migratedFrom: migrations.length,
        seededTables: [],
        textsUpdated: false,
        imagesWritten: 0,
      });
      const response = await fetch(`${second.baseUrl}/ru/api/regions?active=true`);
      const regions = regionListSchema.parse(await response.json());
      expect(regions.items.map((r) => r.name)).toEqual(['Moscow (HQ)', 'Saint Petersburg', 'Novosibirsk']);
    } finally {
      await second.close();
    }
  });
});
