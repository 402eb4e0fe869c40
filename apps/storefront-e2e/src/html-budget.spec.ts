import { gzipSync, constants } from 'node:zlib';
import type { APIRequestContext, APIResponse } from '@playwright/test';
// The one list of route templates, shared with the size test and the bench (docs/how-to.md, "…add a page").
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain data of the workspace tools, no code of a layer
import { NOT_FOUND_PATH, ROUTE_TEMPLATES, samplePath } from '../../../tools/bench/lib/route-templates.mjs';
import { expect, test } from './support/fixtures';
import { API_URL } from './support/backend';
import { headSpan, scriptNonce, tokenize, type StartTag } from './support/html-tags';

/**
 * The server's HTML per route template (docs/architecture.md "Performance budgets", issue 10): its size,
 * styles only in `<head>`, and the CSP nonce on every script. The bench prints the same figures.
 */
const HOME = '/ae_en/';
/**
 * Issue 10's target for `/ae_en/` is 60 KB raw and 15 KB gzip; the page is at ~89 KB / ~18.3 KB (its CSS
 * ~34 KB, markup ~34 KB, state ~24 KB). These are ratchets just above today's figures: a change that
 * makes a page heavier fails; lower them whenever a change makes room (see
 * docs/adr/0061-per-template-html-budgets.md). Issue 33 raised them by what it adds to every page, about
 * 700 bytes raw: Consent Mode's inline `consent default`, "Cookie settings" and "Accessibility statement"
 * in the footers.
 */
const TARGET_HTML_BYTES = 60_000;
const MAX_HTML_BYTES = 98_000;
const MAX_HOME_GZIP_BYTES = 19_700;

/** One GET of the page itself (no redirect followed), its body as the browser's parser gets it. */
async function getHtml(request: APIRequestContext, path: string): Promise<{ response: APIResponse; body: Buffer; html: string }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const body = await response.body();
  return { response, body, html: body.toString('utf8') };
}

const gzipBytes = (body: Buffer) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;

/** Every `<style>` written outside the `<head>…</head>` span, as written. */
function stylesOutsideHead(html: string): string[] {
  const tags = tokenize(html);
  const head = headSpan(tags);
  if (!head) return ['(no <head>…</head> in the document)'];
  return tags
    .filter((tag): tag is StartTag => tag.kind === 'start' && tag.name === 'style')
    .filter((tag) => tag.start < head.start || tag.start > head.end)
    .map((tag) => `${tag.source} at offset ${tag.start}`);
}

/**
 * Scripts the CSP would not run, or that carry another nonce: every `<script>` with inline content,
 * and every `<script src>` too (`'strict-dynamic'` makes browsers ignore `'self'` for them).
 */
function scriptsWithoutNonce(html: string, nonce: string): string[] {
  return tokenize(html)
    .filter((tag): tag is StartTag => tag.kind === 'start' && tag.name === 'script')
    .filter((tag) => (tag.text ?? '').trim() !== '' || 'src' in tag.attributes)
    .filter((tag) => tag.attributes['nonce'] !== nonce)
    .map((tag) => `${tag.source} (nonce ${JSON.stringify(tag.attributes['nonce'] ?? null)})`);
}

/** Every nonce attribute the HTML carries. */
function noncesInHtml(html: string): Set<string> {
  return new Set(
    tokenize(html)
      .filter((tag): tag is StartTag => tag.kind === 'start' && 'nonce' in tag.attributes)
      .map((tag) => tag.attributes['nonce'] ?? ''),
  );
}

