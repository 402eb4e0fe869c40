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

  test('asks the backend only for startup data the server did not send', async ({ page }) => {
    const startupRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/api\/(init(\/shop|\/offers)?|cities|regions)$/.test(url.pathname)) {
        startupRequests.push(`${url.pathname} ${url.searchParams.get('locale')}`);
      }
    });
    await page.goto('/ae_en/');
    await waitForHydration(page);

    // The Arabic answers are not in the page's cache: the navigation asks the backend for them. By the
    // time they show, a request of the hydrated English page (its hooks mount at hydration) would have
    // gone out too: the English answers came with the HTML (RTK Query's hydration), none is asked again.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
    await expect(new RegionList(page, { title: 'أين تجدنا', searchLabel: 'ابحث عن منطقتك' }).names).toHaveText([
      ...AE_REGIONS.ar,
    ]);
    expect(startupRequests.filter((request) => request.endsWith(' en'))).toEqual([]);
    expect(startupRequests.filter((request) => request.endsWith(' ar'))).not.toEqual([]);
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
