import { expect, test } from './support/fixtures';

test.describe('routing and URL hygiene', () => {
  // Home is the region's root inside a region (SPEC §2), the country chooser outside one.
  for (const [path, home] of [
    ['/ae-en/', '/'],
    ['/ae_en/no-such-page/', '/ae_en/'],
    ['/blog/', '/'],
  ] as const) {
    test(`answers ${path} with a 404 page`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, path, `${path} names no page`);

      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', home);
    });
  }

  // SPEC §5: unknown region → ae; locale the region does not allow → its default; rest and query kept.
  for (const [from, to] of [
    ['/xx_en/', '/ae_en/'],
    ['/zz_ar/offers/?page=2', '/ae_ar/offers/?page=2'],
    ['/ae_fr/', '/ae_en/'],
    ['/ru_en/catalog/atv/', '/ru_ru/catalog/atv/'],
    ['/mx_fr/blog/', '/mx_es/blog/'],
  ] as const) {
    test(`redirects ${from} permanently to ${to}`, async ({ page }) => {
      const response = await page.goto(from);

      await expect(page).toHaveURL(to);
      expect(response?.status()).toBe(200);
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    });
  }

  test('redirects a path without trailing slash permanently, keeping the query', async ({ page }) => {
    const response = await page.goto('/ae_en?utm_source=e2e');

    await expect(page).toHaveURL('/ae_en/?utm_source=e2e');
    expect(response?.status()).toBe(200);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
  });

  test('never redirects "//evil.example/" to another host', async ({ page, pageProblems, baseURL }) => {
    pageProblems.expectHttpError(404, '/evil.example/', 'the collapsed path names no page');

    // Built by hand: page.goto('//evil.example/') would resolve against baseURL to http://evil.example/.
    const response = await page.goto(`${baseURL}//evil.example/`);

    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL ?? '').origin);
    expect(landed.pathname).toBe('/evil.example/');
    expect(response?.status()).toBe(404);
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    const location = new URL((await redirect?.headerValue('location')) ?? '', baseURL);
    expect(location.origin).toBe(new URL(baseURL ?? '').origin);
    expect(location.pathname).toBe('/evil.example/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});
