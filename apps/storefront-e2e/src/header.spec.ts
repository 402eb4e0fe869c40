import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// Dialogs then open and close without their animations: faster, and axe reads settled colours.
test.use({ reducedMotion: 'reduce' });

const header = (page: Page) => page.locator('header[data-scheme]');
const dialog = (page: Page) => page.getByRole('dialog');

/** The page's scroll lock as the shopper feels it: `<body>`'s computed overflow (SPEC §2). */
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

async function expectLocked(page: Page, modal: string) {
  await expect(page.locator('body')).toHaveAttribute('data-modal', modal);
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
}

async function expectReleased(page: Page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-modal', 'none');
  await expect.poll(() => bodyOverflow(page)).toBe('visible');
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('header colours (SPEC §2)', () => {
  for (const path of ['/ae_en/support/', '/ae_en/about-us/', '/ae_en/offers/', '/ae_en/product/raptor-125/']) {
    test(`is black on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-scheme', 'dark');
      await expect(header(page)).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    });
  }

  for (const path of ['/ae_en/', '/ae_en/catalog/']) {
    test(`is white on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(header(page)).toHaveAttribute('data-scheme', 'light');
      await expect(header(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    });
  }

  test('follows client-side navigation into the offers and back', async ({ page }) => {
    await open(page, '/ae_en/');
    await page.getByRole('button', { name: /^Sale/ }).click();
    // The sale menu's link (the home's offers strip has one too).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'All offers' }).click();
    await expect(page).toHaveURL('/ae_en/offers/');
    await expect(header(page)).toHaveAttribute('data-scheme', 'dark');
    await page.goBack();
    await expect(header(page)).toHaveAttribute('data-scheme', 'light');
  });
});

test.describe('scrolled flag (SPEC §4: offset > 32)', () => {
  test.use({ viewport: { width: 1280, height: 360 } });

  test('is set after 33 px and cleared at the top, without moving the page', async ({ page }) => {
    await open(page, '/ae_en/');
    const banner = header(page);
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    const height = await banner.evaluate((element) => element.getBoundingClientRect().height);

    await page.evaluate(() => window.scrollTo(0, 32));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 33));
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    expect(await banner.evaluate((element) => element.getBoundingClientRect().height)).toBe(height);
    expect(await page.evaluate(() => window.scrollY)).toBe(33);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('header dialogs lock the page (SPEC §2 modal states)', () => {
  test('country-select: Escape closes it and focus goes back', async ({ page }) => {
    await open(page, '/ae_en/');
    await expect(page.locator('body')).toHaveAttribute('data-modal', 'none');
    // The page behind a dialog is hidden from assistive technology: its controls are found anyway.
    const trigger = page.getByRole('button', {
      name: 'United Arab Emirates: change country or language',
      includeHidden: true,
    });
    await trigger.click();
    await expect(dialog(page)).toHaveAccessibleName('Choose your country and language');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectLocked(page, 'country-select');

    await page.keyboard.press('Escape');
    await expectReleased(page);
    await expect(trigger).toBeFocused();
  });

  test('region-select (the city chooser): the close button closes it', async ({ page }) => {
    await open(page, '/ae_en/');
    const trigger = page.getByRole('button', { name: 'Choose your city', includeHidden: true });
    await trigger.click();
    await expect(dialog(page)).toHaveAccessibleName('Your city');
    await expectLocked(page, 'region-select');

    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expectReleased(page);
    await expect(trigger).toBeFocused();
  });

  test('search: both Escape and the close button release it', async ({ page }) => {
    await open(page, '/ae_en/');
    const trigger = page.getByRole('button', { name: 'Search', exact: true, includeHidden: true });
    await trigger.click();
    await expectLocked(page, 'search');
    await expect(dialog(page).getByRole('combobox', { name: /What are you looking for/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectReleased(page);

    await trigger.click();
    await expectLocked(page, 'search');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expectReleased(page);
    await expect(trigger).toBeFocused();
  });

  test('search opens the catalogue with the query', async ({ page }) => {
    await open(page, '/ae_en/dubai/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog(page).getByRole('combobox').fill('enduro');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ae_en/dubai/catalog/?q=enduro');
    await expectReleased(page);
  });
});

test.describe('switching language, country and city (SPEC §2)', () => {
  const languages = (page: Page) => page.getByRole('navigation', { name: 'Language' });

  test('a language of the region keeps a page without products', async ({ page }) => {
    await open(page, '/ae_en/about-us/');
    await expect(languages(page).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ae_ar/about-us/');
    await languages(page).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL('/ae_ar/about-us/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(header(page)).toHaveAttribute('data-scheme', 'dark');
  });

  test('a language of the region keeps the city', async ({ page }) => {
    await open(page, '/ae_en/dubai/offers/');
    await languages(page).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL('/ae_ar/dubai/offers/');
    await expect(page.getByRole('button', { name: 'دبي: تغيير المدينة' })).toBeVisible();
  });

  test('another country opens at its home, without the city', async ({ page }) => {
    await open(page, '/ae_en/dubai/about-us/');
    await page.getByRole('button', { name: /change country or language/ }).click();
    const oman = dialog(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Oman' }) });
    await oman.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/om_en/');
    await expectReleased(page);
    await expect(page.getByRole('button', { name: 'Oman: change country or language' })).toBeVisible();
  });

  test('the country dialog switches the language of this country in place', async ({ page }) => {
    await open(page, '/ae_en/dubai/about-us/');
    await page.getByRole('button', { name: /change country or language/ }).click();
    const here = dialog(page).locator('[data-current]');
    await expect(here.getByRole('heading')).toHaveText('United Arab Emirates');
    await expect(here.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await here.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL('/ae_ar/dubai/about-us/');
  });

  test('a city opens the same page in that city', async ({ page }) => {
    await open(page, '/ae_en/about-us/');
    await page.getByRole('button', { name: 'Choose your city' }).click();
    await dialog(page).getByRole('link', { name: 'Sharjah' }).click();
    await expect(page).toHaveURL('/ae_en/sharjah/about-us/');
    await expectReleased(page);
    await expect(page.getByRole('button', { name: 'Sharjah: change city' })).toBeFocused();
  });
});

test.describe('header links from the startup data', () => {
  test('categories and sale links point to their sections with their filters', async ({ page }) => {
    await open(page, '/ae_en/dubai/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Motorcycles' })).toHaveAttribute('href', '/ae_en/dubai/catalog/motorcycles/');
    const sale = nav.getByRole('button', { name: /^Sale/ });
    await expect(sale).toHaveAttribute('aria-expanded', 'false');
    await sale.click();
    await expect(sale).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Enduro season/ })).toHaveAttribute(
      'href',
      '/ae_en/dubai/catalog/?offers.slug=enduro-season',
    );
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: /Enduro season/ })).toBeHidden();
    await expect(sale).toBeFocused();
  });

  test('the cart shows the number of stored lines after hydration', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('cartItems_ae', JSON.stringify([{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 1 }])),
    );
    await open(page, '/ae_en/');
    const cart = page.getByRole('link', { name: 'Cart (2 items)' });
    await expect(cart).toHaveAttribute('href', '/ae_en/cart/');
    await expect(cart.locator('[data-count]')).toHaveAttribute('data-count', '2');
  });

  test('an unreadable stored cart counts as empty', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cartItems_ae', '{not json'));
    await open(page, '/ae_en/');
    await expect(page.getByRole('link', { name: 'Cart (empty)' }).locator('[data-count]')).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and closes with focus management', async ({ page }) => {
    await open(page, '/ae_en/');
    const burger = page.getByRole('button', { name: 'Main menu', includeHidden: true });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // A category with sub-categories opens its level of the menu (header-menu.spec.ts).
    await expect(menu.getByRole('button', { name: 'Motorcycles' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(burger).toBeFocused();

    await burger.click();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toHaveCount(0);
    await expect(burger).toBeFocused();
  });

  test('opens the country dialog in its place and gives focus back to the burger', async ({ page }) => {
    await open(page, '/ae_en/');
    const burger = page.getByRole('button', { name: 'Main menu', includeHidden: true });
    await burger.click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('button', { name: /change country/ }).click();
    await expect(page.getByRole('dialog')).toHaveAccessibleName('Choose your country and language');
    await expectLocked(page, 'country-select');
    await page.keyboard.press('Escape');
    await expectReleased(page);
    await expect(burger).toBeFocused();
  });
});

test.describe('accessibility of the header (axe, WCAG 2.2 AA)', () => {
  for (const path of ['/ae_en/', '/ae_ar/']) {
    test(`has no violations on ${path} with the header closed`, async ({ page }) => {
      await open(page, path);
      expect(await axeViolations(page), 'closed').toEqual([]);
    });

    test(`has no violations on ${path} with the sale menu open`, async ({ page }) => {
      await open(page, path);
      await page.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ }).getByRole('button', { name: /^(Sale|تخفيضات)/ }).click();
      expect(await axeViolations(page), 'with the sale menu open').toEqual([]);
    });

    test(`has no violations on ${path} with the country dialog open`, async ({ page }) => {
      await open(page, path);
      await page.getByRole('button', { name: /change country|تغيير الدولة/ }).click();
      await expect(dialog(page)).toBeVisible();
      expect(await axeViolations(page), 'with the country dialog open').toEqual([]);
    });

    test(`has no violations on ${path} with the mobile menu open`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, path);
      await page.getByRole('button', { name: /Main menu|القائمة الرئيسية/ }).click();
      await expect(dialog(page)).toBeVisible();
      expect(await axeViolations(page), 'with the mobile menu open').toEqual([]);
    });
  }
});
