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
