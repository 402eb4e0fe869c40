import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../content-locales';
import { COUNTRY_CODES } from '../../countries';
import { COUNTRY_SETTINGS } from '../../country-settings';
import { migrations } from '../migrations';
import { openDatabase, type Db } from '../open-database';
import { prepareDatabase } from '../prepare-database';
import { makeTempDir } from '../../testing/test-server';
import { SEEDED_TEXT_OWNERS } from './seed-texts';
import { BRAND } from './texts';

/** The demo data looks like a real brand's: enough of everything, in every country and language. */
const tmp = makeTempDir();
let db: Db;

beforeAll(() => {
  db = openDatabase(join(tmp.dir, 'content.sqlite'));
  prepareDatabase(db);
});

afterAll(() => {
  db.close();
  tmp.remove();
});

const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as number;
// Read from the migrations: test cases are collected before any database exists.
const tables = [
  ...new Set(
    migrations
      .flatMap((migration) => migration.statements)
      .map((statement) => /CREATE TABLE (\w+_translations)\b/.exec(statement)?.[1])
      .filter((name): name is string => name !== undefined),
  ),
];

const textsOf = (table: string, column: string, locale: string) =>
  all<{ text: string | null }>(`SELECT ${column} AS text FROM ${table} WHERE locale = ? ORDER BY 1`, locale).map((row) => row.text);

describe('places', () => {
  it.each(COUNTRY_CODES)('%s has at least three cities and three stores open 09:00–21:00 with local phones', (country) => {
    expect(one('SELECT count(*) FROM cities WHERE country = ?', country)).toBeGreaterThanOrEqual(3);
    const stores = all<{ uuid: string; phone: string; opens: string; closes: string; latitude: number; longitude: number }>(
      'SELECT uuid, phone, opens, closes, latitude, longitude FROM stores WHERE country = ?',
      country,
    );
    expect(stores.length).toBeGreaterThanOrEqual(3);
    for (const store of stores) {
      expect(store.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect([store.opens, store.closes]).toEqual(['09:00', '21:00']);
      const phone = parsePhoneNumberFromString(store.phone);
      expect(phone?.isValid(), store.phone).toBe(true);
      expect(phone?.country).toBe(COUNTRY_SETTINGS[country].iso2);
      expect(Math.abs(store.latitude)).toBeLessThanOrEqual(90);
    }
  });

  it('gives every country its names with Russian case forms', () => {
    const rows = all<{ region_name_in: string; full_region_name_from: string }>(
      "SELECT region_name_in, full_region_name_from FROM country_general_translations WHERE locale = 'ru'",
    );
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(row.region_name_in).toMatch(/^во? /);
      expect(row.full_region_name_from).toMatch(/^из /);
    }
  });
});

