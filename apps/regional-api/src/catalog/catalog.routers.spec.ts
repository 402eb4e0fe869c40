import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  badgeSchema,
  categoryDetailSchema,
  categoryFiltersSchema,
  categorySchema,
  comparisonCategorySchema,
  comparisonProductSchema,
  listSchema,
  offerDetailSchema,
  offerSchema,
  taxonomyDetailSchema,
  taxonomySchema,
} from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'catalog.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const categories = listSchema(categorySchema);

describe('categories', () => {
  it('lists the visible tree flat, roots first, with product counts of the country', async () => {
    const { body } = await http.getOk('/ae/api/categories?itemsPerPage=999', categories);
    expect(body.items.every((category) => !category.hidden)).toBe(true);
    expect(body.items.filter((category) => category.level === 1).map((category) => category.slug)).toHaveLength(8);
    expect(body.items.find((category) => category.slug === 'motorcycles')).toMatchObject({ level: 1, parentId: null, productsCount: 59 });
    expect(body.items.find((category) => category.slug === 'enduro')).toMatchObject({ level: 3, path: 'motorcycles/off-road-motorcycles/enduro', productsCount: 7 });
  });

  it('filters by level, parent and parent.slug', async () => {
    const level2 = (await http.getOk('/ae/api/categories?level=2&itemsPerPage=999', categories)).body;
    expect(level2.items.every((category) => category.level === 2)).toBe(true);
    const children = (await http.getOk('/ae/api/categories?parent.slug=motorcycles', categories)).body;
    expect(children.items.map((category) => category.slug)).toEqual(['off-road-motorcycles', 'road-motorcycles']);
    expect((await http.getOk('/ae/api/categories?parent=1', categories)).body.items).toEqual(children.items);
    expect((await http.getOk('/ae/api/categories?parent.slug=nope', categories)).body.totalItems).toBe(0);
  });

  it('keeps hidden categories apart, under /categories/hidden', async () => {
    const { body } = await http.getOk('/ae/api/categories/hidden', categories);
    expect(body.items.map((category) => category.slug)).toEqual(['special-series', 'ex-demo']);
    expect(body.items.every((category) => category.hidden)).toBe(true);
  });

  it('finds a category by id, slug or full path, with its ancestors and children', async () => {
    const bySlug = (await http.getOk('/ae/api/categories/slug/off-road-motorcycles', categoryDetailSchema)).body;
    expect(bySlug.ancestors.map((a) => a.slug)).toEqual(['motorcycles']);
    expect(bySlug.children.map((c) => c.slug)).toEqual(['enduro', 'motocross', 'pit-bikes']);
    expect((await http.getOk('/ae/api/categories/slug/motorcycles/off-road-motorcycles', categoryDetailSchema)).body).toEqual(bySlug);
    expect((await http.getOk(`/ae/api/categories/${bySlug.id}`, categoryDetailSchema)).body).toEqual(bySlug);
    // A chain of slugs that is not the real path finds nothing.
    await http.getError('/ae/api/categories/slug/scooters/off-road-motorcycles', 404);
  });

  it('translates titles (Arabic)', async () => {
    const { body, response } = await http.getOk('/ae/api/categories/1?locale=ar', categoryDetailSchema);
    expect(body.title).toBe('دراجات نارية');
    expect(response.headers.get('content-language')).toBe('ar');
  });

  it('gives the filters of a category: price range, badges, offers and characteristic options with counts', async () => {
    const { body } = await http.getOk('/es/api/categories/1/filters?locale=es', categoryFiltersSchema);
    expect(body).toMatchObject({ categoryId: 1, currency: 'EUR', fractionDigits: 2 });
    const cooling = body.characteristics.find((c) => c.key === 'cooling');
    expect(cooling).toMatchObject({ name: 'Refrigeración', type: 'string' });
    expect(cooling?.options.reduce((sum, option) => sum + option.count, 0)).toBe(59);
    const displacement = body.characteristics.find((c) => c.key === 'displacement');
    expect(displacement?.options[0]).toMatchObject({ value: '85', label: '85 cc' });
    const values = displacement?.options.map((option) => Number(option.value)) ?? [];
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('badges', () => {
  it('lists the five badges in order and finds one by text or id', async () => {
    const { body } = await http.getOk('/ae/api/badges?locale=ru', listSchema(badgeSchema));
    expect(body.items.map((badge) => [badge.text, badge.title])).toEqual([
      ['best-seller', 'Хит продаж'],
      ['new', 'Новинка'],
      ['sale', 'Скидка'],
      ['limited-stock', 'Осталось мало'],
      ['pre-order', 'Предзаказ'],
    ]);
    const sale = (await http.getOk('/ae/api/badges/text/sale', badgeSchema)).body;
    expect((await http.getOk(`/ae/api/badges/${sale.id}`, badgeSchema)).body).toEqual(sale);
  });
});

describe('offers', () => {
  it('lists the offers of the country, running or not, and filters with active', async () => {
    const all = (await http.getOk('/ae/api/offers', listSchema(offerSchema))).body;
    expect(all.items.map((offer) => [offer.slug, offer.active])).toContainEqual(['black-friday-2025', false]);
    const running = (await http.getOk('/ae/api/offers?active=true', listSchema(offerSchema))).body;
    expect(running.items.every((offer) => offer.active)).toBe(true);
    expect(running.totalItems).toBe(all.totalItems - 1);
    expect((await http.getOk('/ae/api/offers?active=false', listSchema(offerSchema))).body.items.map((offer) => offer.slug)).toEqual(['black-friday-2025']);
  });

  it('runs some offers only in some countries', async () => {
    const kz = (await http.getOk('/kz/api/offers', listSchema(offerSchema))).body.items.map((offer) => offer.slug);
    expect(kz).not.toContain('on-the-water');
    await http.getError('/kz/api/offers/slug/on-the-water', 404);
  });

  it('gives an offer with its products and the catalogue filter that lists them', async () => {
    const { body } = await http.getOk('/ae/api/offers/slug/gear-up', offerDetailSchema);
    expect(body).toMatchObject({ discountPercent: 20, filterQueryString: 'offers.slug=gear-up', productsCount: 14 });
    expect(body.productIds).toHaveLength(14);
    expect((await http.getOk(`/ae/api/offers/${body.id}`, offerDetailSchema)).body).toEqual(body);
  });
});

describe('taxonomies', () => {
  it('lists collections and gives one with its products in order', async () => {
    const { body } = await http.getOk('/ae/api/taxonomies', listSchema(taxonomySchema));
    expect(body.items.map((taxonomy) => taxonomy.slug)).toEqual(['first-bike', 'off-grid', 'farm-and-ranch', 'weekend-on-the-water', 'city-commute', 'service-essentials']);
    const detail = (await http.getOk('/ae/api/taxonomies/city-commute?locale=es', taxonomyDetailSchema)).body;
    expect(detail).toMatchObject({ title: 'Movilidad urbana', kind: 'collection', productsCount: 12 });
    expect(detail.products).toHaveLength(12);
    expect(detail.products[0]?.currency).toBe('AED');
  });
});

describe('comparison', () => {
  it('lists top categories with their leaf categories and products', async () => {
    const { body } = await http.getOk('/ae/api/comparison/categories', listSchema(comparisonCategorySchema));
    expect(body.totalItems).toBe(8);
    const motorcycles = body.items[0];
    expect(motorcycles).toMatchObject({ slug: 'motorcycles', active: true });
    expect(motorcycles?.subCategories.map((sub) => sub.slug)).toEqual(['enduro', 'motocross', 'pit-bikes', 'naked', 'adventure-touring', 'cruisers']);
    expect(motorcycles?.subCategories[0]?.products).toHaveLength(7);
    const one = (await http.getOk('/ae/api/comparison/categories?category=generators', listSchema(comparisonCategorySchema))).body;
    expect(one.items.map((item) => item.slug)).toEqual(['generators']);
  });

  it('gives a product with its characteristics', async () => {
    const { body } = await http.getOk('/ae/api/comparison/products/quietline-2000i', comparisonProductSchema);
    expect(body.characteristics.find((c) => c.key === 'outlets')?.value).toEqual([
      { name: '230 V outlet', value: 2 },
      { name: '12 V DC output', value: 1 },
      { name: 'USB port', value: 2 },
    ]);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});
