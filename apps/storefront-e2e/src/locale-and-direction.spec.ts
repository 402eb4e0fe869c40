import { expect, test, waitForHydration } from './support/fixtures';
import { RegionList } from './support/region-list';
import { AE_REGIONS, MX_REGIONS_ES } from './support/storefront-data';

test.describe('language and direction of the document', () => {
  test('renders the Arabic home right to left with Arabic texts', async ({ page }) => {
    await page.goto('/ae_ar/');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar-AE');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المحركات والمعدات في الإمارات العربية المتحدة');
    const regions = new RegionList(page, { title: 'أين تجدنا', searchLabel: 'ابحث عن منطقتك' });
    await expect(regions.section.getByRole('heading', { level: 2 })).toHaveText('أين تجدنا');
    await expect(regions.names).toHaveText([...AE_REGIONS.ar]);
    await expect(page.getByRole('button', { name: 'اختر الشارقة' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'اللغة' }).getByRole('link')).toHaveText(['English', 'العربية']);

    // Still so once the client has taken over.
    await waitForHydration(page);
    await expect(html).toHaveAttribute('dir', 'rtl');
  });

  test('renders the English home left to right', async ({ page }) => {
    await page.goto('/ae_en/');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en-AE');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 2, name: 'Where to find us' })).toBeVisible();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('dir', 'ltr');
  });

  test('renders the Mexican home in es-MX with the es_mx messages', async ({ page }) => {
    await page.goto('/mx_es/');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'es-MX');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motores y equipo en México');
    // "Encuentra tu región" is es_mx; Spain's es says "Busca tu región".
    const regions = new RegionList(page, { title: 'Dónde encontrarnos', searchLabel: 'Encuentra tu región' });
    await expect(regions.search).toBeVisible();
    await expect(regions.names).toHaveText([...MX_REGIONS_ES]);
    await expect(regions.count('5 regiones')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Elegir Guadalajara' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Idioma' }).getByRole('link')).toHaveText([
      'Español (México)',
      'English',
    ]);
  });

  test('qualifies the language with the country in Kazakhstan: a price there reads in tenge', async ({ page }) => {
    await page.goto('/kz_ru/');
    await waitForHydration(page);

    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-KZ');
    // What formatPrice does with the page's tag (Latin digits): a bare `ru` would write "KZT".
    const price = await page.evaluate(() =>
      new Intl.NumberFormat(`${document.documentElement.lang}-u-nu-latn`, { style: 'currency', currency: 'KZT' }).format(1_249_000),
    );
    expect(price).toMatch(/^1\s249\s000,00\s₸$/);
  });
});