test.describe('server HTML per route template', () => {
  for (const template of ROUTE_TEMPLATES) {
    test(`${template.name} ${template.path}: size, styles in <head>, nonce on scripts`, async ({ request }) => {
      const path = await samplePath(template, API_URL);
      const { response, body, html } = await getHtml(request, path);
      expect(response.status()).toBe(200);

      const max = template.maxHtmlBytes ?? MAX_HTML_BYTES;
      expect.soft(body.length, `raw HTML of ${template.path} (bytes; target ${TARGET_HTML_BYTES})`).toBeLessThanOrEqual(max);
      if (template.path === HOME) {
        expect.soft(gzipBytes(body), `gzip -9 HTML of ${template.path} (bytes)`).toBeLessThanOrEqual(MAX_HOME_GZIP_BYTES);
      }
      expect.soft(stylesOutsideHead(html), `<style> outside <head> in ${template.path}`).toEqual([]);
      const nonce = scriptNonce(response.headers()['content-security-policy']);
      expect(nonce, 'a script-src nonce in the Content-Security-Policy header').toBeTruthy();
      expect(scriptsWithoutNonce(html, nonce ?? ''), `scripts without the response's nonce in ${template.path}`).toEqual([]);
    });
  }

  test(`the 404 page ${NOT_FOUND_PATH}: styles in <head>, nonce on scripts`, async ({ request }) => {
    const { response, html } = await getHtml(request, NOT_FOUND_PATH);
    expect(response.status()).toBe(404);

    expect.soft(stylesOutsideHead(html), `<style> outside <head> in ${NOT_FOUND_PATH}`).toEqual([]);
    const nonce = scriptNonce(response.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    expect(scriptsWithoutNonce(html, nonce ?? '')).toEqual([]);
  });
});

test.describe('HTML micro-cache', () => {
  test('serves /ae_en/ with any campaign query from one entry, each response with its own nonce', async ({ request }) => {
    // Retried: other tests load /ae_en/ too, so the entry may pass its few seconds of freshness between
    // two of these requests (then it is served STALE and refreshed behind); a cache that never hits fails.
    await expect(async () => {
      const first = await getHtml(request, `${HOME}?utm_source=a`);
      const second = await getHtml(request, `${HOME}?utm_source=b`);
      const plain = await getHtml(request, HOME);

      expect([first, second, plain].map(({ response }) => response.status())).toEqual([200, 200, 200]);
      expect(second.response.headers()['x-cache'], `X-Cache of ${HOME}?utm_source=b`).toBe('HIT');
      expect(plain.response.headers()['x-cache'], `X-Cache of ${HOME}`).toBe('HIT');
      const nonces = [first, second, plain].map(({ response }) => scriptNonce(response.headers()['content-security-policy']));
      expect(new Set(nonces).size, `three different nonces: ${nonces.join(', ')}`).toBe(3);
      for (const [index, { html }] of [first, second, plain].entries()) {
        expect([...noncesInHtml(html)], `nonces in the HTML of response ${index + 1}`).toEqual([nonces[index]]);
      }
    }).toPass({ intervals: [500, 1_000, 2_000], timeout: 15_000 });
  });

  // The key leaves the campaign marks out, so the HTML must not depend on them: a page rendered for one
  // visitor's `utm_source` is served to the next one's. Before, a route's loader deps (its match id in the
  // dehydrated state) named them, and a cached page then failed to hydrate under another URL (React #418).
  for (const template of ROUTE_TEMPLATES) {
    test(`writes no campaign mark into ${template.name} (${template.path})`, async ({ request }) => {
      const path = await samplePath(template, API_URL);
      const mark = `mark${Date.now()}`;
      const { response, html } = await getHtml(request, `${path}${path.includes('?') ? '&' : '?'}utm_source=${mark}&gclid=g${mark}`);
      expect(response.status()).toBe(200);
      expect(html.includes(mark), `${mark} in the HTML of ${path}`).toBe(false);
    });
  }

  test('lets shared caches keep a region page for a few seconds', async ({ request }) => {
    const { response } = await getHtml(request, HOME);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage');
  });

  test('renders a 404 page once while fresh (issue 17), and never lets others cache it', async ({ request }) => {
    // A path of its own: an earlier request of the run may have left the shared one in the memo.
    const path = `${NOT_FOUND_PATH.replace(/\/$/, '')}-${Date.now()}/`;
    const states: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const { response } = await getHtml(request, path);
      expect(response.status()).toBe(404);
      states.push(response.headers()['x-cache'] ?? '');
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
    expect(states).toEqual(['BYPASS', 'HIT']);
  });
});
