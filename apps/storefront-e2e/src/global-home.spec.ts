import { expect, test, waitForHydration } from './support/fixtures';
import { COUNTRIES, REGION_HOMES } from './support/storefront-data';

test.describe('global home', () => {
  test('lists every country with a link per language to its home', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your country');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([...COUNTRIES]);
    for (const country of COUNTRIES) {
      const card = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: country, exact: true }) });
      const homes = REGION_HOMES.filter((entry) => entry.country === country);
      await expect(card.getByRole('link'), country).toHaveText(homes.map((entry) => entry.language));
      for (const entry of homes) {
        await expect(card.getByRole('link', { name: entry.language, exact: true })).toHaveAttribute('href', entry.path);
      }
    }
  });

  for (const entry of REGION_HOMES) {
    test(`lands on ${entry.path} when ${entry.country} › ${entry.language} is clicked`, async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);

      await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: entry.country, exact: true }) })
        .getByRole('link', { name: entry.language, exact: true })
        .click();

      await expect(page).toHaveURL(entry.path);
      await expect(page.locator('html')).toHaveAttribute('lang', entry.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', entry.dir);
      await expect(page.getByRole('heading', { level: 2, name: entry.regionsTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: entry.regionsTitle }).getByRole('heading', { level: 3 })).not.toHaveCount(0);
    });
  }
});
