import Database from 'better-sqlite3';
import { migrate } from '../migrate';
import type { Db } from '../open-database';
import { SEEDED_TABLES, seedEmptyTables } from './seed';

/**
 * The revision of the demo data's texts (translations, store e-mails, image recipes). Bump it with
 * any change to them: a database seeded by an earlier build then gets the new texts once, on its
 * next start, while its own rows (orders, deals, logs, anything added) stay as they are.
 * 1: the first seed (en, ar, ru, es). 2: all nine storefront languages, the storefront's brand.
 * 3: the product search index folds Arabic and Cyrillic letters and holds model names written together.
 */
export const SEED_TEXTS_REVISION = 3;

const PART = 'texts';

interface SeededOwner {
  readonly table: string;
  /** The column other tables refer to (`id` unless said otherwise). */
  readonly id?: string;
  /** What finds a seeded row again in another database: ids of an older seed may differ. */
  readonly key: readonly string[];
  /** Translation tables and the column naming their owner. */
  readonly translations?: readonly (readonly [table: string, ownerColumn: string])[];
  /** Plain columns the seed's texts live in. */
  readonly columns?: readonly string[];
}

/** Every seeded row that carries texts; a spec checks that every `*_translations` table is here. */
export const SEEDED_TEXT_OWNERS: readonly SeededOwner[] = [
  { table: 'regions', key: ['country', 'slug'], translations: [['region_translations', 'region_id']] },
  { table: 'cities', key: ['country', 'slug'], translations: [['city_translations', 'city_id']] },
  { table: 'stores', key: ['uuid'], translations: [['store_translations', 'store_id']], columns: ['email'] },
  { table: 'country_generals', id: 'country', key: ['country'], translations: [['country_general_translations', 'country']] },
  { table: 'characteristic_groups', key: ['code'], translations: [['characteristic_group_translations', 'group_id']] },
  { table: 'characteristics', key: ['key'], translations: [['characteristic_translations', 'characteristic_id']] },
  { table: 'terms', key: ['code'], translations: [['term_translations', 'term_id']] },
  { table: 'badges', key: ['text'], translations: [['badge_translations', 'badge_id']] },
  { table: 'categories', key: ['slug'], translations: [['category_translations', 'category_id']] },
  { table: 'products', key: ['slug'], translations: [['product_translations', 'product_id']] },
  { table: 'offers', key: ['slug'], translations: [['offer_translations', 'offer_id']] },
  { table: 'taxonomies', key: ['slug'], translations: [['taxonomy_translations', 'taxonomy_id']] },
  { table: 'banners', key: ['slug'], translations: [['banner_translations', 'banner_id']] },
  { table: 'blog_categories', key: ['slug'], translations: [['blog_category_translations', 'category_id']] },
  { table: 'blog_posts', key: ['slug'], translations: [['blog_post_translations', 'post_id']] },
  { table: 'news', key: ['slug'], translations: [['news_translations', 'news_id']] },
  { table: 'pages', key: ['slug'], translations: [['page_translations', 'page_id']] },
  { table: 'service_sections', key: ['slug'], translations: [['service_section_translations', 'section_id']] },
  { table: 'service_articles', key: ['slug'], translations: [['service_article_translations', 'article_id']] },
  { table: 'images', id: 'path', key: ['path'], columns: ['recipe_json'] },
];

type Row = Record<string, unknown>;

/** The revision of the texts a database holds; a database from before revisions were kept holds the first. */
export function seedTextsRevision(db: Db): number {
  return db.prepare<[string], number>('SELECT revision FROM seed_revisions WHERE part = ?').pluck().get(PART) ?? 1;
}

/** The demo data as this build seeds it, in memory: the source the texts are copied from. */
function freshSeed(): Db {
  const fresh = new Database(':memory:');
  fresh.pragma('foreign_keys = ON');
  migrate(fresh);
  seedEmptyTables(fresh);
  return fresh;
}

