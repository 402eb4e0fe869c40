import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The chosen city is remembered on the next visit to the region home (issue 27): the locality drawer
 * writes `city_{region}`, and the server answers the region home without a city with a 302 to that
 * city's home, while the region still knows the city. A client navigation inside the site keeps the
 * page it links to (the browser's first load carries none of this).
 */
test.describe('the city chosen in the locality drawer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens the region home in that city on the next visit, in that region only', async ({ page, context }) => {
    await page.goto('/ae_en/blog/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Choose your city' }).click();
    await page.getByRole('dialog', { name: 'Your city' }).getByRole('link', { name: 'Sharjah' }).click();
    await expect(page).toHaveURL('/ae_en/sharjah/blog/');
    expect((await context.cookies()).find((cookie) => cookie.name === 'city_ae')).toMatchObject({ value: 'sharjah', secure: true, sameSite: 'Lax' });

    // A new visit, the campaign marks of its link kept.
    const response = await page.goto('/ae_en/?utm_source=newsletter');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/ae_en\/\?utm_source=newsletter$/);
    await expect(page).toHaveURL('/ae_en/sharjah/?utm_source=newsletter');
    await expect(page.getByRole('button', { name: 'Sharjah: change city' })).toBeVisible();

    // The same in the other language of the region; another region has its own choice.
    await page.goto('/ae_ar/');
    await expect(page).toHaveURL('/ae_ar/sharjah/');
    await page.goto('/om_en/');
    await expect(page).toHaveURL('/om_en/');
  });

  test('a city the region no longer knows, or a malformed value, leaves the region home as it is', async ({ page, context, baseURL }) => {
    for (const value of ['atlantis', '..%2F..', '%E0%A4%A']) {
      await context.clearCookies();
      await context.addCookies([{ name: 'city_ae', value, url: baseURL ?? '' }]);
      const response = await page.goto('/ae_en/');
      expect(response?.status(), value).toBe(200);
      await expect(page, value).toHaveURL('/ae_en/');
    }
  });
});

test('the host never answers a remembered city with another visitor’s cached region home, nor the reverse', async ({ request, playwright, baseURL }) => {
  const chooser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'city_ae=al-ain' } });
  try {
    for (let round = 0; round < 2; round++) {
      const plain = await request.get('/ae_en/', { maxRedirects: 0 });
      expect(plain.status()).toBe(200);
      const remembered = await chooser.get('/ae_en/', { maxRedirects: 0 });
      expect(remembered.status()).toBe(302);
      expect(remembered.headers()['location']).toBe('/ae_en/al-ain/');
    }
  } finally {
    await chooser.dispose();
  }
});
