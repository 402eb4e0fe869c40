import { expect, test, waitForHydration } from './support/fixtures';
import { RegionList } from './support/region-list';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('head tags of a regional page (SPEC §2)', () => {
  test('links canonical, every region-locale alternate and x-default', async ({ page, baseURL }) => {
    await page.goto('/om_ar/blog/');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المدونة');
    await expect(page).toHaveTitle('المدونة | المحركات والمعدات عُمان');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/om_ar/blog/`);
    const alternates = page.locator('link[rel="alternate"]');
    await expect(alternates).toHaveCount(21);
    await expect(page.locator('link[hreflang="en-OM"]')).toHaveAttribute('href', `${baseURL}/om_en/blog/`);
    await expect(page.locator('link[hreflang="ru-RU"]')).toHaveAttribute('href', `${baseURL}/ru_ru/blog/`);
    await expect(page.locator('link[hreflang="es-MX"]')).toHaveAttribute('href', `${baseURL}/mx_es/blog/`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/om_en/blog/`);
  });
});

test.describe('routes of every section in their layouts (SPEC §2)', () => {
  const sections = [
    ['/ru_ru/catalog/motorcycles/off-road-motorcycles/enduro/', 'Эндуро', 'default'],
    ['/br_pt/offers/', 'Ofertas', 'default'],
    ['/ma_fr/support/', 'Centre d’assistance', 'support'],
    // About us: the backend page's title (issue 16), in Spanish.
    ['/mx_es/about-us/', /^Sobre /, 'default'],
    ['/qa_ar/comparison/', 'مقارنة المنتجات', 'default'],
    ['/ge_ka/cart/', 'თქვენი კალათა', 'default'],
  ] as const;
  for (const [path, heading, layout] of sections) {
    test(`renders ${path} in the ${layout} layout`, async ({ page }) => {
      const response = await page.goto(path);

      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toHaveAttribute('data-layout', layout);
    });
  }
});

test.describe('city segment (SPEC §2, §4, §5)', () => {
  test('selects the region of a known city and keeps the city in the canonical URL', async ({ page, baseURL }) => {
    await page.goto('/ae_en/sharjah/');

    const regions = new RegionList(page);
    await expect(regions.chooseButton('Sharjah')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ae_en/sharjah/`);
    await expect(page.locator('link[hreflang="ar-AE"]')).toHaveAttribute('href', `${baseURL}/ae_ar/sharjah/`);
    // Oman knows no Sharjah: its home would not link back, so it is no alternate (head.spec.ts walks them).
    await expect(page.locator('link[hreflang="en-OM"]')).toHaveCount(0);
  });

  test('answers an unknown city with a 404 page', async ({ page, pageProblems }) => {
    pageProblems.expectHttpError(404, '/ae_en/atlantis/', 'atlantis is no city of the UAE');

    const response = await page.goto('/ae_en/atlantis/');

    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: \u2066/ae_en/atlantis/\u2069')).toBeVisible();
  });
});

test.describe('cities from the backend’s /cities (SPEC §2, §5, §7)', () => {
  test('accepts a city that is no backend region (Al Ain lies in the Abu Dhabi region)', async ({ page }) => {
    const response = await page.goto('/ae_en/al-ain/');

    expect(response?.status()).toBe(200);
    await expect(page.getByText('Prices are shown in AED. Your city: Al Ain.')).toBeVisible();
  });
});

test.describe('text placeholders (SPEC §3: currency, city, …)', () => {
  const cases = [
    ['/ae_en/', 'Prices are shown in AED. Your city: Dubai.'],
    ['/ae_ar/', 'الأسعار معروضة بعملة AED. مدينتك: دبي.'],
    ['/ru_ru/krasnogorsk/', 'Цены указаны в RUB. Ваш город: Красногорск.'],
    ['/mx_es/', 'Los precios se muestran en MXN. Tu ciudad: Ciudad de México.'],
    ['/kz_ru/', 'Цены указаны в KZT. Ваш город: Алматы.'],
  ] as const;
  for (const [path, text] of cases) {
    test(`fills the region's currency and city on ${path}`, async ({ page }) => {
      await page.goto(path);

      await expect(page.getByText(text)).toBeVisible();
    });
  }
});

test.describe('shops of the chosen region (SPEC §4)', () => {
  test('lists the stores of the selected region and reloads them when another region is chosen', async ({ page }) => {
    await page.goto('/ae_en/');
    const stores = page.getByRole('region', { name: /^Stores in / });

    await expect(stores.getByRole('heading', { level: 2 })).toHaveText('Stores in Dubai');
    await expect(stores.getByRole('heading', { level: 3 })).toHaveText(['Motors & Equipment showroom Dubai']);
    await waitForHydration(page);

    await new RegionList(page).chooseButton('Sharjah').click();

    await expect(stores.getByRole('heading', { level: 2 })).toHaveText('Stores in Sharjah');
    await expect(stores.getByRole('heading', { level: 3 })).toHaveText(['Motors & Equipment dealer Sharjah']);
  });

  test('selects the region of the URL city and shows its shops in the page from the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ru_ru/kazan/');

    await expect(page.getByRole('region', { name: 'Магазины: Казань' }).getByRole('heading', { level: 3 })).toHaveText([
      'Сервисный центр «Мото и техника» Казань',
    ]);
    await context.close();
  });
});

test.describe('language outside a region (SPEC §9: cookie, browser language, English)', () => {
  test.describe('with an Arabic browser', () => {
    test.use({ locale: 'ar-AE' });

    test('shows the global page in Arabic, right to left', async ({ page }) => {
      await page.goto('/');

      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختر بلدك');
    });
  });

  test('remembers the language of the last regional page in the i18n_redirected cookie', async ({ page, context }) => {
    await page.goto('/kz_ru/');
    await waitForHydration(page);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected'))
      .toMatchObject({ value: 'ru', path: '/', sameSite: 'Lax', secure: true });

    await page.goto('/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Выберите страну');
  });
});

test.describe('device and viewport (SPEC §1, §9)', () => {
  test.describe('on a phone', () => {
    test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });

    test('renders the mobile device class and remembers the breakpoint', async ({ page, context }) => {
      await page.goto('/eg_en/');

      await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
      await waitForHydration(page);
      await expect
        .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'viewport'))
        .toMatchObject({ value: 'xs', path: '/', sameSite: 'Strict', secure: true });
    });
  });

  test('renders the desktop class for a desktop browser', async ({ page }) => {
    await page.goto('/eg_ar/');

    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
  });
});

test.describe('campaign marks (SPEC §3, §4)', () => {
  test('keeps the utm marks and gclid of the landing URL for three months', async ({ page }) => {
    await page.goto('/sa_en/?utm_source=Newsletter&utm_campaign=spring&gclid=AbC123&page=2');
    await waitForHydration(page);

    const stored = await page.evaluate(() => localStorage.getItem('campaign_marks'));
    const { marks, expiresAt } = JSON.parse(stored ?? '{}') as { marks: Record<string, string>; expiresAt: string };
    expect(marks).toEqual({ UTM_SOURCE: 'Newsletter', UTM_CAMPAIGN: 'spring', GCLID: 'AbC123' });
    const months = (Date.parse(expiresAt) - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(2.9);
    expect(months).toBeLessThan(3.1);
  });
});
