// The one list of route templates, shared with the size test and the bench (docs/how-to.md, "…add a page").
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain data of the workspace tools, no code of a layer
import { NOT_FOUND_PATH, ROUTE_TEMPLATES, samplePath } from '../../../tools/bench/lib/route-templates.mjs';
import { expect, test } from './support/fixtures';
import { API_URL } from './support/backend';

/**
 * Issue 27 "Addresses that leave the machine": every absolute URL a page's server HTML carries (links,
 * `og:image`, JSON-LD, preloads, the state the browser hydrates from, the public configuration) is on the
 * storefront's public origin, `SITE_URL`; never the backend's internal address. The e2e servers run as
 * `npm start` does (no public backend address of its own), so the backend is the site's too.
 *
 * What has to be elsewhere is named here, one origin each, with the reason.
 */
const EXTERNAL: Record<string, string> = {
  'https://schema.org': 'the vocabulary of the JSON-LD (`@context`, availability)',
  'http://www.w3.org': 'the SVG namespace of inline icons (a name, never fetched)',
  'https://wa.me': 'WhatsApp chat links (footer, support centre)',
  'https://www.google.com': 'map links of the stores (about us)',
};

/** The pages: every route template, a city's home and the 404 page. */
const PAGES = [...ROUTE_TEMPLATES, { name: 'city home', path: '/ae_en/dubai/', pages: [] }, { name: 'not found', path: NOT_FOUND_PATH, pages: [] }];

/** HTML and inline-script escapes undone, so that an escaped URL is found as plainly as a written one. */
function unescaped(html: string): string {
  return html
    .replace(/\\u([0-9a-f]{4})/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/\\\//g, '/')
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}

/** Every absolute http(s) URL of `text` with the origin it names, or `undefined` when it names none that parses. */
function absoluteUrls(text: string): { url: string; origin: string | undefined }[] {
  return [...unescaped(text).matchAll(/https?:\/\/[^\s"'<>`\\,)\]}]+/gi)].map(([url]) => ({
    url,
    origin: URL.canParse(url) ? new URL(url).origin : undefined,
  }));
}

test.describe('absolute URLs of every page', () => {
  for (const template of PAGES) {
    test(`${template.name} ${template.path}: only the site's origin, and the named external ones`, async ({ request, baseURL }) => {
      const site = new URL(baseURL ?? '').origin;
      const path = await samplePath(template, API_URL);
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 404]).toContain(response.status());

      const found = absoluteUrls(`${response.headers()['link'] ?? ''}\n${await response.text()}`);
      const elsewhere = found.filter(({ origin }) => origin !== site && !(origin && origin in EXTERNAL));
      expect(elsewhere.map(({ url }) => url), `absolute URLs of ${path} off ${site}`).toEqual([]);
      // The scan reads the page: the site's own origin is in it (canonical, alternates, og:url).
      expect(found.some(({ origin }) => origin === site)).toBe(true);
    });
  }

  test('sees what it is meant to see: escaped, entity-encoded and malformed URLs', () => {
    const urls = absoluteUrls(
      '<a href="https://wa.me/1">x</a><script>{"u":"http:\\u002F\\u002F127.0.0.1:4000\\u002Fimages\\u002Fa.jpg","v":"http:\\/\\/10.0.0.1\\/x"}</script>' +
        '<img srcset="/_img/?url=http://127.0.0.1:4000/images/b.jpg&amp;w=640 640w, /x 1x"><meta content="http://localhost:3000product/a/">',
    );
    expect(urls).toEqual([
      { url: 'https://wa.me/1', origin: 'https://wa.me' },
      { url: 'http://127.0.0.1:4000/images/a.jpg', origin: 'http://127.0.0.1:4000' },
      { url: 'http://10.0.0.1/x', origin: 'http://10.0.0.1' },
      { url: 'http://127.0.0.1:4000/images/b.jpg&w=640', origin: 'http://127.0.0.1:4000' },
      { url: 'http://localhost:3000product/a/', origin: undefined },
    ]);
  });
});
