import { expect, test } from './support/fixtures';
import { RegionList } from './support/region-list';
import { AE_REGIONS, RU_REGIONS } from './support/storefront-data';

// What search engines and shoppers on a slow connection get: the server's HTML, no script runs.
test.use({ javaScriptEnabled: false });

// With scripting off, Chromium refuses the nonce'd `<link rel=modulepreload>` hints under the CSP.
// Nothing could run them anyway; the page itself must still be complete.
test.beforeEach(({ pageProblems }) => {
  pageProblems.expect({
    kind: 'requestfailed',
    text: 'csp (script)',
    reason: 'module preloads are blocked when JavaScript is disabled',
    required: false,
  });
});

test.describe('server-rendered HTML without JavaScript', () => {
  test('shows the UAE home with its active regions and language links', async ({ page }) => {
    const response = await page.goto('/ae_en/');
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
    const regions = new RegionList(page);
    await expect(regions.names).toHaveText([...AE_REGIONS.en]);
    await expect(regions.section.getByText(AE_REGIONS.inactive.en)).toHaveCount(0);
    await expect(regions.count('4 regions')).toBeVisible();
    await expect(regions.search).toBeVisible();
    // The server already applies the default choice: the first active region.
    await expect(regions.chosen).toHaveCount(1);
    await expect(regions.chooseButton('Dubai')).toHaveText('Your region');
    await expect(regions.chooseButton('Sharjah')).toHaveText('Choose Sharjah');

    const languages = page.getByRole('navigation', { name: 'Language' });
    await expect(languages.getByRole('link')).toHaveText(['English', 'العربية']);
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/ae_en/');
    await expect(languages.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ae_ar/');
  });

  test('shows Russian texts and region names on the Russian home', async ({ page }) => {
    const response = await page.goto('/ru_ru/');
    expect(response?.status()).toBe(200);

    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мототехника и оборудование — Россия');
    const regions = new RegionList(page, { title: 'Где нас найти', searchLabel: 'Найдите свой регион' });
    await expect(regions.names).toHaveText([...RU_REGIONS]);
    await expect(regions.section.getByText('Екатеринбург')).toHaveCount(0);
    await expect(regions.count('4 региона')).toBeVisible();
    await expect(regions.search).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Язык' }).getByRole('link')).toHaveText(['Русский']);
  });
});
