import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { withTwoLineCart } from './support/stored-cart';
import { BILINGUAL_TEMPLATES, templatePaths } from './support/route-templates';

/**
 * A phone never scrolls a page sideways, and no form, dialog or drawer is wider than the screen
 * (issue 27): at 320, 360, 375 and 390 px, in English and Arabic, and with the on-screen keyboard
 * open (390×500), for the pages as they load and for the states behind a click: the checkout open,
 * the call-back dialog, the header's search, menu, city and country dialogs, the filter drawer and the
 * gallery's zoom. One browser context per screen, one page walking all of it, so that the run stays
 * short; every finding of a screen is reported at once.
 */

/** Runs in the page: what sticks out of the screen sideways, as "what: where" lines. */
function overflows(): string[] {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const found: string[] = [];
  const name = (element: Element) => {
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.localName}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}> “${label}”`;
  };
  if (document.documentElement.scrollWidth > width) found.push(`the document is ${document.documentElement.scrollWidth} px wide`);
  // An element beyond the screen's edges counts unless a box between it and the page clips or scrolls
  // it (a strip of cards that scrolls on its own). The root and the body do not count as such a box:
  // their overflow is the page's, and a dialog's scroll lock hides it.
  const clipped = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || (box.left >= -0.5 && box.right <= width + 0.5)) continue;
    if (!clipped(element)) found.push(`${name(element)} spans ${Math.round(box.left)}…${Math.round(box.right)} px`);
    if (found.length > 8) break;
  }
  for (const dialog of document.querySelectorAll('[role="dialog"]')) {
    const box = dialog.getBoundingClientRect();
    const inside = box.left >= -0.5 && box.right <= width + 0.5 && box.top >= -0.5 && box.bottom <= height + 0.5;
    if (!inside) found.push(`dialog ${name(dialog)} is ${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)} px`);
    const body = dialog.querySelector('[data-dialog-body]');
    if (body && body.scrollWidth > body.clientWidth) found.push(`dialog ${name(dialog)} scrolls sideways (${body.scrollWidth} px)`);
  }
  return found;
}

/** Lets the dialogs' opening animations end: a box is measured where it rests, not where it slides in. */
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const TEXTS = {
  en: {
    menu: 'Main menu',
    search: 'Search',
    city: /: change city$|^Choose your city$/,
    country: /: change country or language$/,
    filters: /^Filters/,
    zoom: 'Enlarge picture 1',
    callback: 'Request a call back',
    checkout: 'Proceed to checkout',
    checkoutTitle: 'Checkout',
  },
  ar: {
    menu: 'القائمة الرئيسية',
    search: 'بحث',
    city: /: تغيير المدينة$|^اختر مدينتك$/,
    country: /: تغيير الدولة أو اللغة$/,
    filters: /^عوامل التصفية/,
    zoom: 'تكبير الصورة 1',
    callback: 'اطلب معاودة الاتصال',
    checkout: 'المتابعة لإتمام الطلب',
    checkoutTitle: 'إتمام الطلب',
  },
} as const;

const SCREENS = [
  { width: 320, height: 800 },
  { width: 360, height: 800 },
  { width: 375, height: 812 },
  { width: 390, height: 844 },
  // A 390 px phone with its keyboard open: what is left of the screen above it.
  { width: 390, height: 500 },
];

for (const screen of SCREENS) {
  test.describe(`on a ${screen.width}×${screen.height} screen`, () => {
    test.use({ viewport: screen });

    test('every dialog, drawer and the checkout fit, in English and Arabic', async ({ page }) => {
      test.setTimeout(120_000);
      await withTwoLineCart(page);
      const findings: string[] = [];
      const check = async (state: string) => {
        await animationsEnded(page);
        for (const finding of await page.evaluate(overflows)) findings.push(`${state}: ${finding}`);
      };
      const dialog = page.getByRole('dialog');
      const closeDialog = async () => {
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      };

      for (const language of ['en', 'ar'] as const) {
        const text = TEXTS[language];
        const open = async (path: string) => {
          await page.goto(`/ae_${language}/${path}`);
          await waitForHydration(page);
        };

        await open('cart/');
        await page.getByRole('button', { name: text.callback }).click();
        await expect(dialog).toBeVisible();
        await check(`${language} call-back dialog`);
        await closeDialog();
        await expect(page.getByRole('button', { name: text.checkout })).toBeEnabled();
        await page.getByRole('button', { name: text.checkout }).click();
        await expect(page.getByRole('heading', { name: text.checkoutTitle })).toBeVisible();
        await check(`${language} checkout`);

        await open('');
        await page.getByRole('button', { name: text.search, exact: true }).click();
        await expect(dialog).toBeVisible();
        await check(`${language} search dialog`);
        await closeDialog();
        const menu = page.getByRole('dialog', { name: text.menu });
        for (const [state, opener] of [
          ['city drawer', text.city],
          ['country dialog', text.country],
        ] as const) {
          await page.getByRole('button', { name: text.menu }).click();
          await expect(menu).toBeVisible();
          if (state === 'city drawer') await check(`${language} mobile menu`);
          await menu.getByRole('button', { name: opener }).click();
          await expect(menu).toHaveCount(0);
          await expect(dialog).toBeVisible();
          await check(`${language} ${state}`);
          await closeDialog();
        }

        await open('catalog/motorcycles/off-road-motorcycles/enduro/');
        await page.getByText(text.filters).click();
        await expect(dialog).toBeVisible();
        await check(`${language} filter drawer`);
        await closeDialog();

        await open('product/raptor-125/');
        await page.getByRole('button', { name: text.zoom }).click();
        await expect(dialog).toBeVisible();
        await check(`${language} gallery zoom`);
        await closeDialog();
      }
      expect(findings, 'what sticks out of the screen').toEqual([]);
    });
  });
}

// The pages as they load, on the narrowest phone (every phone width below sm shares its layout, and
// what fits 320 px fits the wider ones): a strip that scrolls its own content (tabs, cards) must not
// widen the page, in either direction of writing.
test.describe('every page fits a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('every route template in English and Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    const findings: string[] = [];
    for (const template of BILINGUAL_TEMPLATES) {
      for (const path of await templatePaths(template)) {
        await page.goto(path);
        await waitForHydration(page);
        for (const finding of await page.evaluate(overflows)) findings.push(`${path}: ${finding}`);
      }
    }
    expect(findings, 'what sticks out of the screen').toEqual([]);
  });
});

// A toast never covers the button the shopper needs (issue 27): on a phone the stack shows at the top,
// under the sticky header, so neither the "add to cart" just pressed at the foot of the screen nor
// the header's cart link is under it (docs/adr/0094-toasts-on-a-phone-at-the-top.md).
test.describe('toasts on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const overlap = async (a: Locator, b: Locator) => {
    const [one, two] = [await a.boundingBox(), await b.boundingBox()];
    if (!one || !two) throw new Error('a box to compare is not shown');
    const across = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
    const down = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
    return across > 0 && down > 0;
  };

  for (const [language, addToCart, cartLink, added] of [
    ['en', 'Add to cart', /^Cart/, /added to your cart/],
    ['ar', 'أضف إلى السلة', /^السلة/, /إلى سلتك/],
  ] as const) {
    test(`“add to cart” at the foot of the screen stays uncovered, and so does the cart link (${language})`, async ({ page }) => {
      await page.goto(`/ae_${language}/product/raptor-125/`);
      await waitForHydration(page);
      const button = page.getByRole('main').getByRole('button', { name: addToCart }).first();
      // Where a thumb meets it first: scrolled up just enough to show it at the bottom edge.
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await button.click();
      const shown = page.getByRole('region', { name: /alt\+T/ }).getByRole('listitem').filter({ hasText: added });
      await expect(shown).toBeVisible();
      await animationsEnded(page);

      expect(await overlap(shown, button), 'the toast covers “add to cart”').toBe(false);
      expect(await overlap(shown, page.getByRole('banner').getByRole('link', { name: cartLink })), 'the toast covers the cart link').toBe(false);
    });
  }
});
