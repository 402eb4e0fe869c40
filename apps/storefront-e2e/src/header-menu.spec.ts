import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// Issue 12 item 1: the header's catalogue menu. Panels and levels then open without their animations.
test.use({ reducedMotion: 'reduce' });

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|التنقل الرئيسي|Основная навигация)$/ });
/** The strip's top categories: the links of the list's own entries, not of an open panel. */
const topLinks = (page: Page) => mainNav(page).locator('ul').first().locator(':scope > li > a');
/** A category's toggle: "{category}: sub-categories" in every language. */
const toggleOf = (page: Page, category: string) => mainNav(page).getByRole('button', { name: `${category}: ` });
const panelOf = async (page: Page, category: string) =>
  page.locator(`[id="${await toggleOf(page, category).getAttribute('aria-controls')}"]`);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The menus' toggles arrive once the page is idle: the strip is ready when the first one is there. */
async function openWithMenus(page: Page, path: string, firstCategory = 'Motorcycles') {
  await open(page, path);
  await expect(toggleOf(page, firstCategory)).toBeVisible();
}

/** Whether the box of `inner` lies within the box of `outer`, to the pixel. */
async function isInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1 && a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1;
}

test.describe('all eight top categories fit from xl (1270 px) up', () => {
  // English, Arabic, and Russian: the longest titles of the backend's catalogues.
  for (const width of [1440, 1270]) {
    for (const path of ['/ae_en/', '/ae_ar/', '/ru_ru/']) {
      test(`${path} at ${width} px: every top category in view, no scroll arrow`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, path);
        const strip = mainNav(page).locator('ul').first();
        await expect(topLinks(page)).toHaveCount(8);
        for (const link of await topLinks(page).all()) {
          await expect(link).toBeVisible();
          expect(await isInside(link, strip), `${await link.textContent()} inside the strip`).toBe(true);
        }
        expect(await strip.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
        await expect(strip).not.toHaveAttribute('data-edges', /start|end/);
        await expect(mainNav(page).locator('[data-scroll]')).toHaveCount(2);
        for (const arrow of await mainNav(page).locator('[data-scroll]').all()) await expect(arrow).toBeHidden();
      });
    }
  }
});

test.describe('desktop mega-menu (disclosure navigation)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a resting pointer opens a category and leaving closes it; the top entry stays a link', async ({ page }) => {
    await openWithMenus(page, '/ae_en/');
    const link = topLinks(page).filter({ hasText: 'Motorcycles' });
    await expect(link).toHaveAttribute('href', '/ae_en/catalog/motorcycles/');
    const toggle = toggleOf(page, 'Motorcycles');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await link.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page, 'Motorcycles');
    await expect(panel.getByRole('link')).toHaveText(['All Motorcycles', 'Off-road motorcycles', 'Road motorcycles']);
    await expect(panel.getByRole('link', { name: 'All Motorcycles' })).toHaveAttribute('href', '/ae_en/catalog/motorcycles/');

    // Into the panel and across it: still open.
    await panel.getByRole('link', { name: 'Road motorcycles', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Onto another category: only that one is open.
    await topLinks(page).filter({ hasText: 'Generators' }).hover();
    await expect(toggleOf(page, 'Generators')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Away into the page: closed after a moment.
    await page.mouse.move(700, 700);
    await expect(toggleOf(page, 'Generators')).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'All Generators' })).toHaveCount(0);
  });

  test('works with the keyboard alone: Tab, Enter, arrows, Escape', async ({ page }) => {
    await openWithMenus(page, '/ae_en/');
    const link = topLinks(page).filter({ hasText: 'ATV and UTV' });
    const toggle = toggleOf(page, 'ATV and UTV');
    // Tab from the page's start to the category link.
    for (let presses = 0; presses < 40 && !(await link.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'All ATV and UTV' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'ATVs', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // ArrowDown on the category link opens its panel and enters it.
    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'All ATV and UTV' })).toBeFocused();
    // Tabbing past the panel's last link closes it.
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await expect(topLinks(page).filter({ hasText: 'Scooters' })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a sub-category link opens its category page and closes the panel', async ({ page }) => {
    const response = await page.request.get('/ae_en/catalog/motorcycles/off-road-motorcycles/');
    expect(response.status()).toBe(200);

    await openWithMenus(page, '/ae_en/');
    await toggleOf(page, 'Motorcycles').click();
    await (await panelOf(page, 'Motorcycles')).getByRole('link', { name: 'Off-road motorcycles' }).click();
    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/off-road-motorcycles/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Off-road motorcycles');
    await expect(toggleOf(page, 'Motorcycles')).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'All Motorcycles' })).toHaveCount(0);
  });

  test('server HTML carries the links, not the panels', async ({ request }) => {
    const html = await (await request.get('/ae_en/')).text();
    expect(html).toContain('href="/ae_en/catalog/motorcycles/"');
    expect(html).not.toContain('href="/ae_en/catalog/motorcycles/off-road-motorcycles/"');
    expect(html).not.toContain('sub-categories');
  });
});

