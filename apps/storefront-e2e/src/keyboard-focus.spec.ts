import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { withTwoLineCart } from './support/stored-cart';

/**
 * Focus never falls to `<body>` (issue 27): a shopper on the keyboard alone opens the checkout, the
 * filter drawer, every dialog and drawer, and closes them again; after each step the focused element
 * (`document.activeElement`) is the one the step leads to, never the page's body.
 */

const ENDURO = '/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/';

/**
 * Presses Tab until `target` has focus, as a keyboard user would: Shift+Tab when it comes before the
 * focused element in the page.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  const backwards = await target.evaluate(
    (element) =>
      !!document.activeElement &&
      document.activeElement !== document.body &&
      !!(element.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let press = 0; press < max; press += 1) {
    const focused = await target.evaluate((element) =>
      element === document.activeElement ? 'target' : (document.activeElement?.localName ?? 'nothing'),
    );
    if (focused === 'target') return;
    if (press > 0) expect(focused, 'the focused element on the way').not.toMatch(/^(body|nothing)$/);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Opens a dialog with `opener` by Enter; focus moves inside it; Escape closes it and gives focus back. */
async function openAndEscape(page: Page, opener: Locator, dialog: Locator) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), { message: 'focus is in the dialog' }).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test.describe('keyboard focus stays where the shopper is', () => {
  // Tab by Tab through a page: longer than a click.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    await withTwoLineCart(page);
  });

  test('“Proceed to checkout” moves focus into the form that replaces it; the call-back dialog gives it back', async ({ page }) => {
    await open(page, '/ae_en/cart/');
    await openAndEscape(page, page.getByRole('button', { name: 'Request a call back' }), page.getByRole('dialog', { name: 'Request a call back' }));

    const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
    await expect(proceed).toBeEnabled();
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeFocused();
    // The next Tab goes on into the form: its first field.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the filter drawer: “Show N products” and Escape give focus back to “Filters”', async ({ page }) => {
      await open(page, ENDURO);
      const filters = page.locator('summary').filter({ hasText: /^Filters/ });
      const drawer = page.getByRole('dialog', { name: 'Filters' });

      await tabTo(page, filters);
      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      const fresh = drawer.getByRole('checkbox', { name: /^New/ });
      await tabTo(page, fresh);
      await page.keyboard.press('Space');
      await expect(fresh).toBeChecked();
      const show = drawer.getByRole('button', { name: 'Show 3 products' });
      await tabTo(page, show);
      await page.keyboard.press('Enter');

      await expect(drawer).toHaveCount(0);
      await expect(page).toHaveURL(`${ENDURO}?badges%5B%5D=new`);
      await expect(filters).toHaveText('Filters (1)');
      await expect(filters).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(filters).toBeFocused();
    });

    test('the header: search, the menu, and the city and country dialogs opened from the menu', async ({ page }) => {
      await open(page, '/ae_en/');
      const burger = page.getByRole('button', { name: 'Main menu' });
      await openAndEscape(page, page.getByRole('button', { name: 'Search', exact: true }), page.getByRole('dialog', { name: 'Search' }));
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await openAndEscape(page, burger, menu);

      // The menu closes when it opens another dialog: focus comes back to the burger that opened the menu.
      for (const [opener, title] of [
        [/: change city$|^Choose your city$/, 'Your city'],
        [/: change country or language$/, 'Choose your country and language'],
      ] as const) {
        await page.keyboard.press('Enter');
        await expect(menu).toBeVisible();
        await tabTo(page, menu.getByRole('button', { name: opener }));
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(burger).toBeFocused();
      }
    });
  });

  test('the product page: the gallery’s zoom, the call-back dialog and the test-drive tile', async ({ page }) => {
    await open(page, '/ae_en/product/raptor-125/');
    await openAndEscape(page, page.getByRole('button', { name: 'Enlarge picture 1' }), page.getByRole('dialog', { name: /picture 1 of 3$/ }));
    await openAndEscape(page, page.getByRole('main').getByRole('button', { name: 'Request a call back' }), page.getByRole('dialog', { name: 'Request a call back' }));
    // The test-drive tile leads to the booking page (issue 34); focus lands in the new page, never on <body>.
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Test drive' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ae_en\/booking\/\?.*kind=test_ride/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName ?? 'nothing')).not.toMatch(/^(body|nothing)$/);
  });

  test('the header on a desktop: the country and city dialogs', async ({ page }) => {
    await open(page, '/ae_en/');
    await openAndEscape(page, page.getByRole('button', { name: /: change country or language$/ }), page.getByRole('dialog', { name: 'Choose your country and language' }));
    await openAndEscape(page, page.getByRole('button', { name: /: change city$|^Choose your city$/ }), page.getByRole('dialog', { name: 'Your city' }));
  });
});
