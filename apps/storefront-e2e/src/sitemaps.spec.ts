import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { tokenize, type StartTag } from './support/html-tags';

/**
 * The sitemaps as a crawler reads them (issue 16): the root index, one pair's sitemap, every page it
 * names answering 200, and each page's head agreeing with its sitemap entry (canonical and alternates).
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc.replace(/&#38;/g, '&').replace(/&#39;/g, "'"));

/** A sitemap's entries: loc → its alternates (hreflang → href). */
function entries(xml: string): Map<string, Map<string, string>> {
  return new Map(
    [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => [
      /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '',
      new Map([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [lang, href])),
    ]),
  );
}

/** The canonical and alternates a page's head writes. */
async function headLinksOf(request: APIRequestContext, url: string): Promise<{ canonical?: string; alternates: Map<string, string> }> {
  const links = tokenize(await (await request.get(url)).text()).filter((tag): tag is StartTag => tag.kind === 'start' && tag.name === 'link');
  const canonical = links.find((tag) => tag.attributes['rel'] === 'canonical')?.attributes['href'];
  const alternates = links.filter((tag) => tag.attributes['rel'] === 'alternate' && tag.attributes['hreflang']);
  return { canonical, alternates: new Map(alternates.map((tag) => [tag.attributes['hreflang'] ?? '', tag.attributes['href'] ?? ''])) };
}

test.describe('sitemaps', () => {
  test('the root index names every pair, robots.txt names the root, and no trailing slash is added', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml', { maxRedirects: 0 });
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const files = locs(await index.text());
    expect(files).toContain(`${baseURL}/ae_en/sitemap.xml`);
    expect(files).toContain(`${baseURL}/ae_ar/sitemap.xml`);
    expect(files).toContain(`${baseURL}/mx_es/sitemap.xml`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect((await request.get('/sitemap.xml/', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/ae_en/sitemap.xml/', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/zz_en/sitemap.xml', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('every page of the Arabic UAE sitemap answers 200, and its head agrees with the sitemap', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const xml = await (await request.get('/ae_ar/sitemap.xml')).text();
    const pages = entries(xml);
    const urls = [...pages.keys()];
    expect(urls.length).toBeGreaterThan(100);
    for (const kind of ['/catalog/', '/product/', '/blog/', '/support/', '/about-us/', '/accessibility/', '/cookie-policy/']) {
      expect(urls.some((url) => url.startsWith(`${baseURL}/ae_ar${kind}`)), kind).toBe(true);
    }

    const failures: string[] = [];
    const queue = [...urls];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await request.get(url, { maxRedirects: 0 });
          if (response.status() !== 200) failures.push(`${response.status()} ${url}`);
          await response.dispose();
        }
      }),
    );
    expect(failures).toEqual([]);

    // One page of each kind: the head's canonical is the loc, and its alternates are the sitemap's.
    for (const kind of ['/', '/catalog/', '/product/', '/blog/', '/support/', '/about-us/', '/accessibility/', '/cookie-policy/']) {
      const url = urls.find((candidate) => candidate.startsWith(`${baseURL}/ae_ar${kind}`)) ?? '';
      const head = await headLinksOf(request, url);
      expect(head.canonical, url).toBe(url);
      expect(Object.fromEntries(head.alternates), url).toEqual(Object.fromEntries(pages.get(url) ?? []));
    }
  });
});
