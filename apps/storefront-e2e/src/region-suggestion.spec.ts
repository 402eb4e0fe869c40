import { expect, test, waitForHydration } from './support/fixtures';

test.describe('region suggestion on / (issue 11)', () => {
  test.describe('with a Russian browser in Kazakhstan', () => {
    test.use({ locale: 'ru-KZ' });

    test('suggests Kazakhstan in Russian without leaving /, and its button goes to /kz_ru/', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Предлагаемая страна' });
      await expect(banner).toContainText('Казахстан');
      await expect(page).toHaveURL('/');
      await banner.getByRole('link', { name: 'Перейти в магазин: Казахстан' }).click();
      await expect(page).toHaveURL('/kz_ru/');
    });

    test('remembers a dismissal across reloads', async ({ page }) => {
      await page.goto('/');
      // The button is the hydrated page's: a click before that would find no handler (a busy machine).
      await waitForHydration(page);
      const banner = page.getByRole('region', { name: 'Предлагаемая страна' });
      await banner.getByRole('button', { name: 'Нет, спасибо' }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Выберите страну');
      await expect(banner).toBeHidden();
    });
  });

  test.describe('with a German browser in Germany', () => {
    test.use({ locale: 'de-DE' });

    test('suggests nothing', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Suggested country' })).toHaveCount(0);
    });
  });
});
