import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blogPostSchema, listSchema, blogPostSummarySchema } from '@storefront/api-client/contract';
import { httpClient } from './testing/http';
import { makeTempDir, startTestServer, type TestServer } from './testing/test-server';

/**
 * Every language of the storefront gets the texts of the answers a page is made of in that language,
 * over HTTP: what a shopper of /ge_ka/, /uz_uz/, /ma_fr/ or /br_pt/ reads. Texts are compared with
 * the same answer in English, field by field; a field that Russian leaves as in English too (a model
 * name, a code, a unit) is not a translation to check.
 */
const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'content-locales.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

/** The keys of shopper-facing texts in the answers (not slugs, paths, links, codes or mails). */
const TEXT_KEYS = new Set([
  'title',
  'name',
  'description',
  'shortDescription',
  'subtitle',
  'cta',
  'excerpt',
  'conditions',
  'summary',
  'text',
  'items',
  'label',
  'alt',
  'address',
  'metaDescription',
  'regionName',
  'fullRegionName',
  'nameIn',
  'nameFrom',
]);

/** Each text of an answer with where it is (`items.0.title`), in document order. */
function textsOf(value: unknown, path = '', key = ''): [string, string][] {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`, key === 'items' ? 'items' : ''));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textsOf(item, `${path}.${name}`, name));
  return [];
}

const PAGE_ANSWERS = [
  '/init',
  '/init/offers',
  '/categories?itemsPerPage=999',
  '/products?category=enduro',
  '/products/slug/raptor-125',
  '/v2/products/?category=motorcycles',
  '/banners?placement=home-hero',
  '/offers',
  '/taxonomies',
  '/regions',
  '/cities',
  '/stores',
  '/v2/service/init',
  '/v2/service/articles/how-to-place-an-order',
  '/pages/slug/about-us',
  '/blog_posts',
  '/blog_categories',
  '/news',
];

/**
 * Every text the database holds in a language (block texts included): a text the same as the
 * English is a translation where the language writes it so (`Enduro`, `Madrid`).
 */
function storedTexts(locale: string): Set<string> {
  const texts = new Set<string>();
  const tables = server.db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE '%_translations'").pluck().all();
  for (const table of tables) {
    for (const row of server.db.prepare<[string], Record<string, unknown>>(`SELECT * FROM ${table} WHERE locale = ?`).all(locale)) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        if (!column.endsWith('_json')) texts.add(value);
        else for (const [, text] of textsOf(JSON.parse(value) as unknown, '', 'items')) texts.add(text);
      }
    }
  }
  return texts;
}

const get = async (path: string, locale: string) => {
  const response = await fetch(`${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`);
  expect(response.status, path).toBe(200);
  return { language: response.headers.get('content-language'), texts: textsOf(await response.json()) };
};

describe.each([
  ['ge', 'ka', /[\u10a0-\u10ff]/],
  ['uz', 'uz', /[a-zʻ]/i],
  ['ma', 'fr', /[a-zéèàç]/i],
  ['br', 'pt', /[a-zãçõé]/i],
])('/%s/api answers in %s', (country, locale, script) => {
  it.each(PAGE_ANSWERS)(`%s`, async (path) => {
    const [english, russian, local] = await Promise.all(['en', 'ru', locale].map((language) => get(`/${country}/api${path}`, language)));
    expect(local?.language).toBe(locale);
    const englishAt = new Map(english?.texts);
    const russianAt = new Map(russian?.texts);
    const own = storedTexts(locale);
    const untranslated = (local?.texts ?? []).filter(([where, text]) => {
      const source = englishAt.get(where);
      // Left as in English by every language: a model name, a code, a unit, a figure.
      if (source === russianAt.get(where)) return false;
      if (!script.test(text)) return true;
      // The same as the English only where the language writes it so itself (`Enduro`, or `85 cc`
      // where it writes the unit as English does).
      return text === source && !own.has(text) && !own.has(text.replace(/^[\d.,–-]+ /, ''));
    });
    expect(untranslated).toEqual([]);
    expect(local?.texts.length).toBe(english?.texts.length);
  });
});

describe('a storefront locale', () => {
  it('reads its language’s texts: es_mx reads Spanish, ka_GE Georgian, and the header when no ?locale= is sent', async () => {
    const title = async (path: string, headers: Record<string, string> = {}) =>
      (await http.getOk(path, z.object({ title: z.string() }), headers)).body.title;
    expect(await title('/mx/api/categories/slug/motorcycles?locale=es_mx')).toBe('Motocicletas');
    expect(await title('/ge/api/categories/slug/motorcycles?locale=ka-GE')).toBe('მოტოციკლები');
    expect(await title('/uz/api/categories/slug/motorcycles', { 'Accept-Language': 'uz-Latn-UZ,ru;q=0.5' })).toBe('Mototsikllar');
  });
});

describe('blog bodies', () => {
  it('say which language they are written in: the request’s, or English where a post has no body in it', async () => {
    const path = '/ge/api/blog_posts/slug/how-to-choose-your-first-enduro';
    const georgian = (await http.getOk(`${path}?locale=ka`, blogPostSchema)).body;
    const english = (await http.getOk(`${path}?locale=en`, blogPostSchema)).body;
    expect(georgian.title).toBe('როგორ ავირჩიოთ პირველი ენდურო მოტოციკლი');
    expect(georgian.body).toEqual(english.body);
    expect(georgian.bodyLanguage).toBe('en');
    expect(english.bodyLanguage).toBe('en');
    expect((await http.getOk(`${path}?locale=ru`, blogPostSchema)).body.bodyLanguage).toBe('ru');
    expect((await http.getOk(`${path}?locale=es_mx`, blogPostSchema)).body.bodyLanguage).toBe('es');
    // The list's titles and excerpts are in every language.
    const list = (await http.getOk('/ge/api/blog_posts?locale=ka&itemsPerPage=999', listSchema(blogPostSummarySchema))).body;
    expect(list.items.every((post) => /[\u10a0-\u10ff]/.test(post.title) && /[\u10a0-\u10ff]/.test(post.excerpt))).toBe(true);
  });
});
