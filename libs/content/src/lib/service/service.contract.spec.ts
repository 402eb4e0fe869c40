// @vitest-environment node
import { ApiRequestError, loadApiClient, type ApiExtra } from '@storefront/api-client';
import { startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceInitQuery } from './service-init.query';
import { sendArticleFeedback, serviceArticleQuery, serviceSearchQuery, serviceSectionQuery } from './service.queries';

/**
 * The support centre's queries and its feedback against the real reference backend (apps/regional-api
 * on a freshly seeded database, faults enabled), through the API client and the response schemas.
 */
let backend: ReferenceBackend;
let api: ApiExtra;

/** Cold start on two busy cores: the backend seeds its database and draws its images first. */
const START_TIMEOUT_MS = 120_000;
const ae = { region: 'ae', locale: 'en' } as const;

beforeAll(async () => {
  backend = await startReferenceBackend({ faults: true });
  api = { apiClientFor: (region) => loadApiClient({ baseURL: `${backend.url}/${region}/api`, retries: 0 }) };
}, START_TIMEOUT_MS);

afterAll(() => backend?.stop());

afterEach(async () => {
  await fetch(`${backend.url}/__faults`, { method: 'DELETE' });
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

async function fault(rule: { path: string; method?: string; status: number }): Promise<void> {
  const answer = await fetch(`${backend.url}/__faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
  expect(answer.status).toBe(201);
}

describe('support centre queries', () => {
  it('loads the service data, a section and one of its articles in the asked language', async () => {
    const queries = client();
    const init = await queries.fetchQuery(serviceInitQuery(api, { region: 'ae', locale: 'ar' }));
    const section = init.sections[0];
    if (!section) throw new Error('The seeded backend has no support section');

    const loaded = await queries.fetchQuery(serviceSectionQuery(api, { region: 'ae', locale: 'ar', slug: section.slug }));
    const first = loaded.articles[0];
    if (!first) throw new Error(`The seeded section ${section.slug} has no article`);
    const article = await queries.fetchQuery(serviceArticleQuery(api, { region: 'ae', locale: 'ar', slug: first.slug, section: section.slug }));

    expect(init.general.title).toMatch(/\p{Script=Arabic}/u);
    expect(loaded.title).toBe(section.title);
    expect(article).toMatchObject({ slug: first.slug, section: { slug: section.slug } });
    expect(article.body.length).toBeGreaterThan(0);
  });

  it('answers an unknown section, and an article asked under another section, with a 404', async () => {
    const queries = client();
    const status = (load: Promise<unknown>) =>
      load.then(
        () => 200,
        (error: unknown) => (error instanceof ApiRequestError ? error.apiError.status : 'other'),
      );
    expect(await status(queries.fetchQuery(serviceSectionQuery(api, { ...ae, slug: 'no-such-section' })))).toBe(404);
    expect(await status(queries.fetchQuery(serviceArticleQuery(api, { ...ae, slug: 'first-start', section: 'warranty' })))).toBe(404);
  });

  it('searches with at most `itemsPerPage` answers, best first, each with its section', async () => {
    const found = await client().fetchQuery(serviceSearchQuery(api, { ...ae, q: 'warranty', itemsPerPage: 2 }));

    expect(found.items).toHaveLength(2);
    expect(found.totalItems).toBeGreaterThan(2);
    expect(found.items[0]?.section.slug).toBeTruthy();
  });
});

describe('sendArticleFeedback', () => {
  const feedback = { ...ae, article: 'first-start', section: 'using-your-product', helpful: false, url: 'https://shop.example/ae_en/support/using-your-product/first-start/' };

  it('posts the answer to the service log and resolves', async () => {
    const warn = vi.spyOn(console, 'warn');
    await expect(sendArticleFeedback(api, feedback)).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('swallows a failing log after one warning: the page never sees it', async () => {
    await fault({ path: '/ae/api/v2/service/log*', method: 'POST', status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await expect(sendArticleFeedback(api, feedback)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
