import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { API_URL, storedRows, withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

// Paying online (issue 32): the checkout sends the shopper to the payment provider the reference
// backend simulates, whose signed confirmation (never the browser) makes the order paid.

const CART = '/ae_en/cart/';
const ORDER_PAGE = /\/ae_en\/cart\/([a-z0-9]{24})\/$/;
const PROVIDER_PAGE = /\/provider\/pay\/(ps_[A-Za-z0-9]{24})$/;
const ONE_RAPTOR = JSON.stringify([{ product_id: 1, quantity: 1, warranty: 'basic' }]);
const DEMO_API_KEY = 'demo-merchant-key';

const shopperName = () => `Payer ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Fills the checkout for a pickup and places the order with `method`; answers the shopper's name. */
async function checkout(page: Page, method: RegExp, place: 'click' | 'dblclick' = 'click'): Promise<string> {
  await page.goto(CART);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  const name = shopperName();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('textbox', { name: /Phone number/ }).pressSequentially('501234567');
  await page.getByRole('radiogroup', { name: /^Store/ }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Place the order' })[place]();
  return name;
}

/** Pays on the provider's page with a test card. */
async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(PROVIDER_PAGE);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

const purchases = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'purchase').length);

const ordersOf = (name: string) =>
  storedRows<{ payment_method: string; payment_status: string; campaign_json: string }>(
    'SELECT payment_method, payment_status, campaign_json FROM orders WHERE customer_json LIKE ?',
    `%${name}%`,
  );
const sessionsOf = (name: string) =>
  storedRows<{ status: string }>(
    'SELECT s.status FROM payment_sessions s JOIN orders o ON o.id = s.order_id WHERE o.customer_json LIKE ? ORDER BY s.created_at, s.rowid',
    `%${name}%`,
  ).then((rows) => rows.map((row) => row.status));

// The cart is stored once per tab (not on every page, as `withStoredCart` does): the shopper's own
// cart must be empty when they come back from the provider.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((lines) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    sessionStorage.setItem('e2e-cart-seeded', '1');
    localStorage.setItem('cartItems_ae', lines);
  }, ONE_RAPTOR);
});

test('a card approved: the provider’s page, back to the order, paid; purchase sent once; the marks on the order', async ({ page }) => {
  await page.goto('/ae_en/?utm_source=newsletter&utm_campaign=Pay-Online');
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => /utm|campaign/i.test(key)))).toBe(true);
  const name = await checkout(page, /^Card, online/);
  await expect(page.getByRole('heading', { name: 'Test payment provider' })).toBeVisible();
  // The provider shows what the stored quotation says, to the minor unit.
  await expect(page.getByRole('button', { name: /^Pay AED/ })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(ORDER_PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('status')).toHaveText('Payment received. Thank you!');
  await expect(page.getByText(/^Status:\s*Paid$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart (empty)' })).toBeVisible();
  await expect.poll(() => purchases(page)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('cartItems_ae'))).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  expect(await purchases(page)).toBe(0);

  const [order] = await ordersOf(name);
  expect(order).toMatchObject({ payment_method: 'card-online', payment_status: 'paid' });
  expect(JSON.parse(order?.campaign_json ?? '{}')).toMatchObject({ UTM_SOURCE: 'newsletter', UTM_CAMPAIGN: 'Pay-Online' });
});

test('a card declined, then paid with "Pay now": one order, one payment', async ({ page }) => {
  const name = await checkout(page, /^Card, online/);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(ORDER_PAGE);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel.getByRole('alert')).toHaveText('The payment was declined. Your order is kept: you can try again.');
  expect(await purchases(page)).toBe(0);
  await panel.getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, '4242424242424242');
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  expect(await ordersOf(name)).toHaveLength(1);
  expect(await sessionsOf(name)).toEqual(['failed', 'paid']);
});

test('cancelled on the provider’s page: the order is kept and can be paid', async ({ page }) => {
  const name = await checkout(page, /^Card, online/);
  await expect(page).toHaveURL(PROVIDER_PAGE);
  await page.getByRole('button', { name: 'Cancel and return to the shop' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveText('The payment was cancelled. Your order is kept: you can pay it now.');
  await expect(page.getByText(/^Status:\s*Payment cancelled$/)).toBeVisible();
  expect(await ordersOf(name)).toEqual([expect.objectContaining({ payment_status: 'cancelled' })]);
});

test('the tab closed on the provider’s page, the order page opened later: back to pay; then the time runs out', async ({ page }) => {
  await checkout(page, /^Card, online/);
  await expect(page).toHaveURL(PROVIDER_PAGE);
  const session = PROVIDER_PAGE.exec(page.url())?.[1] ?? '';
  const [{ slug } = { slug: '' }] = await storedRows<{ slug: string }>('SELECT o.slug FROM orders o JOIN payment_sessions s ON s.order_id = o.id WHERE s.id = ?', session);
  await page.goto(`/ae_en/cart/${slug}/`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Payment' });
  await expect(panel.getByRole('status')).toContainText('waiting for the payment provider');
  await expect(panel.getByRole('link', { name: 'Go to the payment page' })).toHaveAttribute('href', new RegExp(`${session}$`));

  // The provider's test clock: this session's time runs out now, and the shop is told.
  const expired = await page.request.post(`${API_URL}/provider/api/sessions/${session}/expire`, { headers: { Authorization: `Bearer ${DEMO_API_KEY}` } });
  expect(expired.status()).toBe(200);
  // The page polls: it says so without a reload.
  await expect(panel.getByRole('alert')).toHaveText('The time to pay ran out. Your order is kept: you can pay it now.');
  await panel.getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, '4242424242424242');
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
});

test('a confirmation that arrives after the shopper is back: the page waits, then says paid', async ({ page }) => {
  await checkout(page, /^Card, online/);
  await payWith(page, '4000 0000 0000 0077');
  await expect(page).toHaveURL(ORDER_PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Payment' }).getByRole('status')).toContainText('waiting for the payment provider');
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => purchases(page)).toBe(1);
});

test('instalments in the UAE: their own page, and the order records them', async ({ page }) => {
  const name = await checkout(page, /^In 4 interest-free payments with Tabby/);
  await expect(page).toHaveURL(PROVIDER_PAGE);
  await expect(page.getByRole('heading', { name: 'Pay in 4, interest-free' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(page).toHaveURL(ORDER_PAGE);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(page.getByRole('main').getByText('In instalments, online')).toBeVisible();
  expect(await ordersOf(name)).toEqual([expect.objectContaining({ payment_method: 'instalments', payment_status: 'paid' })]);
});

test('the provider down when the order is placed: the order kept, a clear message, paid once it is back', async ({ page, request, pageProblems }) => {
  pageProblems.expect({ kind: 'console', text: 'status of 503', reason: 'Pay now while the injected provider fault lasts' });
  let name = '';
  await withFault(request, { path: '/provider/api/sessions', method: 'POST', status: 503 }, async () => {
    name = await checkout(page, /^Card, online/);
    await expect(page).toHaveURL(ORDER_PAGE);
    await waitForHydration(page);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel.getByRole('alert')).toHaveText('The payment could not be started: the payment provider did not answer. Your order is kept.');
    await panel.getByRole('button', { name: 'Pay now' }).click();
    await expect(panel.getByText('The payment provider cannot be reached right now. Try again in a moment.')).toBeVisible();
  });
  await page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay now' }).click();
  await payWith(page, '4242424242424242');
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  expect(await ordersOf(name)).toHaveLength(1);
});

test('a double submit of the checkout makes one order and one payment session', async ({ page }) => {
  const name = await checkout(page, /^Card, online/, 'dblclick');
  await expect(page).toHaveURL(PROVIDER_PAGE);
  expect(await ordersOf(name)).toHaveLength(1);
  expect(await sessionsOf(name)).toEqual(['open']);
});

test('right to left in Arabic: the provider’s page and the order’s states; axe finds nothing', async ({ page }) => {
  await page.goto('/ae_ar/cart/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'المتابعة لإتمام الطلب' }).click();
  await page.getByLabel('اسمك').fill('ليلى حداد');
  await page.getByRole('textbox', { name: /رقم الهاتف/ }).pressSequentially('501234567');
  await page.getByRole('radiogroup', { name: /^المتجر/ }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
  await expect(page).toHaveURL(PROVIDER_PAGE);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'مزوّد دفع تجريبي' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('رقم البطاقة').fill('4000000000000002');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page).toHaveURL(/\/ae_ar\/cart\/[a-z0-9]{24}\/$/);
  await waitForHydration(page);
  await expect(page.getByRole('alert')).toHaveText('رُفض الدفع. طلبك محفوظ: يمكنك المحاولة مجددًا.');
  expect(await axeViolations(page)).toEqual([]);
});
