import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A first visit: the banner asks, and the spec answers it (the suite's default shopper has consented).
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Field speed metrics (issue 33 item 5, docs/adr/0276-field-speed-metrics-through-the-host.md): a real
 * Chromium visit with analytics consent produces `storefront_web_vitals_*` counts on the host's metrics
 * listener, labelled with the route template; a visit whose shopper refused produces none and never
 * loads the measuring code. Spain asks before anything is measured (opt-in). The consent banner is the
 * consent manager's (issue 33 item 1); its buttons are named in the page's language, Spanish here.
 */

/** The host's metrics listener in this run: PORT + 6000 on loopback (apps/storefront-ssr main.ts). */
const METRICS_URL = `http://127.0.0.1:${Number(process.env['E2E_SITE_PORT'] ?? 3100) + 6_000}/metrics`;

/** The client build the run serves (the web servers run what is in dist/). */
const CLIENT_MANIFEST = path.join(import.meta.dirname, '../../../dist/apps/storefront/client/.vite/manifest.json');

/** The URL of the lazily loaded reporter's chunk (web-vitals with it), found by its module in Vite's manifest. */
function reporterChunk(): RegExp {
  const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(CLIENT_MANIFEST, 'utf8'));
  const key = Object.keys(manifest).find((name) => name.endsWith('libs/analytics/src/lib/field-metrics/field-metrics.reporter.ts'));
  if (key === undefined) throw new Error('The client build has no chunk for the field metrics reporter');
  return new RegExp(`/${manifest[key]?.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** A tablet's user agent: the refused visit is told apart by its device class, whatever else runs meanwhile. */
const TABLET = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const consentBanner = (page: Page) => page.getByRole('region', { name: /cookie/i });

/** The count of one series on the metrics listener (0 until it exists). */
async function seriesCount(request: APIRequestContext, metric: string, labels: string): Promise<number> {
  const text = await (await request.get(METRICS_URL)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${metric}_count{`) && candidate.includes(labels));
  return Number(line?.split(' ').at(-1) ?? 0);
}

const HOME = 'template="/{region_locale}/",device="desktop",region="es"';

test.describe.configure({ mode: 'serial' });

test('a visit with analytics consent reports its speed to the host, by route template', async ({ page, request }) => {
  const before = {
    lcp: await seriesCount(request, 'storefront_web_vitals_lcp_seconds', HOME),
    fcp: await seriesCount(request, 'storefront_web_vitals_fcp_seconds', HOME),
    ttfb: await seriesCount(request, 'storefront_web_vitals_ttfb_seconds', HOME),
  };
  const reporterLoaded = page.waitForResponse(reporterChunk());
  await page.goto('/es_es/');
  await consentBanner(page).getByRole('button', { name: /accept all|aceptar todo/i }).click();
  // The measuring code loads only now; its observers read what the page did before (buffered entries).
  await reporterLoaded;
  // Leaving the page hides it: the beacon with its LCP, FCP and TTFB goes as it unloads.
  await page.goto('/es_es/about-us/');

  await expect.poll(() => seriesCount(request, 'storefront_web_vitals_lcp_seconds', HOME)).toBeGreaterThanOrEqual(before.lcp + 1);
  await expect.poll(() => seriesCount(request, 'storefront_web_vitals_fcp_seconds', HOME)).toBeGreaterThanOrEqual(before.fcp + 1);
  await expect.poll(() => seriesCount(request, 'storefront_web_vitals_ttfb_seconds', HOME)).toBeGreaterThanOrEqual(before.ttfb + 1);
});

test('a visit whose shopper refused reports nothing and never loads the measuring code', async ({ browser, request, baseURL }) => {
  const reporter = reporterChunk();
  const fcpOf = (template: string) => seriesCount(request, 'storefront_web_vitals_fcp_seconds', `template="${template}",device="tablet",region="es"`);
  const refusedTemplates = ['/{region_locale}/catalog/', '/{region_locale}/blog/', '/{region_locale}/'];
  const before = await Promise.all(refusedTemplates.map(fcpOf));

  const refused = await browser.newContext({ baseURL, userAgent: TABLET });
  const loaded: string[] = [];
  refused.on('request', (sent) => {
    if (reporter.test(sent.url()) || new URL(sent.url()).pathname === '/_vitals') loaded.push(sent.url());
  });
  const page = await refused.newPage();
  await page.goto('/es_es/catalog/');
  await consentBanner(page).getByRole('button', { name: /reject all|rechazar todo/i }).click();
  await page.goto('/es_es/blog/');
  await page.goto('/es_es/');
  // Closing hides the last page: a beacon, had there been one, would leave now.
  await refused.close();
  expect(loaded).toEqual([]);

  // A consented visit after it: once its beacon is counted, anything the refused visit sent would be too.
  const consented = await browser.newContext({ baseURL, userAgent: TABLET });
  try {
    const proof = await consented.newPage();
    const proofBefore = await fcpOf('/{region_locale}/offers/');
    const reporterLoaded = proof.waitForResponse(reporter);
    await proof.goto('/es_es/offers/');
    await consentBanner(proof).getByRole('button', { name: /accept all|aceptar todo/i }).click();
    await reporterLoaded;
    await proof.goto('/es_es/about-us/');
    await expect.poll(() => fcpOf('/{region_locale}/offers/')).toBeGreaterThanOrEqual(proofBefore + 1);
  } finally {
    await consented.close();
  }
  expect(await Promise.all(refusedTemplates.map(fcpOf))).toEqual(before);
});
