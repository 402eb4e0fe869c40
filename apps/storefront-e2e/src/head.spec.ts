import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { scriptNonce, tokenize, type StartTag } from './support/html-tags';

/**
 * What the server's `<head>` tells crawlers and link previews (SPEC §2, issue 11): canonical and
 * alternates that link back, a title and description of the page's own, Open Graph, and the
 * organisation's JSON-LD on homes. Read over HTTP against the real backend, as a crawler reads it.
 */

interface Head {
  status: number;
  headers: Record<string, string>;
  /** The script nonce of the response's CSP. */
  nonce: string | undefined;
  title: string;
  canonical: string | undefined;
  /** `hreflang` → `href`. */
  alternates: Map<string, string>;
  meta: Map<string, string>;
  jsonLd: { nonce: string | undefined; text: string }[];
}

const startTags = (html: string) => tokenize(html).filter((tag): tag is StartTag => tag.kind === 'start');

async function readHead(request: APIRequestContext, url: string): Promise<Head> {
  const response = await request.get(url, { maxRedirects: 0 });
  const tags = startTags(await response.text());
  const links = tags.filter((tag) => tag.name === 'link');
  return {
    status: response.status(),
    headers: response.headers(),
    nonce: scriptNonce(response.headers()['content-security-policy']),
    title: tags.find((tag) => tag.name === 'title')?.text ?? '',
    canonical: links.find((tag) => tag.attributes['rel'] === 'canonical')?.attributes['href'],
    alternates: new Map(
      links
        .filter((tag) => tag.attributes['rel'] === 'alternate')
        .map((tag) => [tag.attributes['hreflang'] ?? '', tag.attributes['href'] ?? '']),
    ),
    meta: new Map(
      tags
        .filter((tag) => tag.name === 'meta')
        .map((tag) => [tag.attributes['name'] ?? tag.attributes['property'] ?? '', tag.attributes['content'] ?? '']),
    ),
    jsonLd: tags
      .filter((tag) => tag.name === 'script' && tag.attributes['type'] === 'application/ld+json')
      .map((tag) => ({ nonce: tag.attributes['nonce'], text: tag.text ?? '' })),
  };
}

test.describe('alternates (SPEC §2)', () => {
  // A region home, a section, a city page and a global page.
  for (const path of ['/ae_en/', '/ae_ar/catalog/', '/ae_en/dubai/', '/global/privacy-policy/']) {
    test(`of ${path} name the page itself and are linked back by every alternate`, async ({ request }) => {
      const page = await readHead(request, path);
      expect(page.status).toBe(200);
      expect(page.canonical).toBeDefined();
      const hrefs = [...page.alternates.values()];
      expect(hrefs, 'self-reference').toContain(page.canonical);
      expect(page.alternates.has('x-default')).toBe(true);

      for (const [hreflang, href] of page.alternates) {
        const alternate = await readHead(request, href);
        expect(alternate.status, `${hreflang} ${href}`).toBe(200);
        expect(alternate.canonical, `${href} is the canonical URL of its page`).toBe(href);
        expect([...alternate.alternates.values()], `${href} links back to ${path}`).toContain(page.canonical);
      }
    });
  }

  test('of a city page keep the city, within the region that knows it', async ({ request }) => {
    const page = await readHead(request, '/ae_en/dubai/');
    expect(Object.fromEntries(page.alternates)).toEqual({
      'en-AE': expect.stringMatching(/\/ae_en\/dubai\/$/),
      'ar-AE': expect.stringMatching(/\/ae_ar\/dubai\/$/),
      'x-default': expect.stringMatching(/\/ae_en\/dubai\/$/),
    });
  });

  test('of a region home list all 20 region-locale pairs and x-default', async ({ request }) => {
    const page = await readHead(request, '/ru_ru/');
    expect(page.alternates.size).toBe(21);
    expect(page.alternates.get('ru-KZ')).toMatch(/\/kz_ru\/$/);
    expect(page.alternates.get('x-default')).toMatch(/\/ru_ru\/$/);
  });

  test('of a global page: one URL in every language, which says which it speaks', async ({ request }) => {
    const page = await readHead(request, '/global/privacy-policy/');
    expect(Object.fromEntries(page.alternates)).toEqual({ 'x-default': page.canonical });
    expect(page.headers['vary']).toMatch(/Accept-Language/i);
    expect(page.headers['vary']).toMatch(/Cookie/i);
    expect(page.headers['content-language']).toBe('en');

    const russian = await request.get('/global/privacy-policy/', { headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' } });
    expect(russian.headers()['content-language']).toBe('ru');
  });
});

test.describe('head of every page type', () => {
  test('a region home: title, description, Open Graph, Twitter card, Organization JSON-LD', async ({ request }) => {
    const page = await readHead(request, '/ae_en/');

    expect(page.title).toBe('Motors and equipment in United Arab Emirates | Motors &amp; Equipment');
    expect(page.meta.get('description')).toMatch(/^Motorcycles, ATVs, .* across United Arab Emirates\.$/);
    expect(page.meta.get('og:title')).toBe('Motors and equipment in United Arab Emirates | Motors & Equipment');
    expect(page.meta.get('og:description')).toBe(page.meta.get('description'));
    expect(page.meta.get('og:url')).toBe(page.canonical);
    expect(page.meta.get('og:locale')).toBe('en_AE');
    expect(page.meta.get('og:image')).toMatch(/\/media\/share\/brand\.png$/);
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    const image = await request.get(page.meta.get('og:image') ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    expect(page.jsonLd).toHaveLength(1);
    expect(page.nonce).toBeTruthy();
    expect(page.jsonLd[0]?.nonce).toBe(page.nonce);
    const organization = JSON.parse(page.jsonLd[0]?.text ?? '');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Motors & Equipment United Arab Emirates',
      url: page.canonical,
    });
    // The footer's networks (the backend's), WhatsApp aside: the reference backend has no profiles, and
    // the dev-only extras never reach a production build.
    expect(organization).not.toHaveProperty('sameAs');
  });

  test('sections: a title and a description of their own, in the page language', async ({ request }) => {
    const catalog = await readHead(request, '/ae_en/catalog/');
    const blog = await readHead(request, '/ae_en/blog/');
    const russian = await readHead(request, '/ru_ru/about-us/');

    expect(catalog.title).toBe('Catalog | Motors &amp; Equipment United Arab Emirates');
    expect(blog.title).toBe('Blog | Motors &amp; Equipment United Arab Emirates');
    expect(catalog.meta.get('description')).toMatch(/^Catalog at Motors & Equipment United Arab Emirates: /);
    expect(blog.meta.get('description')).toBe('Buying guides, maintenance routines, stories and news from Motors & Equipment United Arab Emirates.');
    // About us: the backend page's title and description (issue 16), in Russian.
    expect(russian.title).toMatch(/^О компании .* \| Мото и техника Россия$/);
    expect(russian.meta.get('description')).toMatch(/[а-я]/);
    expect(russian.meta.get('description')).not.toMatch(/^О компании — Мото и техника Россия: /);
    expect(catalog.jsonLd).toEqual([]);
  });

  test('a global page: title from the backend page, description, no region locale', async ({ request }) => {
    const page = await readHead(request, '/global/privacy-policy/');
    expect(page.title).toBe('Privacy policy | Motors &amp; Equipment');
    expect(page.meta.get('description')).toMatch(/^Privacy policy of Motors & Equipment: /);
    expect(page.meta.has('og:locale')).toBe(false);
  });
});