describe('catalogue', () => {
  it('is a three-level tree with the brand’s product families at the top', () => {
    const roots = all<{ slug: string }>('SELECT slug FROM categories WHERE parent_id IS NULL AND hidden = 0 ORDER BY position').map((row) => row.slug);
    expect(roots).toEqual(['motorcycles', 'atv-utv', 'scooters', 'outboard-motors', 'generators', 'garden-equipment', 'water-pumps', 'parts-accessories']);
    expect(one('SELECT max(level) FROM categories')).toBe(3);
    // Products sit in leaves only, and every visible leaf has some.
    expect(one('SELECT count(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE c.level <> 3')).toBe(0);
    expect(one("SELECT count(*) FROM categories c WHERE c.level = 3 AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)")).toBe(0);
    expect(one('SELECT count(DISTINCT category_id) FROM category_filter_keys')).toBeGreaterThanOrEqual(8);
  });

  it('has at least 300 products, each priced in all 15 countries with stock', () => {
    expect(one('SELECT count(*) FROM products')).toBeGreaterThanOrEqual(300);
    expect(one('SELECT count(*) FROM products p WHERE (SELECT count(*) FROM product_prices pp WHERE pp.product_id = p.id) <> 15')).toBe(0);
    expect(one('SELECT count(*) FROM product_prices WHERE old_price IS NOT NULL AND old_price <= price')).toBe(0);
    expect(one('SELECT count(*) FROM product_prices WHERE old_price IS NOT NULL')).toBeGreaterThan(200);
  });

  it('keeps a price history whose latest price is each product’s price, with prices that differ before the reductions', () => {
    // The price in force now (the last period begun) is product_prices.price, for every product and country.
    expect(
      one(`SELECT count(*) FROM product_prices pp WHERE pp.price IS NOT (
             SELECT ph.price FROM price_history ph WHERE ph.country = pp.country AND ph.product_id = pp.product_id ORDER BY ph.since DESC LIMIT 1)`),
    ).toBe(0);
    // Some products had a lower price in the 30 days before their offers or sales began (the EU's reference-price case).
    expect(one("SELECT count(DISTINCT product_id) FROM price_history WHERE since IN ('2025-12-10T00:00:00.000Z', '2026-09-15T00:00:00.000Z')")).toBeGreaterThan(30);
  });

  it('fills one three-level category with a whole page of 24 products in the UAE (the bench’s category page)', () => {
    const naked = one(
      `SELECT count(*) FROM products p JOIN categories c ON c.id = p.category_id
       JOIN product_prices pp ON pp.product_id = p.id AND pp.country = 'ae'
       WHERE c.path = 'motorcycles/road-motorcycles/naked' AND c.level = 3`,
    );
    expect(naked).toBe(24);
    // The models added later keep the earlier products' ids: they come after every first model.
    expect(one("SELECT min(p.id) FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = 'naked' AND p.position > 70")).toBe(310);
  });

  it('converts prices plausibly: every country near the dollar rate of the UAE price', () => {
    const rows = all<{ country: string; ratio: number }>(
      `SELECT pp.country, avg(CAST(pp.price AS REAL) / ae.price) AS ratio
       FROM product_prices pp JOIN product_prices ae ON ae.product_id = pp.product_id AND ae.country = 'ae'
       WHERE pp.old_price IS NULL AND ae.old_price IS NULL GROUP BY pp.country`,
    );
    for (const { country, ratio } of rows) {
      const settings = COUNTRY_SETTINGS[country as keyof typeof COUNTRY_SETTINGS];
      const expected = (Number(settings.usdRate) / 3.6725) * 10 ** (settings.fractionDigits - 2);
      expect(ratio / expected, country).toBeGreaterThan(0.95);
      expect(ratio / expected, country).toBeLessThan(1.05);
    }
  });

  it('gives every product at least 8 characteristics in ordered groups, mixing numbers, words and lists, and 3 images', () => {
    const rows = all<{ id: number; total: number; numbers: number; terms: number; lists: number; images: number }>(
      `SELECT p.id,
              (SELECT count(*) FROM product_characteristics pc WHERE pc.product_id = p.id) AS total,
              (SELECT count(*) FROM product_characteristics pc WHERE pc.product_id = p.id AND pc.number_value IS NOT NULL) AS numbers,
              (SELECT count(*) FROM product_characteristics pc WHERE pc.product_id = p.id AND pc.term_id IS NOT NULL) AS terms,
              (SELECT count(*) FROM product_characteristics pc WHERE pc.product_id = p.id AND pc.list_json IS NOT NULL) AS lists,
              (SELECT count(*) FROM product_images pi WHERE pi.product_id = p.id) AS images
       FROM products p`,
    );
    for (const row of rows) {
      expect(row.total, `product ${row.id}`).toBeGreaterThanOrEqual(8);
      expect(row.numbers, `product ${row.id}`).toBeGreaterThan(0);
      expect(row.terms, `product ${row.id}`).toBeGreaterThan(0);
      expect(row.lists, `product ${row.id}`).toBeGreaterThan(0);
      expect(row.images, `product ${row.id}`).toBeGreaterThanOrEqual(3);
    }
    expect(one('SELECT count(DISTINCT position) FROM characteristic_groups')).toBe(one('SELECT count(*) FROM characteristic_groups'));
  });

  it('uses all five badges in every country', () => {
    for (const country of COUNTRY_CODES) {
      const texts = all<{ text: string }>(
        'SELECT DISTINCT b.text FROM product_badges pb JOIN badges b ON b.id = pb.badge_id WHERE pb.country = ? ORDER BY b.position',
        country,
      ).map((row) => row.text);
      expect(texts, country).toEqual(['best-seller', 'new', 'sale', 'limited-stock', 'pre-order']);
    }
  });

  it('ties every offer and collection to products', () => {
    expect(one('SELECT count(*) FROM offers o WHERE NOT EXISTS (SELECT 1 FROM offer_products op WHERE op.offer_id = o.id)')).toBe(0);
    expect(one('SELECT count(*) FROM taxonomies t WHERE NOT EXISTS (SELECT 1 FROM taxonomy_products tp WHERE tp.taxonomy_id = t.id)')).toBe(0);
    expect(one('SELECT count(*) FROM offers')).toBeGreaterThanOrEqual(5);
    expect(one('SELECT count(*) FROM banners')).toBeGreaterThanOrEqual(3);
  });
});

