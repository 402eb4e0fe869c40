import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  badgeSchema,
  bookingCreatedSchema,
  bookingSchema,
  bookingSlotsSchema,
  bannerSchema,
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  categoryDetailSchema,
  categoryFiltersSchema,
  categorySchema,
  citySchema,
  comparisonCategorySchema,
  comparisonProductSchema,
  dealSchema,
  initOffersSchema,
  initSchema,
  initShopSchema,
  listSchema,
  mapSiteSchema,
  newsSchema,
  newsSummarySchema,
  offerDetailSchema,
  offerSchema,
  orderSchema,
  pageSchema,
  pageSummarySchema,
  productDetailSchema,
  productStoresSchema,
  productListSchema,
  productListV2Schema,
  quotationSchema,
  regionListSchema,
  regionSchema,
  serviceArticleSchema,
  serviceInitSchema,
  serviceLogSchema,
  serviceSearchSchema,
  serviceSectionSchema,
  sitemapUrlSchema,
  storeSchema,
  taxonomyDetailSchema,
  taxonomySchema,
} from '@storefront/api-client/contract';
import { httpClient } from './testing/http';
import { makeTempDir, startTestServer, type TestServer } from './testing/test-server';

/**
 * Every endpoint of SPEC §7, called over real HTTP: the happy answer must match its zod schema,
 * a missing thing is a JSON 404 and a bad query a JSON 400 (apiErrorSchema). Behaviour in detail
 * is tested beside each resource; this table proves the whole surface keeps the contract.
 */
const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;
let storeUuid = '';

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'contract.sqlite'));
  http = httpClient(server);
  const stores = await http.getOk('/ae/api/stores?itemsPerPage=1', listSchema(storeSchema));
  storeUuid = stores.body.items[0]?.uuid ?? '';
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

interface Endpoint {
  path: () => string;
  schema: z.ZodType;
  /** A lookup that finds nothing (or, for lists, an unknown country). */
  missing: string;
  /** A malformed query. */
  bad: string;
}

