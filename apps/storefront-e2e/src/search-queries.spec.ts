import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// Issue 34 item 5: the header's instant search runs the fixed query set of docs/regional-api.md "Search"
// (the backend's apps/regional-api/src/catalog/search-queries.spec.ts: keep the three in step) in the
// region and language a shopper types it in, and suggests categories and offers beside the products.

/** The header's search button and the dialog's field, in each language (libs/i18n/src/messages). */
const LABELS = {
  en: { button: 'Search', field: 'What are you looking for?' },
  ar: { button: 'بحث', field: 'عمّ تبحث؟' },
  ru: { button: 'Поиск', field: 'Что вы ищете?' },
  uz: { button: 'Qidirish', field: 'Nimani qidiryapsiz?' },
  ka: { button: 'ძიება', field: 'რას ეძებთ?' },
} as const;
type Language = keyof typeof LABELS;

/** docs/regional-api.md "Search": the page it is typed on, the text, the first product suggested (none: nothing). */
const QUERIES: readonly { path: `/${string}/`; language: Language; q: string; first: string | null }[] = [
  { path: '/ae_en/', language: 'en', q: 'raptor125', first: 'raptor-125' },
  { path: '/ae_en/', language: 'en', q: 'raptor-125', first: 'raptor-125' },
  { path: '/ae_en/', language: 'en', q: 'Raptor 125', first: 'raptor-125' },
  { path: '/ae_en/', language: 'en', q: 'RAPTOR125', first: 'raptor-125' },
  { path: '/ae_en/', language: 'en', q: 'xr1000', first: 'sandstorm-xr-1000' },
  { path: '/ae_en/', language: 'en', q: 'edge tx 28', first: 'edge-tx28' },
  { path: '/ae_en/', language: 'en', q: 'ridgebak 250', first: 'ridgeback-250' },
  { path: '/ae_en/', language: 'en', q: 'rpator 250', first: 'raptor-250' },
  { path: '/ae_en/', language: 'en', q: 'powerfrane 3500', first: 'powerframe-3500' },
  { path: '/ae_en/', language: 'en', q: 'powerfframe 3500', first: 'powerframe-3500' },
  { path: '/ae_en/', language: 'en', q: 'tx28', first: 'edge-tx28' },
  { path: '/ru_ru/', language: 'ru', q: 'Мотоцикл эндуро Raptor 250', first: 'raptor-250' },
  { path: '/ru_ru/', language: 'ru', q: 'генератр powerframe 3500', first: 'powerframe-3500' },
  { path: '/uz_uz/', language: 'uz', q: 'Четырехтактный лодочный мотор Marlin 6', first: 'marlin-6' },
  { path: '/kz_ru/', language: 'ru', q: 'мотопомпа', first: 'aqua-dp20' },
  { path: '/ge_ka/', language: 'ka', q: 'ენდურო მოტოციკლი', first: 'raptor-125' },
  { path: '/ae_ar/', language: 'ar', q: 'مولد', first: 'powerframe-2500' },
  { path: '/ae_ar/', language: 'ar', q: 'مُوَلِّد ديزل احتياطي', first: 'sentinel-10k' },
  { path: '/ae_ar/', language: 'ar', q: 'دراجة اندورو Raptor 300', first: 'raptor-300' },
  { path: '/ae_en/', language: 'en', q: 'qwertyzz', first: null },
  { path: '/ae_en/', language: 'en', q: 'raptor 999', first: null },
];

/** Opens the header's search on a hydrated page and returns its field (the dialog's code may still be on its way). */
async function openSearch(page: Page, language: Language) {
  await page.getByRole('button', { name: LABELS[language].button, exact: true }).first().click();
  const field = page.getByRole('combobox', { name: LABELS[language].field });
  await expect(field).toBeFocused();
  return field;
}

const options = (page: Page) => page.getByRole('listbox').getByRole('option');

test.describe('the search query set through the header', () => {
  for (const { path, language, q, first } of QUERIES) {
    test(`${path} “${q}” suggests ${first ?? 'nothing'} first`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const field = await openSearch(page, language);
      await field.fill(q);

      if (first === null) {
        await expect(page.getByRole('status').filter({ hasText: q })).toBeVisible();
        await expect(page.getByRole('listbox')).toBeHidden();
        return;
      }
      // The products come first: the first option is the best match.
      await expect(options(page).first()).toHaveAttribute('href', new RegExp(`^${path}product/${first}/$`));
    });
  }
});

test.describe('categories and offers beside the products', () => {
  test('are suggested in groups of their own and reached with the keyboard', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    let field = await openSearch(page, 'en');
    await field.fill('gear');

    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const category = listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Riding gear' });
    const offer = listbox.getByRole('group', { name: 'Offers' }).getByRole('option', { name: /^Gear up/ });
    await expect(category).toHaveAttribute('href', '/ae_en/catalog/parts-accessories/riding-gear/');
    await expect(offer).toHaveAttribute('href', '/ae_en/catalog/?offers.slug=gear-up');
    // The live region says what came, categories and offers included.
    await expect(page.getByRole('status')).toContainText('2 matching categories and offers');
    expect(await axeViolations(page), 'the open dialog with its suggestions').toEqual([]);

    // ↓ through the products to the category: the field points at it, Enter opens its catalogue page.
    const all = await options(page).all();
    const categoryIndex = await options(page).evaluateAll((items) => items.findIndex((item) => item.textContent?.includes('Riding gear')));
    expect(categoryIndex).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= categoryIndex; step += 1) await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', (await all[categoryIndex]?.getAttribute('id')) ?? '');
    await expect(category).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ae_en/catalog/parts-accessories/riding-gear/');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // ↑ from the field goes round to the last option: the offer; Enter opens its products.
    field = await openSearch(page, 'en');
    await field.fill('gear');
    await expect(offer).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(offer).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ae_en/catalog/?offers.slug=gear-up');
  });

  test('are mirrored and translated in Arabic', async ({ page }) => {
    await page.goto('/ae_ar/');
    await waitForHydration(page);
    const field = await openSearch(page, 'ar');
    await field.fill('مولد');

    const categories = page.getByRole('listbox').getByRole('group', { name: 'الفئات' });
    await expect(categories.getByRole('option').first()).toHaveAttribute('href', /^\/ae_ar\/catalog\/generators\//);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await axeViolations(page), 'the open dialog in Arabic').toEqual([]);
  });
});
