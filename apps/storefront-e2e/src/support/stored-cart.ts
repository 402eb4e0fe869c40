import type { Page } from '@playwright/test';

/** Two lines in the UAE's cart: a Raptor 125 with the pro warranty, two Raptor 250 with the basic one. */
const TWO_LINES = JSON.stringify([
  { product_id: 1, quantity: 1, warranty: 'pro' },
  { product_id: 3, quantity: 2, warranty: 'basic' },
]);

/**
 * Every page of the test starts with these lines in the region's stored cart (`cartItems_{region}`),
 * unless the page's own code has stored another cart since.
 */
export async function withStoredCart(page: Page, region: string, cart: string): Promise<void> {
  await page.addInitScript(
    ([key, lines]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, lines);
    },
    [`cartItems_${region}`, cart] as const,
  );
}

/** Every page of the test starts with two lines in the UAE's stored cart (`withStoredCart`). */
export async function withTwoLineCart(page: Page): Promise<void> {
  await withStoredCart(page, 'ae', TWO_LINES);
}
