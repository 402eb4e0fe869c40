import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * What the shopper looked at (issue 34 items 3 and 5, docs/adr/0285-remembering-what-a-shopper-looked-at-needs-consent.md):
 * recently viewed products on the product page, in the cart's empty state and in the empty search dialog;
 * recent searches in the dialog; each removable and clearable; nothing stored without `preferences`
 * consent, everything erased when it is withdrawn. The suite's shopper has accepted all (ADR 0275).
 */

const VIEWED_KEY = 'recentlyViewed_ae';
const SEARCHES_KEY = 'recentSearches_ae';
const [FIRST, SECOND, THIRD] = ['raptor-125', 'raptor-250', 'trail-ad5-adventure'];

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const storedSlugs = async (page: Page) => ((JSON.parse((await stored(page, VIEWED_KEY)) ?? '[]') as { slug: string }[]).map((item) => item.slug));
const viewedList = (scope: Page | Locator) => scope.getByRole('region', { name: /^(Recently viewed|شاهدتها مؤخرًا)$/ });
const linkedSlugs = async (list: Locator) =>
  (await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map((href) => href.split('/').at(-2));

/** Opens a product page and waits until its view is recorded (the deferred part, once consent is read). */
async function view(page: Page, slug: string, base = '/ae_en') {
  await page.goto(`${base}/product/${slug}/`);
  await waitForHydration(page);
  await expect.poll(async () => (await storedSlugs(page))[0]).toBe(slug);
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox', { name: /What are you looking for/ })).toBeFocused();
  return dialog;
}

test.describe('recently viewed', () => {
  test('lists the products opened, newest first, on the product page, the empty cart and the empty search; removable and clearable', async ({ page }) => {
    await view(page, FIRST);
    await view(page, SECOND);
    await view(page, THIRD);

    // The third product's page lists the other two, newest first, below the fold.
    const onProduct = viewedList(page.getByRole('main'));
    await expect(onProduct.getByRole('link')).toHaveCount(2);
    expect(await linkedSlugs(onProduct)).toEqual([SECOND, FIRST]);
    await expect(onProduct).toContainText('AED');

    // The empty cart leads back to all three.
    await page.goto('/ae_en/cart/');
    await waitForHydration(page);
    const inCart = viewedList(page.getByRole('main'));
    await expect(inCart.getByRole('link')).toHaveCount(3);
    expect(await linkedSlugs(inCart)).toEqual([THIRD, SECOND, FIRST]);
    expect(await axeViolations(page), 'the empty cart with its list').toEqual([]);

    // The search dialog, nothing typed: all three.
    const dialog = await openSearch(page);
    const inSearch = viewedList(dialog);
    await expect(inSearch.getByRole('link')).toHaveCount(3);
    expect(await axeViolations(page), 'the empty search dialog').toEqual([]);
    // Typing replaces the empty state with the results.
    await page.keyboard.type('rap');
    await expect(inSearch).toBeHidden();
    await page.getByRole('combobox', { name: /What are you looking for/ }).fill('');
    await expect(inSearch.getByRole('link')).toHaveCount(3);
    await page.keyboard.press('Escape');

    // Remove one by its named button, with the keyboard; focus stays in the list.
    const remove = inCart.getByRole('button', { name: /^Remove Raptor 250.* from recently viewed$/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(inCart.getByRole('link')).toHaveCount(2);
    await expect(inCart.getByRole('button', { name: 'Clear recently viewed' })).toBeFocused();
    expect(await storedSlugs(page)).toEqual([THIRD, FIRST]);

    // Clear: the list and the stored key are gone.
    await inCart.getByRole('button', { name: 'Clear recently viewed' }).click();
    await expect(inCart).toBeHidden();
    // Focus moves to the control before the list, never to <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    expect(await stored(page, VIEWED_KEY)).toBeNull();
  });

  test('never shows a product the region does not sell, and survives a corrupt stored value', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, JSON.stringify([{ id: 999999, slug: 'gone-model', name: 'Gone' }, { id: 1, slug: 'raptor-125', name: 'Raptor' }, 'junk']));
        sessionStorage.setItem('seeded', '1');
      }
    }, VIEWED_KEY);
    await page.goto('/ae_en/cart/');
    await waitForHydration(page);
    const list = viewedList(page.getByRole('main'));
    await expect(list.getByRole('link')).toHaveCount(1);
    expect(await linkedSlugs(list)).toEqual([FIRST]);
    // The product the region does not sell leaves the history.
    await expect.poll(() => storedSlugs(page)).toEqual([FIRST]);

    await page.evaluate((key) => localStorage.setItem(key, '{not json'), VIEWED_KEY);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(viewedList(page)).toHaveCount(0);
  });

  test('remembers searches submitted or whose result was opened; one click searches again; removable and clearable', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    // The consent manager has read the choice before the first search is made.
    await expect.poll(() => page.evaluate(() => document.cookie.includes('cookie_consent'))).toBe(true);

    await openSearch(page);
    await page.keyboard.type('raptor');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ae_en/catalog/?q=raptor');

    let dialog = await openSearch(page);
    await page.keyboard.type('enduro');
    await dialog.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/ae_en\/product\//);
    expect(JSON.parse((await stored(page, SEARCHES_KEY)) ?? '[]')).toEqual(['enduro', 'raptor']);

    dialog = await openSearch(page);
    const searches = dialog.getByRole('region', { name: 'Recent searches' });
    await expect(searches.getByRole('link')).toHaveText(['enduro', 'raptor']);
    await searches.getByRole('link', { name: 'raptor' }).click();
    await expect(page).toHaveURL('/ae_en/catalog/?q=raptor');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    dialog = await openSearch(page);
    await expect(searches.getByRole('link')).toHaveText(['raptor', 'enduro']);
    await dialog.getByRole('button', { name: 'Remove “enduro” from recent searches' }).click();
    await expect(searches.getByRole('link')).toHaveText(['raptor']);
    await dialog.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(searches).toBeHidden();
    // Focus moves back to the search field above the list.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(await stored(page, SEARCHES_KEY)).toBeNull();
  });

  test('withdrawing the consent erases the history and the searches at once', async ({ page }) => {
    await view(page, FIRST);
    await page.evaluate((key) => localStorage.setItem(key, '["raptor"]'), SEARCHES_KEY);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    const remember = settings.getByRole('checkbox', { name: 'Remember what I looked at' });
    await expect(remember).toBeChecked();
    await remember.uncheck();
    await settings.getByRole('button', { name: 'Save my choice' }).click();
    await expect(settings).toBeHidden();
    expect(await stored(page, VIEWED_KEY)).toBeNull();
    expect(await stored(page, SEARCHES_KEY)).toBeNull();

    // And nothing is recorded any more.
    await page.goto(`/ae_en/product/${SECOND}/`);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    expect(await stored(page, VIEWED_KEY)).toBeNull();
  });

  test('right to left on a 360 px phone in Arabic, without overflow', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await view(page, FIRST, '/ae_ar');
    await view(page, SECOND, '/ae_ar');
    await page.goto('/ae_ar/cart/');
    await waitForHydration(page);
    const list = viewedList(page.getByRole('main'));
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without preferences consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('nothing is stored before a choice or after "Reject all"', async ({ page }) => {
    await page.goto(`/ae_en/product/${FIRST}/`);
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    expect(await stored(page, VIEWED_KEY)).toBeNull();

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click();
    await page.goto(`/ae_en/product/${SECOND}/`);
    await waitForHydration(page);
    await openSearch(page);
    await page.keyboard.type('raptor');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ae_en/catalog/?q=raptor');
    await page.waitForTimeout(500);
    expect(await stored(page, VIEWED_KEY)).toBeNull();
    expect(await stored(page, SEARCHES_KEY)).toBeNull();
    await openSearch(page);
    await expect(viewedList(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
  });
});