describe('content', () => {
  it('has at least 20 blog posts in several categories, news, the four pages and 30 support articles in sections', () => {
    expect(one('SELECT count(*) FROM blog_posts')).toBeGreaterThanOrEqual(20);
    expect(one('SELECT count(DISTINCT category_id) FROM blog_posts')).toBeGreaterThanOrEqual(3);
    expect(one('SELECT count(*) FROM news')).toBeGreaterThanOrEqual(5);
    expect(all<{ slug: string }>('SELECT slug FROM pages ORDER BY slug').map((row) => row.slug)).toEqual([
      'about-us',
      'cookie-policy',
      'privacy-policy',
      'terms-of-service',
    ]);
    expect(one('SELECT count(*) FROM service_articles')).toBeGreaterThanOrEqual(30);
    expect(one('SELECT count(DISTINCT section_id) FROM service_articles')).toBeGreaterThanOrEqual(5);
  });
});

describe('translations', () => {

  it('covers every translated table', () => {
    expect(tables.length).toBeGreaterThanOrEqual(19);
  });

  it.each(tables)('%s has every content locale for every row, none blank', (table) => {
    const owner = all<{ name: string }>('SELECT name FROM pragma_table_info(?) WHERE pk = 1', table)[0]?.name ?? '';
    const counts = all<{ locales: number }>(`SELECT count(*) AS locales FROM ${table} GROUP BY ${owner}`);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((row) => row.locales === CONTENT_LOCALES.length)).toBe(true);
    const textColumns = all<{ name: string; notnull: number }>('SELECT name, "notnull" FROM pragma_table_info(?)', table).filter(
      (column) => column.notnull === 1 && column.name !== owner && column.name !== 'locale' && column.name !== 'country',
    );
    for (const { name } of textColumns) expect(one(`SELECT count(*) FROM ${table} WHERE trim(${name}) = ''`), `${table}.${name}`).toBe(0);
  });

  const shareMatching = (texts: readonly (string | null)[], pattern: RegExp) => texts.filter((text) => text !== null && pattern.test(text)).length / texts.length;
  const shareTranslated = (table: string, column: string, locale: string) => {
    const english = new Set(textsOf(table, column, 'en'));
    const texts = textsOf(table, column, locale);
    return texts.filter((text) => text !== null && !english.has(text)).length / texts.length;
  };

  // Real translations, not copies of the English: the scripts give them away, and elsewhere the
  // share of texts that differ from the English (model names and codes stay as they are).
  it.each([
    ['product_translations', 'name'],
    ['product_translations', 'description_json'],
    ['category_translations', 'title'],
    ['category_translations', 'description'],
    ['news_translations', 'body_json'],
    ['page_translations', 'body_json'],
    ['service_section_translations', 'title'],
    ['service_article_translations', 'body_json'],
    ['offer_translations', 'description'],
    ['banner_translations', 'subtitle'],
    ['characteristic_translations', 'name'],
    ['blog_post_translations', 'title'],
    ['city_translations', 'name_in'],
    ['store_translations', 'name'],
  ])('%s.%s is written in every language', (table, column) => {
    expect(shareMatching(textsOf(table, column, 'ar'), /[\u0600-\u06ff]/)).toBeGreaterThan(0.9);
    expect(shareMatching(textsOf(table, column, 'ru'), /[\u0400-\u04ff]/)).toBeGreaterThan(0.9);
    // Georgian in its own script.
    expect(shareMatching(textsOf(table, column, 'ka'), /[\u10a0-\u10ff]/)).toBeGreaterThan(0.9);
    for (const locale of ['es', 'pt', 'fr', 'uz']) expect(shareTranslated(table, column, locale), locale).toBeGreaterThan(0.6);
  });

  it('writes Uzbek in the Latin script Uzbekistan uses, never Cyrillic', () => {
    for (const table of tables) {
      const columns = all<{ name: string }>('SELECT name FROM pragma_table_info(?) WHERE type = ?', table, 'TEXT').map((column) => column.name);
      for (const column of columns.filter((name) => name !== 'locale' && name !== 'country')) {
        expect(one(`SELECT count(*) FROM ${table} WHERE locale = 'uz' AND ${column} GLOB '*[а-яА-ЯёЁўЎқҚғҒҳҲ]*'`), `${table}.${column}`).toBe(0);
      }
    }
  });

  it('names every city and region in Georgian script for Georgian', () => {
    for (const table of ['city_translations', 'region_translations']) {
      const names = all<{ name: string; name_in: string; name_from: string }>(`SELECT name, name_in, name_from FROM ${table} WHERE locale = 'ka'`);
      expect(names.length).toBeGreaterThan(60);
      for (const row of names) for (const text of Object.values(row)) expect(text).toMatch(/^[\u10d0-\u10ff0-9 -]+$/);
    }
    expect(all('SELECT name, name_in, name_from FROM city_translations c JOIN cities ON cities.id = c.city_id WHERE slug = ? AND locale = ?', 'tbilisi', 'ka')).toEqual([
      { name: 'თბილისი', name_in: 'თბილისში', name_from: 'თბილისიდან' },
    ]);
  });

  it('keeps the blog bodies in English, Arabic, Russian and Spanish, and every other blog text in all languages', () => {
    for (const locale of CONTENT_LOCALES) {
      const bodies = textsOf('blog_post_translations', 'body_json', locale);
      const present = bodies.filter((body) => body !== null).length;
      expect(present, locale).toBe(['en', 'ar', 'ru', 'es'].includes(locale) ? bodies.length : 0);
    }
  });
});

