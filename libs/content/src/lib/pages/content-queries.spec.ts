// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiRequestError, loadApiClient, type ApiExtra } from '@storefront/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersQuery } from '../banners/banners.query';
import { pageBySlugQuery } from './page-by-slug.query';

const image = (path: string, width: number, height: number) => ({ path, width, height, alt: 'Enduro' });
const PAGE = {
  id: 2,
  slug: 'cookie-policy',
  title: 'سياسة ملفات تعريف الارتباط',
  metaDescription: 'ملفات تعريف الارتباط',
  updatedAt: '2026-11-01T10:00:00.000Z',
  body: [{ type: 'paragraph', text: 'نص' }],
};
const BANNER = {
  id: 1,
  slug: 'hero-enduro-season',
  placement: 'home-hero',
  position: 10,
  title: 'Enduro season is open',
  subtitle: 'Raptor and Ridgeback at 10 % off.',
  cta: 'Choose your enduro',
  link: '/catalog/motorcycles/?offers.slug=enduro-season',
  theme: 'dark',
  images: {
    desktop: image('/banners/a-desktop.svg', 1920, 640),
    tablet: image('/banners/a-tablet.svg', 1024, 512),
    mobile: image('/banners/a-mobile.svg', 750, 900),
  },
};

/** A small real backend: the answers of the reference API for the paths these queries call. */
const answers: Record<string, { status: number; body: unknown }> = {
  '/ae/api/pages/slug/cookie-policy?locale=ar': { status: 200, body: PAGE },
  '/ae/api/pages/slug/terms-of-service?locale=en': { status: 200, body: { ...PAGE, body: 'not blocks' } },
  '/ae/api/banners?locale=en&placement=home-hero': {
    status: 200,
    body: { items: [BANNER], totalItems: 1, page: 1, itemsPerPage: 30 },
  },
};
let server: Server;
let api: ApiExtra;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, body: { error: 'Not Found', message: request.url } };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = { apiClientFor: (region) => loadApiClient({ baseURL: `${origin}/${region}/api`, retries: 0 }) };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('pageBySlugQuery', () => {
  it('loads the page of a slug in the language asked for', async () => {
    const page = await client().fetchQuery(pageBySlugQuery(api, { region: 'ae', locale: 'ar', slug: 'cookie-policy' }));
    expect(page.title).toBe('سياسة ملفات تعريف الارتباط');
    expect(page.body).toEqual([{ type: 'paragraph', text: 'نص' }]);
  });

  it('keys the cache by region, language and slug', () => {
    expect(pageBySlugQuery(api, { region: 'om', locale: 'en', slug: 'privacy-policy' }).queryKey).toEqual([
      'content',
      'om',
      'en',
      'page',
      'privacy-policy',
    ]);
  });

  it('rejects with the backend status when the page is missing', async () => {
    const failure = client().fetchQuery(pageBySlugQuery(api, { region: 'ae', locale: 'en', slug: 'nowhere' }));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ apiError: { status: 404 } });
  });

  it('rejects an answer that is not a page instead of rendering it', async () => {
    const failure = client().fetchQuery(pageBySlugQuery(api, { region: 'ae', locale: 'en', slug: 'terms-of-service' }));
    await expect(failure).rejects.toMatchObject({ apiError: { status: 'PARSING_ERROR' } });
  });
});

describe('bannersQuery', () => {
  it('loads the banners of a placement', async () => {
    const banners = await client().fetchQuery(bannersQuery(api, { region: 'ae', locale: 'en', placement: 'home-hero' }));
    expect(banners.items.map((banner) => banner.slug)).toEqual(['hero-enduro-season']);
    expect(banners.items[0]?.images.mobile.path).toBe('/banners/a-mobile.svg');
  });
});
