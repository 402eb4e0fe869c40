import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceArticleSchema, serviceInitSchema, serviceLogSchema, serviceSearchSchema, serviceSectionSchema } from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'service.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

describe('GET /:country/api/v2/service/init', () => {
  it('gives the support centre: general block with the country’s contacts, and sections with articles', async () => {
    const { body } = await http.getOk('/sa/api/v2/service/init', serviceInitSchema);
    expect(body.general).toMatchObject({ title: 'How can we help?', phone: '+966114601200', email: 'sa@motors-equipment.example' });
    expect(body.sections.map((section) => section.slug)).toEqual([
      'orders-and-delivery',
      'payment',
      'warranty',
      'service-and-maintenance',
      'returns',
      'using-your-product',
    ]);
    expect(body.sections.reduce((sum, section) => sum + section.articles.length, 0)).toBeGreaterThanOrEqual(30);
    expect(body.general.popularArticles.every((article) => article.popular)).toBe(true);
  });
});

describe('GET /:country/api/v2/service/sections/{slug} and articles/{slug}', () => {
  it('gives a section with its articles in order', async () => {
    const { body } = await http.getOk('/ae/api/v2/service/sections/warranty?locale=ru', serviceSectionSchema);
    expect(body.title).toBe('Гарантия');
    expect(body.articles[0]).toMatchObject({ slug: 'warranty-coverage', title: 'Что покрывает гарантия' });
  });

  it('gives an article with its section and the other articles of that section', async () => {
    const { body } = await http.getOk('/ae/api/v2/service/articles/return-policy?section=returns', serviceArticleSchema);
    expect(body.section.slug).toBe('returns');
    expect(body.related.map((article) => article.slug)).not.toContain('return-policy');
    expect(body.related.length).toBeGreaterThan(0);
    // Without ?section= the article is found anyway; with the wrong one it is not.
    await http.getOk('/ae/api/v2/service/articles/return-policy', serviceArticleSchema);
    await http.getError('/ae/api/v2/service/articles/return-policy?section=payment', 404);
  });
});

describe('an article without a text in the request’s language (issue 27)', () => {
  it('is answered in English and says so (`bodyLanguage`); one with it names the request’s language', async () => {
    const ka = (await http.getOk('/ge/api/v2/service/articles/first-start?locale=ka', serviceArticleSchema)).body;
    expect(ka.bodyLanguage).toBe('ka');
    server.db
      .prepare("DELETE FROM service_article_translations WHERE locale = 'ka' AND article_id = (SELECT id FROM service_articles WHERE slug = 'running-in')")
      .run();
    const fallback = (await http.getOk('/ge/api/v2/service/articles/running-in?locale=ka', serviceArticleSchema)).body;
    expect(fallback.bodyLanguage).toBe('en');
    expect(fallback.title).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('GET /:country/api/v2/service/search/?q=', () => {
  it('finds articles in any language and answers in the request’s', async () => {
    const { body } = await http.getOk(`/ae/api/v2/service/search/?q=${encodeURIComponent('garantía')}`, serviceSearchSchema);
    expect(body.query).toBe('garantía');
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((item) => /[a-z]/i.test(item.title))).toBe(true);
    const arabic = (await http.getOk(`/ae/api/v2/service/search/?q=${encodeURIComponent('الضمان')}&locale=ar`, serviceSearchSchema)).body;
    expect(arabic.items[0]?.section.title).toMatch(/[\u0600-\u06ff]/);
  });

  it('matches word prefixes and pages the results', async () => {
    const all = (await http.getOk('/ae/api/v2/service/search/?q=warrant', serviceSearchSchema)).body;
    expect(all.totalItems).toBeGreaterThan(3);
    const page2 = (await http.getOk('/ae/api/v2/service/search/?q=warrant&itemsPerPage=2&page=2', serviceSearchSchema)).body;
    expect(page2.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
  });

  it('finds articles by any of the words, more of the words and title matches first (issue 27)', async () => {
    const search = async (q: string) => (await http.getOk(`/ae/api/v2/service/search/?q=${encodeURIComponent(q)}&itemsPerPage=50`, serviceSearchSchema)).body;
    const warranty = await search('warranty');
    expect(warranty.totalItems).toBe(9);
    // "abroad" is in no article: the warranty articles, not nothing.
    expect((await search('warranty abroad')).items.map((item) => item.slug)).toEqual(warranty.items.map((item) => item.slug));
    // Both words, both in its title ("Using the warranty in another country"), before those with one of them.
    const both = await search('country warranty');
    expect(both.items[0]?.slug).toBe('warranty-abroad');
    expect(both.totalItems).toBeGreaterThan(warranty.totalItems);
    // One word: the articles with it in their title first.
    const inTitle = warranty.items.map((item) => /warrant/i.test(item.title));
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    expect(inTitle).toContain(false);
  });

  it('answers nothing found with an empty list, and an empty query with a 400', async () => {
    expect((await http.getOk('/ae/api/v2/service/search/?q=zzzzqqq', serviceSearchSchema)).body).toMatchObject({ items: [], totalItems: 0 });
    await http.getError('/ae/api/v2/service/search/', 400);
    await http.getError('/ae/api/v2/service/search/?q=%2A%2A', 400);
  });
});

describe('POST /:country/api/v2/service/log', () => {
  it('stores the report with the country and the user agent cut to 500 characters', async () => {
    const { body } = await http.postOk(
      '/ae/api/v2/service/log',
      { level: 'warn', message: 'Failed to load messages for locale', url: '/ae_en/', context: { locale: 'en' } },
      serviceLogSchema,
      { 'User-Agent': `Mozilla/5.0 ${'x'.repeat(900)}` },
      201,
    );
    expect(body.receivedAt).toBe('2026-11-22T10:00:00.000Z');
    const row = server.db
      .prepare<[number], { country: string; level: string; context_json: string; user_agent: string }>('SELECT country, level, context_json, user_agent FROM service_logs WHERE id = ?')
      .get(body.id);
    expect(row).toMatchObject({ country: 'ae', level: 'warn', context_json: '{"locale":"en"}' });
    expect(row?.user_agent).toHaveLength(500);
  });

  it.each([
    [{ message: 'x' }, 'level'],
    [{ level: 'fatal', message: 'x' }, 'level'],
    [{ level: 'info', message: '' }, 'message'],
    [{ level: 'info', message: 'x', context: 'not an object' }, 'context'],
    [{ level: 'info', message: 'bell\u0007' }, 'message'],
    [{ level: 'info', message: 'x', url: 'http://localhost:3000/\u001b[2J' }, 'url'],
  ])('refuses %o with a 422 on %s', async (body, path) => {
    const error = await http.postError('/ae/api/v2/service/log', body, 422);
    expect(error.issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it('refuses a body over 16 KiB (413) and malformed JSON (400)', async () => {
    await http.postError('/ae/api/v2/service/log', { level: 'info', message: 'x'.repeat(17 * 1024) }, 413);
    await http.postError('/ae/api/v2/service/log', '{"level":', 400);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});