describe('the brand', () => {
  const messages = (locale: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../libs/i18n/src/messages', `${locale}.json`), 'utf8')) as Record<string, string>;

  it.each(CONTENT_LOCALES)('is named in %s as the storefront names it', (locale) => {
    expect(BRAND[locale]).toBe(messages(locale)['app.brand']);
  });

  it('names the stores and the about-us page after the storefront, never after another brand', () => {
    for (const locale of CONTENT_LOCALES.filter((language) => language !== 'es')) {
      const stores = textsOf('store_translations', 'name', locale);
      expect(stores.every((name) => name?.includes(BRAND[locale])), locale).toBe(true);
      const [title] = all<{ title: string }>(
        "SELECT t.title FROM page_translations t JOIN pages p ON p.id = t.page_id WHERE p.slug = 'about-us' AND t.locale = ?",
        locale,
      );
      expect(title?.title, locale).toContain(BRAND[locale]);
    }
    // Spanish texts serve es and es_mx, whose storefronts name the brand differently: they name neither.
    const spanishBrands = [messages('es')['app.brand'], messages('es_mx')['app.brand']];
    for (const table of tables) {
      const columns = all<{ name: string }>('SELECT name FROM pragma_table_info(?) WHERE type = ?', table, 'TEXT').map((column) => column.name);
      for (const column of columns) {
        for (const brand of spanishBrands) expect(one(`SELECT count(*) FROM ${table} WHERE locale = 'es' AND instr(${column}, ?) > 0`, brand), `${table}.${column}`).toBe(0);
      }
    }
  });

  it('leaves no trace of another brand in any text, mail or picture', () => {
    const objects = all<{ name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%search%'");
    for (const { name } of objects) {
      const columns = all<{ name: string }>('SELECT name FROM pragma_table_info(?) WHERE type = ?', name, 'TEXT').map((column) => column.name);
      for (const column of columns) {
        expect(one(`SELECT count(*) FROM ${name} WHERE ${column} LIKE '%norrak%' OR ${column} LIKE '%نوراك%'`), `${name}.${column}`).toBe(0);
      }
    }
    const mails = all<{ email: string }>('SELECT email FROM stores').map((row) => row.email);
    expect(mails.every((mail) => mail.endsWith('@motors-equipment.example'))).toBe(true);
  });
});

describe('the texts update of an earlier seed', () => {
  it('knows where the texts of every translated table live', () => {
    const translated = all<{ name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE '%\\_translations' ESCAPE '\\'").map((row) => row.name);
    const covered = SEEDED_TEXT_OWNERS.flatMap((owner) => (owner.translations ?? []).map(([table]) => table));
    expect(new Set(covered)).toEqual(new Set(translated));
  });
});

describe('the seed code', () => {
  it('never draws from Math.random or the clock: its only variety is the seeded generator', () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
    }
  });
});
