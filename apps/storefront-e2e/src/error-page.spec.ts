import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration, type PageProblems } from './support/fixtures';

/**
 * The error page (SPEC §2, §8). A regional page whose city list cannot be loaded is a server error
 * (SPEC §8): the test makes the UAE backend's `/cities` fail for the browser only, then opens such a
 * page on the client, so no other test (nor the SSR host's cache) sees the failure. The SSR side,
 * and crawlers getting the status only, are covered by apps/storefront-ssr's host spec.
 */

declare global {
  interface Window {
    /** TanStack Router's own handle on its browser instance (the one its Link components use). */
    __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void> };
  }
}

const UAE_CITIES = '**/ae/api/cities?*';

function expectTheFailure(pageProblems: PageProblems) {
  const reason = 'the test makes the UAE backend fail its city list';
  pageProblems.expect({ kind: 'console', text: 'status of 503', reason });
  pageProblems.expect({ kind: 'console', text: /Cities of ae_(en|ar) could not be loaded/, reason });
  pageProblems.expect({ kind: 'console', text: 'Unhandled application error', reason });
  // The router logs what a route threw, besides the error page's own log.
  // Its message is the public code (apps/storefront/src/app/public-errors.ts); the wording is the log's.
  pageProblems.expect({ kind: 'console', text: 'cities-unavailable', reason, required: false });
}

/** Opens `path` (a regional page with a city) on the client while the UAE city list fails. */
async function openFailingPage(page: Page, path: string): Promise<void> {
  await page.route(UAE_CITIES, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down"}' }),
  );
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(async (target) => {
    await window.__TSR_ROUTER__?.navigate({ href: target });
  }, path);
}

/** SPEC §2: the header is dark while the error page shows, and the shell says why. */
async function expectDarkHeader(page: Page, errorShown: boolean) {
  const body = page.locator('body');
  if (errorShown) await expect(body).toHaveAttribute('data-error-page', 'true');
  else await expect(body).not.toHaveAttribute('data-error-page');
  if (errorShown) await expect(page.locator('header[data-scheme]')).toHaveAttribute('data-scheme', 'dark');
}

