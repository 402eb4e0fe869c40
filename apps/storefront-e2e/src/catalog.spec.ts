import { expect, test } from './support/fixtures';

// Issue 12, SPEC §2 and §8: a category is named by its full path; anything else is a 404 page.
test.describe('category paths', () => {
  test('renders a category at its full path, titled by it', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Enduro | Motors & Equipment United Arab Emirates');
  });

  test('moves a category named by its own slug to its full path, keeping the query', async ({ page }) => {
    const response = await page.goto('/ae_en/dubai/catalog/enduro/?utm_source=e2e&badges[]=new');

    await expect(page).toHaveURL('/ae_en/dubai/catalog/motorcycles/off-road-motorcycles/enduro/?utm_source=e2e&badges[]=new');
    expect(response?.status()).toBe(200);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
  });

  test('renders the catalogue root at /catalog/', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/?q=enduro');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Catalog \| /);
  });

  test('reaches the hidden branch by its link', async ({ page }) => {
    const response = await page.goto('/ae_en/catalog/special-series/');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Special series \| /);
  });

  for (const path of [
    '/ae_en/catalog/motorcycles/enduro/',
    '/ae_en/catalog/no-such-category/',
    '/ae_en/catalog/%22onmouseover%3Dalert(1)/',
    '/ae_en/catalog/a/b/c/d/',
    '/ae_ar/catalog/Motorcycles/',
  ]) {
    test(`answers ${path} with the 404 page`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, path, 'no category has this path');

      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Page Not Found|الصفحة غير موجودة)$/);
    });
  }
});