const A = '/ae/api';
const endpoints: Record<string, Endpoint> = {
  'GET /regions': { path: () => `${A}/regions?itemsPerPage=999`, schema: regionListSchema, missing: '/xx/api/regions', bad: `${A}/regions?page=0` },
  'GET /regions/{id}': { path: () => `${A}/regions/1`, schema: regionSchema, missing: `${A}/regions/99999`, bad: `${A}/regions/1?locale[]=ru` },
  'GET /cities': { path: () => `${A}/cities?itemsPerPage=999`, schema: listSchema(citySchema), missing: '/xx/api/cities', bad: `${A}/cities?itemsPerPage=abc` },
  'GET /stores': {
    path: () => `${A}/stores?region.slug=dubai&itemsPerPage=999`,
    schema: listSchema(storeSchema),
    missing: '/xx/api/stores',
    bad: `${A}/stores?region.slug[]=dubai`,
  },
  'GET /stores/uuid/{uuid}': {
    path: () => `${A}/stores/uuid/${storeUuid}`,
    schema: storeSchema,
    missing: `${A}/stores/uuid/00000000-0000-4000-8000-000000000000`,
    bad: `${A}/stores/uuid/${storeUuid}?locale[a]=1`,
  },
  'GET /stores/with-product/{productId}': {
    path: () => `${A}/stores/with-product/1`,
    schema: productStoresSchema,
    missing: `${A}/stores/with-product/999999`,
    bad: `${A}/stores/with-product/1?locale[]=en`,
  },
  'GET /bookings/slots': {
    path: () => `${A}/bookings/slots?store=${storeUuid}&date=2026-11-23`,
    schema: bookingSlotsSchema,
    missing: `${A}/bookings/slots?store=00000000-0000-4000-8000-000000000000&date=2026-11-23`,
    bad: `${A}/bookings/slots?store=${storeUuid}&date[]=2026-11-23`,
  },
  'GET /init': { path: () => `${A}/init`, schema: initSchema, missing: '/xx/api/init', bad: `${A}/init?locale[]=en` },
  'GET /init/shop': { path: () => `${A}/init/shop`, schema: initShopSchema, missing: '/xx/api/init/shop', bad: `${A}/init/shop?locale[]=en` },
  'GET /init/offers': { path: () => `${A}/init/offers`, schema: initOffersSchema, missing: '/xx/api/init/offers', bad: `${A}/init/offers?locale[]=en` },
  'GET /map/site': { path: () => `${A}/map/site`, schema: mapSiteSchema, missing: '/xx/api/map/site', bad: `${A}/map/site/extra` },
  'GET /sitemap/sitemap-urls': {
    path: () => `${A}/sitemap/sitemap-urls?itemsPerPage=999`,
    schema: listSchema(sitemapUrlSchema),
    missing: '/xx/api/sitemap/sitemap-urls',
    bad: `${A}/sitemap/sitemap-urls?page=-1`,
  },
  'GET /v2/service/init': { path: () => `${A}/v2/service/init`, schema: serviceInitSchema, missing: '/xx/api/v2/service/init', bad: `${A}/v2/service/init?locale[]=x` },
  'GET /blog_posts': { path: () => `${A}/blog_posts`, schema: listSchema(blogPostSummarySchema), missing: '/xx/api/blog_posts', bad: `${A}/blog_posts?order[publishedAt]=sideways` },
  'GET /blog_posts/slug/{slug}': {
    path: () => `${A}/blog_posts/slug/how-to-choose-your-first-enduro`,
    schema: blogPostSchema,
    missing: `${A}/blog_posts/slug/nope`,
    bad: `${A}/blog_posts/slug/how-to-choose-your-first-enduro?locale[]=ru`,
  },
  'GET /blog_categories': { path: () => `${A}/blog_categories`, schema: listSchema(blogCategorySchema), missing: '/xx/api/blog_categories', bad: `${A}/blog_categories?page=x` },
  'GET /blog_categories/slug/{slug}': {
    path: () => `${A}/blog_categories/slug/maintenance`,
    schema: blogCategorySchema,
    missing: `${A}/blog_categories/slug/nope`,
    bad: `${A}/blog_categories/slug/maintenance?locale[]=1`,
  },
  'GET /blog_categories/{id}': { path: () => `${A}/blog_categories/1`, schema: blogCategorySchema, missing: `${A}/blog_categories/999`, bad: `${A}/blog_categories/1?locale[]=1` },
  'GET /offers': { path: () => `${A}/offers`, schema: listSchema(offerSchema), missing: '/xx/api/offers', bad: `${A}/offers?active=maybe` },
  'GET /offers/slug/{slug}': { path: () => `${A}/offers/slug/enduro-season`, schema: offerDetailSchema, missing: `${A}/offers/slug/nope`, bad: `${A}/offers/slug/enduro-season?locale[]=1` },
  'GET /offers/{id}': { path: () => `${A}/offers/1`, schema: offerDetailSchema, missing: `${A}/offers/999`, bad: `${A}/offers/1?locale[]=1` },
  'GET /v2/products/': {
    path: () => `${A}/v2/products/?category=motorcycles&order[price]=asc`,
    schema: productListV2Schema,
    missing: `${A}/v2/products/?category=nope`,
    bad: `${A}/v2/products/?price[between]=abc`,
  },
  'GET /products/': { path: () => `${A}/products/?badges[]=sale`, schema: productListSchema, missing: `${A}/products/?category=999`, bad: `${A}/products/?order[price]=up` },
  'GET /products/slug/{slug}': { path: () => `${A}/products/slug/raptor-250`, schema: productDetailSchema, missing: `${A}/products/slug/nope`, bad: `${A}/products/slug/raptor-250?locale[]=1` },
  'GET /products/{id}': { path: () => `${A}/products/1`, schema: productDetailSchema, missing: `${A}/products/999999`, bad: `${A}/products/1?locale[]=1` },
  'GET /products/search': { path: () => `${A}/products/search?q=raptor`, schema: productListSchema, missing: `${A}/products/search?q=raptor&category=nope`, bad: `${A}/products/search` },
  'GET /categories': { path: () => `${A}/categories?itemsPerPage=999`, schema: listSchema(categorySchema), missing: '/xx/api/categories', bad: `${A}/categories?level=4` },
  'GET /categories/hidden': { path: () => `${A}/categories/hidden`, schema: listSchema(categorySchema), missing: '/xx/api/categories/hidden', bad: `${A}/categories/hidden?page=0` },
  'GET /categories/slug/{slug}': {
    path: () => `${A}/categories/slug/motorcycles/off-road-motorcycles/enduro`,
    schema: categoryDetailSchema,
    missing: `${A}/categories/slug/nope`,
    bad: `${A}/categories/slug/motorcycles?locale[]=1`,
  },
  'GET /categories/{id}': { path: () => `${A}/categories/1`, schema: categoryDetailSchema, missing: `${A}/categories/999`, bad: `${A}/categories/1?locale[]=1` },
  'GET /categories/{id}/filters': { path: () => `${A}/categories/1/filters`, schema: categoryFiltersSchema, missing: `${A}/categories/999/filters`, bad: `${A}/categories/1/filters?locale[]=1` },
  'GET /news': { path: () => `${A}/news`, schema: listSchema(newsSummarySchema), missing: '/xx/api/news', bad: `${A}/news?itemsPerPage=0` },
  'GET /news/slug/{slug}': { path: () => `${A}/news/slug/riyadh-flagship-showroom`, schema: newsSchema, missing: `${A}/news/slug/nope`, bad: `${A}/news/slug/riyadh-flagship-showroom?locale[]=1` },
  'GET /news/{id}': { path: () => `${A}/news/1`, schema: newsSchema, missing: `${A}/news/999`, bad: `${A}/news/1?locale[]=1` },
  'GET /taxonomies': { path: () => `${A}/taxonomies`, schema: listSchema(taxonomySchema), missing: '/xx/api/taxonomies', bad: `${A}/taxonomies?page=1.5` },
  'GET /taxonomies/{slug}': { path: () => `${A}/taxonomies/first-bike`, schema: taxonomyDetailSchema, missing: `${A}/taxonomies/nope`, bad: `${A}/taxonomies/first-bike?locale[]=1` },
  'GET /pages': { path: () => `${A}/pages`, schema: listSchema(pageSummarySchema), missing: '/xx/api/pages', bad: `${A}/pages?page=abc` },
  'GET /pages/slug/{slug}': { path: () => `${A}/pages/slug/about-us`, schema: pageSchema, missing: `${A}/pages/slug/nope`, bad: `${A}/pages/slug/about-us?locale[]=1` },
  'GET /pages/{id}': { path: () => `${A}/pages/1`, schema: pageSchema, missing: `${A}/pages/999`, bad: `${A}/pages/1?locale[]=1` },
  'GET /badges': { path: () => `${A}/badges`, schema: listSchema(badgeSchema), missing: '/xx/api/badges', bad: `${A}/badges?page=0` },
  'GET /badges/text/{text}': { path: () => `${A}/badges/text/sale`, schema: badgeSchema, missing: `${A}/badges/text/nope`, bad: `${A}/badges/text/sale?locale[]=1` },
  'GET /badges/{id}': { path: () => `${A}/badges/1`, schema: badgeSchema, missing: `${A}/badges/999`, bad: `${A}/badges/1?locale[]=1` },
  'GET /banners': { path: () => `${A}/banners`, schema: listSchema(bannerSchema), missing: '/xx/api/banners', bad: `${A}/banners?placement=sidebar` },
  'GET /comparison/categories': {
    path: () => `${A}/comparison/categories`,
    schema: listSchema(comparisonCategorySchema),
    missing: '/xx/api/comparison/categories',
    bad: `${A}/comparison/categories?page=0`,
  },
  'GET /comparison/products/{slug}': {
    path: () => `${A}/comparison/products/raptor-250`,
    schema: comparisonProductSchema,
    missing: `${A}/comparison/products/nope`,
    bad: `${A}/comparison/products/raptor-250?locale[]=1`,
  },
  'GET /v2/service/search/': { path: () => `${A}/v2/service/search/?q=warranty`, schema: serviceSearchSchema, missing: '/xx/api/v2/service/search/?q=x', bad: `${A}/v2/service/search/?q=%20` },
  'GET /v2/service/articles/{slug}': {
    path: () => `${A}/v2/service/articles/how-to-place-an-order?section=orders-and-delivery`,
    schema: serviceArticleSchema,
    missing: `${A}/v2/service/articles/how-to-place-an-order?section=warranty`,
    bad: `${A}/v2/service/articles/how-to-place-an-order?section[]=x`,
  },
  'GET /v2/service/sections/{slug}': { path: () => `${A}/v2/service/sections/warranty`, schema: serviceSectionSchema, missing: `${A}/v2/service/sections/nope`, bad: `${A}/v2/service/sections/warranty?locale[]=1` },
};