test.describe('Arabic header (/ae_ar/)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('mirrors the strip and its panel', async ({ page }) => {
    await openWithMenus(page, '/ae_ar/', 'دراجات نارية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Right to left: the first category is the rightmost, each toggle sits at its link's left.
    const boxes = await Promise.all((await topLinks(page).all()).map((link) => link.boundingBox()));
    const starts = boxes.map((box) => (box ? box.x + box.width : 0));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const link = topLinks(page).first();
    const toggle = toggleOf(page, 'دراجات نارية');
    const [linkBox, toggleBox] = [await link.boundingBox(), await toggle.boundingBox()];
    expect(toggleBox && linkBox && toggleBox.x < linkBox.x + linkBox.width / 2).toBe(true);

    await toggle.click();
    const panel = await panelOf(page, 'دراجات نارية');
    const all = panel.getByRole('link', { name: 'عرض الكل: دراجات نارية' });
    await expect(all).toBeVisible();
    const [allBox, panelBox] = [await all.boundingBox(), await panel.boundingBox()];
    // The panel's first link starts at its right.
    expect(allBox && panelBox && allBox.x > panelBox.x + panelBox.width / 2).toBe(true);
    await expect(panel.getByRole('link', { name: 'دراجات الطرق الوعرة' })).toHaveAttribute(
      'href',
      '/ae_ar/catalog/motorcycles/off-road-motorcycles/',
    );
  });
});

test.describe('mobile menu drills down', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a category opens its level, Back returns to it, a sub-category link navigates', async ({ page }) => {
    await open(page, '/ae_en/');
    await page.getByRole('button', { name: 'Main menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    const motorcycles = menu.getByRole('button', { name: 'Motorcycles' });
    await motorcycles.click();

    const level = menu.getByRole('group', { name: 'Motorcycles' });
    await expect(level.getByRole('heading', { name: 'Motorcycles' })).toBeVisible();
    await expect(level.getByRole('button', { name: 'Back' })).toBeFocused();
    await expect(level.getByRole('link')).toHaveText(['All Motorcycles', 'Off-road motorcycles', 'Road motorcycles']);
    await expect(menu.getByRole('button', { name: 'Generators' })).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(level).toHaveCount(0);
    await expect(motorcycles).toBeFocused();

    await page.keyboard.press('Enter');
    await level.getByRole('link', { name: 'Road motorcycles', exact: true }).click();
    await expect(page).toHaveURL('/ae_en/catalog/motorcycles/road-motorcycles/');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Road motorcycles');
  });

  test('mirrors the levels in Arabic', async ({ page }) => {
    await open(page, '/ae_ar/');
    await page.getByRole('button', { name: 'القائمة الرئيسية' }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة الرئيسية' });
    const category = menu.getByRole('button', { name: 'دراجات نارية' });
    // The chevron points to the inline end: left in Arabic.
    const chevron = category.locator('[data-icon="ChevronEndIcon"]');
    const [rowBox, chevronBox] = [await category.boundingBox(), await chevron.boundingBox()];
    expect(rowBox && chevronBox && chevronBox.x < rowBox.x + rowBox.width / 2).toBe(true);
    await expect(chevron).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');

    await category.click();
    await expect(menu.getByRole('button', { name: 'رجوع' })).toBeFocused();
    await expect(menu.getByRole('link').first()).toHaveText('عرض الكل: دراجات نارية');
  });
});

test.describe('accessibility of the catalogue menu (axe, WCAG 2.2 AA)', () => {
  for (const [path, category] of [
    ['/ae_en/', 'Motorcycles'],
    ['/ae_ar/', 'دراجات نارية'],
  ] as const) {
    test(`has no violations on ${path} with a category panel open`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openWithMenus(page, path, category);
      await toggleOf(page, category).click();
      await expect(toggleOf(page, category)).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page), 'with a category panel open').toEqual([]);
    });

    test(`has no violations on ${path} with a mobile menu level open`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, path);
      await page.getByRole('button', { name: /^(Main menu|القائمة الرئيسية)$/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: category }).click();
      await expect(page.getByRole('dialog').getByRole('group', { name: category })).toBeVisible();
      expect(await axeViolations(page), 'with a mobile menu level open').toEqual([]);
    });
  }
});
