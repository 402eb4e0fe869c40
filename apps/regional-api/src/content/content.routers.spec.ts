import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannerSchema,
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  listSchema,
  newsSchema,
  newsSummarySchema,
  pageSchema,
  pageSummarySchema,
} from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'content.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const posts = listSchema(blogPostSummarySchema);

describe('blog', () => {
  it('lists posts newest first, or oldest first with order[publishedAt]=asc', async () => {
    const newest = (await http.getOk('/ae/api/blog_posts?itemsPerPage=999', posts)).body;
    expect(newest.totalItems).toBeGreaterThanOrEqual(20);
    const dates = newest.items.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = (await http.getOk('/ae/api/blog_posts?itemsPerPage=999&order[publishedAt]=asc', posts)).body;
    expect(oldest.items.map((post) => post.id)).toEqual(newest.items.map((post) => post.id).reverse());
  });

  it('filters posts by category id or slug', async () => {
    const bySlug = (await http.getOk('/ae/api/blog_posts?category.slug=maintenance', posts)).body;
    expect(bySlug.items.every((post) => post.category.slug === 'maintenance')).toBe(true);
    const category = (await http.getOk('/ae/api/blog_categories/slug/maintenance', blogCategorySchema)).body;
    expect(category.postsCount).toBe(bySlug.totalItems);
    expect((await http.getOk(`/ae/api/blog_posts?category=${category.id}`, posts)).body).toEqual(bySlug);
  });

  it('gives a post with its body in the request language', async () => {
    const { body } = await http.getOk('/ae/api/blog_posts/slug/outboard-shaft-length?locale=es', blogPostSchema);
    expect(body.title).toBe('Cómo elegir la longitud de eje del fueraborda');
    expect(body.body[0]).toMatchObject({ type: 'paragraph', text: expect.stringMatching(/^Mide desde la parte superior/) });
  });

  it('lists categories with their post counts and finds one by id', async () => {
    const { body } = await http.getOk('/ae/api/blog_categories?locale=ar', listSchema(blogCategorySchema));
    expect(body.items.map((category) => category.title)).toEqual(['أدلة الشراء', 'الصيانة', 'قصص ومغامرات', 'الطاقة والحديقة']);
    expect(body.items.reduce((sum, category) => sum + category.postsCount, 0)).toBeGreaterThanOrEqual(20);
    expect((await http.getOk(`/ae/api/blog_categories/${body.items[0]?.id ?? 0}?locale=ar`, blogCategorySchema)).body).toEqual(body.items[0]);
  });
});

describe('news', () => {
  it('lists news newest first and finds an item by id or slug', async () => {
    const { body } = await http.getOk('/ae/api/news', listSchema(newsSummarySchema));
    expect(body.items[0]?.slug).toBe('model-year-2027-pre-orders');
    const bySlug = (await http.getOk('/ae/api/news/slug/model-year-2027-pre-orders?locale=ru', newsSchema)).body;
    expect(bySlug.title).toBe('Модели 2027 года: открыт предзаказ');
    expect((await http.getOk(`/ae/api/news/${bySlug.id}?locale=ru`, newsSchema)).body).toEqual(bySlug);
  });
});

describe('pages', () => {
  it('lists the four pages and gives each with its body', async () => {
    const { body } = await http.getOk('/ae/api/pages', listSchema(pageSummarySchema));
    expect(body.items.map((page) => page.slug)).toEqual(['about-us', 'cookie-policy', 'privacy-policy', 'terms-of-service']);
    for (const { slug, id } of body.items) {
      const page = (await http.getOk(`/ae/api/pages/slug/${slug}?locale=ar`, pageSchema)).body;
      expect(page.body.some((block) => block.type === 'heading')).toBe(true);
      expect((await http.getOk(`/ae/api/pages/${id}?locale=ar`, pageSchema)).body).toEqual(page);
    }
  });
});

describe('banners', () => {
  it('lists banners with images for each screen size, optionally of one placement', async () => {
    const all = (await http.getOk('/ae/api/banners', listSchema(bannerSchema))).body;
    expect(all.totalItems).toBe(5);
    const hero = (await http.getOk('/ae/api/banners?placement=home-hero', listSchema(bannerSchema))).body;
    expect(hero.items.map((banner) => banner.slug)).toEqual(['hero-enduro-season', 'hero-marlin-outboards', 'hero-off-grid']);
    expect(hero.items[0]?.images).toMatchObject({ desktop: { width: 1920, height: 640 }, tablet: { width: 1024 }, mobile: { width: 750, height: 900 } });
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});