describe.each(Object.entries(endpoints))('%s', (_name, endpoint) => {
  it('answers in the contract shape', async () => {
    await http.getOk(endpoint.path(), endpoint.schema);
  });

  it('answers a missing thing with a JSON 404', async () => {
    await http.getError(endpoint.missing, 404);
  });

  it('answers bad input with a JSON 400 or 404', async () => {
    const response = await fetch(http.url(endpoint.bad));
    expect([400, 404], endpoint.bad).toContain(response.status);
    await http.expectError(response, response.status, endpoint.bad);
  });
});

describe('writes', () => {
  const cart = [
    { product_id: 1, quantity: 1 },
    { product_id: 2, quantity: 2, warranty: 'pro' },
  ];

  it('POST /quotation/get answers the contract, 422 for a bad line, 400 for malformed JSON', async () => {
    await http.postOk(`${A}/quotation/get`, { cart }, quotationSchema);
    await http.postError(`${A}/quotation/get`, { cart: [{ product_id: 1, quantity: 0 }] }, 422);
    await http.postError(`${A}/quotation/get`, '{"cart": [', 400);
  });

  it('POST /orders and GET /orders/{slug} answer the contract, 404 for an unknown slug', async () => {
    const order = {
      cart,
      customer: { name: 'Layla Haddad', phone: '+971 50 123 4567' },
      delivery: { method: 'pickup', storeUuid },
      paymentMethod: 'card-in-store',
    };
    const { body } = await http.postOk(`${A}/orders`, order, orderSchema, { 'Idempotency-Key': 'contract-1' }, 201);
    await http.getOk(`${A}/orders/${body.slug}`, orderSchema);
    await http.getError(`${A}/orders/aaaaaaaaaaaaaaaaaaaaaaaa`, 404);
    await http.postError(`${A}/orders`, { ...order, customer: { name: 'L', phone: '1' } }, 422);
  });

  it('POST /deal/add/ answers the contract, 422 for a bad phone', async () => {
    await http.postOk(`${A}/deal/add/`, { formToken: 'demo-form-ae', name: 'Omar', phone: '050 123 4567' }, dealSchema, {}, 201);
    await http.postError(`${A}/deal/add/`, { formToken: 'demo-form-ae', name: 'Omar', phone: '12' }, 422);
  });

  it('POST /bookings, GET /bookings/{id} and its cancel answer the contract, 422 for a slot in the past, 404 for a wrong token', async () => {
    const visit = { kind: 'showroom_visit', store: storeUuid, start: '2026-11-23T06:00:00.000Z', name: 'Omar', phone: '050 123 4567' };
    const { body } = await http.postOk(`${A}/bookings`, visit, bookingCreatedSchema, { 'Idempotency-Key': 'contract-booking' }, 201);
    await http.getOk(`${A}/bookings/${body.booking.id}?token=${body.cancelToken}`, bookingSchema);
    await http.postOk(`${A}/bookings/${body.booking.id}/cancel`, { token: body.cancelToken }, bookingSchema);
    await http.getError(`${A}/bookings/${body.booking.id}?token=${'x'.repeat(43)}`, 404);
    await http.postError(`${A}/bookings`, { ...visit, start: '2026-11-21T06:00:00.000Z' }, 422);
  });

  it('POST /v2/service/log answers the contract, 422 for a bad level', async () => {
    await http.postOk(`${A}/v2/service/log`, { level: 'error', message: 'Chunk failed to load' }, serviceLogSchema, {}, 201);
    await http.postError(`${A}/v2/service/log`, { level: 'panic', message: 'x' }, 422);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});
