import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { withTwoLineCart } from './support/stored-cart';
import { BILINGUAL_TEMPLATES, templatePaths } from './support/route-templates';

/**
 * axe (WCAG 2.0–2.2 A/AA, target size included) finds nothing on any route template, in English and
 * Arabic, on a phone and on a desktop, as the page is once it has hydrated, with a cart of two lines
 * (the header's count, the cart page's lines and summary).
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`no accessibility violations at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      await withTwoLineCart(page);
    });

    for (const template of BILINGUAL_TEMPLATES) {
      test(template.name, async ({ page }) => {
        for (const path of await templatePaths(template)) {
          await page.goto(path);
          await waitForHydration(page);
          // The cart as a shopper sees it: priced, its checkout button ready.
          if (template.name === 'cart') await expect(page.getByRole('button', { name: /^(Proceed to checkout|المتابعة لإتمام الطلب)$/ })).toBeEnabled();
          expect(await axeViolations(page), path).toEqual([]);
        }
      });
    }
  });
}
