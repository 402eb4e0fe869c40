import type { BrowserContext } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { REGION_HOMES } from './support/storefront-data';

/** The reference backend's legal pages (apps/regional-api seed), in English and Arabic. */
const LEGAL_PAGES = [
  {
    path: '/global/cookie-policy/',
    en: { title: 'Cookie policy', heading: 'What cookies are', text: 'Cookies are small text files that a website stores in your browser.' },
    ar: { title: 'سياسة ملفات تعريف الارتباط', heading: 'ما هي ملفات تعريف الارتباط', text: 'ملفات تعريف الارتباط ملفات نصية صغيرة' },
  },
  {
    path: '/global/privacy-policy/',
    en: { title: 'Privacy policy', heading: 'Data we collect', text: 'When you place an order or ask us to call you back' },
    ar: { title: 'سياسة الخصوصية', heading: 'البيانات التي نجمعها', text: 'عند تقديم طلب أو طلب معاودة الاتصال' },
  },
  {
    path: '/global/terms-of-service/',
    en: { title: 'Terms of service', heading: 'Prices and availability', text: 'Prices are shown in the currency of your country' },
    ar: { title: 'شروط الخدمة' },
  },
] as const;

/** SPEC §9: the language of the pages outside a region comes from this cookie first. */
async function preferLanguage(context: BrowserContext, baseURL: string | undefined, locale: string) {
  await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL ?? 'http://localhost' }]);
}

test.describe('global landing page', () => {
  test('lists the 15 countries, each with its languages linking to its home', async ({ page }) => {
    await page.goto('/');

    const countries = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(countries).toHaveCount(15);
    for (const home of REGION_HOMES) {
      await expect(page.getByRole('link', { name: home.language, exact: true }).and(page.locator(`[href="${home.path}"]`))).toHaveAttribute(
        'lang',
        home.lang,
      );
    }
  });

  test('names the countries in the page’s language', async ({ page, context, baseURL }) => {
    await preferLanguage(context, baseURL, 'ar');
    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const countries = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(countries).toHaveCount(15);
    await expect(countries.first()).toHaveText('الإمارات العربية المتحدة');
    await expect(countries.nth(2)).toHaveText('المكسيك');
    // Languages keep their own names, whatever the page's language.
    const uae = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'الإمارات العربية المتحدة' }) });
    await expect(uae.getByRole('link')).toHaveText(['English', 'العربية']);
    await expect(page).toHaveTitle('اختر بلدك | المحركات والمعدات');
  });
});

test.describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    test(`renders ${legal.path} from the backend page`, async ({ page }) => {
      const response = await page.goto(legal.path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.en.title);
      const article = page.getByRole('article', { name: legal.en.title });
      await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText(legal.en.heading);
      await expect(article).toContainText(legal.en.text);
      await expect(page).toHaveTitle(`${legal.en.title} | Motors & Equipment`);
      await expect(page.getByRole('navigation', { name: 'Legal documents' }).getByRole('link', { name: legal.en.title })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('shows the page in the shopper’s language', async ({ page, context, baseURL }) => {
    await preferLanguage(context, baseURL, 'ar');
    const [cookies] = LEGAL_PAGES;

    await page.goto(cookies.path);

    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cookies.ar.title);
    await expect(page.getByRole('heading', { level: 2, name: cookies.ar.heading })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(cookies.ar.text);
  });

  test('moves between the legal pages on the client', async ({ page }) => {
    await page.goto('/global/cookie-policy/');
    await waitForHydration(page);

    await page.getByRole('navigation', { name: 'Legal documents' }).getByRole('link', { name: 'Terms of service' }).click();

    await expect(page).toHaveURL('/global/terms-of-service/');
    await expect(page.getByRole('article')).toContainText('Prices are shown in the currency of your country');
  });

  test('says so when the backend cannot give the page', async ({ page, pageProblems }) => {
    pageProblems.expect({
      kind: 'console',
      text: 'The privacy-policy page could not be loaded',
      reason: 'the backend answers 503 for the page on purpose',
    });
    pageProblems.expect({
      kind: 'console',
      text: 'Failed to load resource: the server responded with a status of 503',
      reason: 'Chromium reports the failed backend request',
      required: false,
    });
    await page.goto('/global/cookie-policy/');
    await waitForHydration(page);
    await page.route('**/ae/api/pages/slug/privacy-policy*', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'Access-Control-Allow-Origin': '*' },
        contentType: 'application/json',
        body: '{"error":"Service Unavailable","message":"down"}',
      }),
    );

    await page.getByRole('navigation', { name: 'Legal documents' }).getByRole('link', { name: 'Privacy policy' }).click();

    await expect(page).toHaveURL('/global/privacy-policy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.getByRole('alert')).toHaveText('This page is unavailable right now. Please try again later.');
  });

  test('answers an unknown global page with a 404', async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, '/global/x/', 'x is no legal page');

    const response = await page.goto('/global/x/');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('accessibility (axe)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`finds no violation on the global page in ${locale}`, async ({ page, context, baseURL }) => {
      await preferLanguage(context, baseURL, locale);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`finds no violation on the UAE home in ${locale}`, async ({ page }) => {
      await page.goto(`/ae_${locale}/`);

      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`finds no violation on a legal page in ${locale}`, async ({ page, context, baseURL }) => {
      await preferLanguage(context, baseURL, locale);
      await page.goto('/global/privacy-policy/');

      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
