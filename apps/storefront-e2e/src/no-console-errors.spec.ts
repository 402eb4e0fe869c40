import { expect, test, waitForHydration } from './support/fixtures';
import { REGION_HOMES } from './support/storefront-data';

// The `pageProblems` fixture fails a test on any console error, page error (hydration mismatches
// and CSP violations included) or failed same-origin document/script. These tests only load a page
// and let it hydrate completely, so that nothing else can hide a problem.
test.describe('pages load and hydrate without console errors', () => {
  for (const path of ['/', '/ae_en/', '/ae_ar/']) {
    test(`hydrates ${path} cleanly`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
    });
  }

  for (const entry of REGION_HOMES.filter(({ path }) => path !== '/ae_en/' && path !== '/ae_ar/')) {
    test(`hydrates ${entry.path} (${entry.country}, ${entry.language}) cleanly`, async ({ page }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', entry.lang);
      await waitForHydration(page);
    });
  }
});

// Issue 10: a page from the host's HTML micro-cache carries the response's own nonce and hydrates
// like a fresh render (the fixture fails the test on a CSP report, a console error or a mismatch).
test('hydrates a page served from the HTML cache, under its own nonce', async ({ page }) => {
  // The first visit sets the viewport and language cookies, which are part of the page's variant.
  await page.goto('/ae_en/offers/?utm_source=first-visit');
  await waitForHydration(page);
  await page.goto('/ae_en/offers/?utm_source=warm-up');
  const response = await page.goto('/ae_en/offers/?utm_source=e2e');
  expect(response?.headers()['x-cache']).toMatch(/^(HIT|STALE)$/);
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  await waitForHydration(page);
  // Browsers hide the attribute's value once parsed; the property keeps it.
  expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce)).toBe(nonce);
  // Links carry the page's query over, never another visitor's campaign marks (nor this one's).
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    '/ae_en/offers/',
  );
});