test.describe('error page', () => {
  test('names the failure and the country, in the dark header', async ({ page, pageProblems }) => {
    expectTheFailure(pageProblems);
    await openFailingPage(page, '/ae_en/dubai/');

    await expect(page).toHaveURL('/ae_en/dubai/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Something went wrong');
    await expect(heading).toHaveCSS('text-transform', 'uppercase');
    await expect(page.getByText('We could not show this page. Please try again in a moment.')).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong | United Arab Emirates');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/ae_en/');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ae_en/support/');
    await expectDarkHeader(page, true);
  });

  test('shows the banner drawn for the device: mobile, tablet or desktop', async ({ page, pageProblems }) => {
    expectTheFailure(pageProblems);
    await openFailingPage(page, '/ae_en/dubai/');
    const banner = page.locator('section[aria-labelledby="status-title"] picture img');

    for (const [width, file] of [
      [390, 'banner-mobile.svg'],
      [900, 'banner-tablet.svg'],
      [1440, 'banner-desktop.svg'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc), String(width)).toContain(
        `/media/error/${file}`,
      );
      await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
  });

  test("'Home' replaces the failed page with the region's home", async ({ page, pageProblems }) => {
    expectTheFailure(pageProblems);
    await openFailingPage(page, '/ae_en/dubai/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('link', { name: 'Home', exact: true }).click();

    await expect(page).toHaveURL('/ae_en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expectDarkHeader(page, false);
  });

  test("'Contact us' replaces the failed page with the region's support centre", async ({ page, pageProblems }) => {
    expectTheFailure(pageProblems);
    await openFailingPage(page, '/ae_en/dubai/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('link', { name: 'Contact us' }).click();

    await expect(page).toHaveURL('/ae_en/support/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support centre');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('gives the header back its colour once the shopper moves on', async ({ page, pageProblems }) => {
    expectTheFailure(pageProblems);
    await openFailingPage(page, '/ae_en/dubai/');
    await expectDarkHeader(page, true);

    await page.evaluate(() => window.__TSR_ROUTER__?.navigate({ href: '/ae_en/catalog/' }));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
    await expect(page).toHaveTitle('Catalog | Motors & Equipment United Arab Emirates');
    await expectDarkHeader(page, false);
    await expect(page.locator('header[data-scheme]')).toHaveAttribute('data-scheme', 'light');
  });

  test('speaks Arabic, right to left, on an Arabic page', async ({ page, pageProblems }) => {
    expectTheFailure(pageProblems);
    await openFailingPage(page, '/ae_ar/dubai/');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حدث خطأ ما');
    await expect(page).toHaveTitle('حدث خطأ ما | الإمارات العربية المتحدة');
    await expect(page.getByRole('link', { name: 'الرئيسية', exact: true })).toHaveAttribute('href', '/ae_ar/');
    await expect(page.getByRole('link', { name: 'اتصل بنا' })).toHaveAttribute('href', '/ae_ar/support/');
    await expectDarkHeader(page, true);
  });
});

test.describe('accessibility of the error page (axe)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`finds no violation in ${locale}`, async ({ page, pageProblems }) => {
      expectTheFailure(pageProblems);
      await openFailingPage(page, `/ae_${locale}/dubai/`);
      await expect(page.locator('body')).toHaveAttribute('data-error-page', 'true');

      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/**
 * The 404 pages (SPEC §2, §4, §8; docs/adr/0037-fatal-and-non-fatal-404-pages.md): an address that fails a
 * route's
 * validation (a `{city}` slot naming no city of the region) is the fatal page with the error page's
 * two buttons; a path no route matches is the non-fatal one, with the way home only. Both answer 404
 * and, inside a region, speak its language, name it in the title and darken the header.
 */
test.describe('not-found page', () => {
  test('an unknown city is the fatal page: Home and Contact, in the dark header', async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, '/ae_en/atlantis/', 'atlantis is no city of the UAE');

    const response = await page.goto('/ae_en/atlantis/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Page Not Found');
    await expect(heading).toHaveCSS('text-transform', 'uppercase');
    await expect(page.getByText('Page not found: \u2066/ae_en/atlantis/\u2069')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="status-title"] picture img')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | United Arab Emirates');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/ae_en/');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ae_en/support/');
    await expectDarkHeader(page, true);
  });

  test('an unmatched path is the non-fatal page: the way home only', async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, '/ae_en/blog/no/such-page/', 'no route has three segments below blog');

    const response = await page.goto('/ae_en/blog/no/such-page/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/ae_en/');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveCount(0);
    await expectDarkHeader(page, true);
  });

  test('a 404 in a region carries the data of its layout: the browser asks the backend for none of it', async ({
    page,
    pageProblems,
  }) => {
    const startupRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/api\/(init(\/shop|\/offers)?|cities|regions)$/.test(pathname)) startupRequests.push(pathname);
    });
    const pages = [
      ['/ae_en/atlantis/', 'atlantis is no city of the UAE'],
      ['/ae_en/blog/no/such-page/', 'no route has three segments below blog'],
    ] as const;
    for (const [path, reason] of pages) {
      pageProblems.expectHttpError(404, path, reason);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    // A datum the server left out was fetched while the page hydrated, and could reach the footer (which
    // hydrates once the browser is idle) before the footer hydrated: a mismatch with the server's HTML.
    expect(startupRequests).toEqual([]);
  });

  test("in Russia: titled in Russian, and Home replaces the page with Russia's home", async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, '/ru_ru/zz/', 'zz is no city of Russia');

    await page.goto('/ru_ru/zz/');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Страница не найдена | Россия');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    const historyLength = await page.evaluate(() => history.length);

    await page.getByRole('link', { name: 'На главную', exact: true }).click();

    await expect(page).toHaveURL('/ru_ru/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мототехника и оборудование — Россия');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expectDarkHeader(page, false);
  });
});

test.describe('toasts (SPEC §9)', () => {
  test('the notification area is on every page, its stylesheet let through by the CSP', async ({ page }) => {
    await page.goto('/ae_ar/');
    await waitForHydration(page);

    await expect(page.getByRole('region', { name: /^الإشعارات/ })).toBeAttached();
    const styled = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('[data-sonner-toaster]'))),
    );
    expect(styled).toBe(true);
  });
});
