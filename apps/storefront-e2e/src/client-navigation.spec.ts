import { expect, test, waitForHydration } from './support/fixtures';
import { RegionList } from './support/region-list';
import { AE_REGIONS } from './support/storefront-data';

declare global {
  interface Window {
    /** Set by a test before a click: it survives only if the click did not load a new document. */
    e2eDocumentMarker?: string;
  }
}

test.describe('client-side navigation', () => {
  test('switches the UAE home to Arabic without reloading the document', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    await page.evaluate(() => (window.e2eDocumentMarker = 'loaded as /ae_en/'));
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();

    await expect(page).toHaveURL('/ae_ar/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar-AE');
    await expect(page.getByRole('heading', { level: 2, name: 'أين تجدنا' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المحركات والمعدات في الإمارات العربية المتحدة');
    // Fetched by the browser from the regional API (CORS and CSP connect-src at work).
    await expect(new RegionList(page, { title: 'أين تجدنا', searchLabel: 'ابحث عن منطقتك' }).names).toHaveText([
      ...AE_REGIONS.ar,
    ]);
    await expect(page).toHaveTitle('المحركات والمعدات في الإمارات العربية المتحدة | المحركات والمعدات');

    expect(await page.evaluate(() => window.e2eDocumentMarker)).toBe('loaded as /ae_en/');
    expect(documentRequests).toEqual([]);
  });

  test('loads RTK Query only for data the server did not send', async ({ page }) => {
    const rtkQueryChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/base-api-[\w-]+\.js$/.test(request.url())) rtkQueryChunks.push(request.url());
    });
    await page.goto('/ae_en/');
    await waitForHydration(page);
    // The header, its drawers' lists and the page render from the dehydrated cache.
    await page.waitForLoadState('networkidle');
    expect(rtkQueryChunks).toEqual([]);

    // The Arabic answers are not cached yet: the navigation asks for them through RTK Query.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'أين تجدنا' })).toBeVisible();
    expect(rtkQueryChunks).toHaveLength(1);
  });

  test('goes back to English on the client with the back button', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    await page.evaluate(() => (window.e2eDocumentMarker = 'loaded as /ae_en/'));
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'أين تجدنا' })).toBeVisible();

    await page.goBack();

    await expect(page).toHaveURL('/ae_en/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 2, name: 'Where to find us' })).toBeVisible();
    await expect(new RegionList(page).names).toHaveText([...AE_REGIONS.en]);
    expect(await page.evaluate(() => window.e2eDocumentMarker)).toBe('loaded as /ae_en/');
  });
});