const columnsOf = (db: Db, table: string) =>
  db.prepare<[string], string>('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all(table);

/**
 * Replaces the texts of every seeded row of `db` that `fresh` also has (found by its natural key)
 * with `fresh`'s, and rebuilds their entries in the two search indexes. Table and column names
 * come from the list above and from the schema, never from input.
 */
function copySeededTexts(db: Db, fresh: Db): void {
  const liveIdsByTable = new Map<string, Map<unknown, unknown>>();
  for (const owner of SEEDED_TEXT_OWNERS) {
    const id = owner.id ?? 'id';
    const keyOf = (row: Row) => JSON.stringify(owner.key.map((column) => row[column]));
    const keyColumns = [...new Set([id, ...owner.key])].join(', ');
    const live = new Map(db.prepare<[], Row>(`SELECT ${keyColumns} FROM ${owner.table}`).all().map((row) => [keyOf(row), row[id]]));
    const freshRows = fresh.prepare<[], Row>(`SELECT * FROM ${owner.table}`).all();
    // fresh id → live id, for the rows both databases have.
    const liveIds = new Map<unknown, unknown>();
    for (const row of freshRows) {
      const liveId = live.get(keyOf(row));
      if (liveId !== undefined) liveIds.set(row[id], liveId);
    }
    liveIdsByTable.set(owner.table, liveIds);
    for (const column of owner.columns ?? []) {
      const update = db.prepare(`UPDATE ${owner.table} SET ${column} = ? WHERE ${id} = ?`);
      for (const row of freshRows) if (liveIds.has(row[id])) update.run(row[column], liveIds.get(row[id]));
    }
    for (const [table, ownerColumn] of owner.translations ?? []) {
      const remove = db.prepare(`DELETE FROM ${table} WHERE ${ownerColumn} = ?`);
      for (const liveId of liveIds.values()) remove.run(liveId);
      const columns = columnsOf(fresh, table);
      const insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      for (const row of fresh.prepare<[], Row>(`SELECT * FROM ${table} ORDER BY ${ownerColumn}, locale`).all()) {
        const liveId = liveIds.get(row[ownerColumn]);
        if (liveId !== undefined) insert.run(...columns.map((column) => (column === ownerColumn ? liveId : row[column])));
      }
    }
  }

  const products = liveIdsByTable.get('products') ?? new Map<unknown, unknown>();
  const removeProduct = db.prepare('DELETE FROM product_search WHERE rowid = ?');
  const insertProduct = db.prepare('INSERT INTO product_search (rowid, text) VALUES (?, ?)');
  for (const row of fresh.prepare<[], { rowid: number; text: string }>('SELECT rowid, text FROM product_search ORDER BY rowid').all()) {
    const liveId = products.get(row.rowid);
    if (liveId === undefined) continue;
    removeProduct.run(liveId);
    insertProduct.run(liveId, row.text);
  }
  const articles = liveIdsByTable.get('service_articles') ?? new Map<unknown, unknown>();
  const removeArticle = db.prepare('DELETE FROM service_search WHERE article_id = ?');
  for (const liveId of articles.values()) removeArticle.run(liveId);
  const insertArticle = db.prepare('INSERT INTO service_search (article_id, locale, title, body) VALUES (?, ?, ?, ?)');
  for (const row of fresh.prepare<[], Row>('SELECT article_id, locale, title, body FROM service_search ORDER BY rowid').all()) {
    const liveId = articles.get(row['article_id']);
    if (liveId !== undefined) insertArticle.run(liveId, row['locale'], row['title'], row['body']);
  }
}

/**
 * Brings the demo texts of a database up to this build's revision. A database seeded just now
 * already has them and only records the revision; one seeded by an earlier build gets them copied
 * from a fresh seed (about a second, once). Returns whether texts were copied.
 */
export function updateSeedTexts(db: Db, seededTables: readonly string[]): boolean {
  const seededNow = SEEDED_TABLES.every((table) => seededTables.includes(table));
  const update = db.transaction((): boolean => {
    // Read inside the lock: another process starting on the same file may have done it meanwhile.
    if (seedTextsRevision(db) >= SEED_TEXTS_REVISION) return false;
    if (!seededNow) {
      const fresh = freshSeed();
      try {
        copySeededTexts(db, fresh);
      } finally {
        fresh.close();
      }
    }
    db.prepare('INSERT INTO seed_revisions (part, revision) VALUES (?, ?) ON CONFLICT (part) DO UPDATE SET revision = excluded.revision').run(
      PART,
      SEED_TEXTS_REVISION,
    );
    return !seededNow;
  });
  return update.immediate();
}
