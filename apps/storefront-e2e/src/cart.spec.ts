import type { Page } from '@playwright/test';
import { quotationSchema, type Quotation } from '@storefront/api-client/contract';
import { axeViolations } from './support/axe';
import { API_URL, storedRows, withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The cart `/cart/` (SPEC §4, issue 14): lines kept in the browser, priced by the backend's
 * quotation (offers, then VAT), quantities that settle before they are priced, two tabs in step, a
 * failed quotation that keeps the lines, and the order page `/cart/{slug}/`.
 */

const CART = '/ae_en/cart/';
const RAPTOR_125 = { id: 1, slug: 'raptor-125', name: 'Raptor 125 enduro motorcycle' };
const RAPTOR_250 = { id: 3, slug: 'raptor-250', name: 'Raptor 250 enduro motorcycle' };

type StoredLine = { product_id: number; quantity: number; warranty: 'basic' | 'pro' };

/** The backend's own quotation of lines, asked directly. */
async function backendQuotation(page: Page, cart: StoredLine[]): Promise<Quotation> {
  const answer = await page.request.post(`${API_URL}/ae/api/quotation/get`, { data: { cart } });
  expect(answer.status()).toBe(200);
  return quotationSchema.parse(await answer.json());
}

const aed = (minor: number) => new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED' }).format(minor / 100);

/** Starts the page's tab with these lines in its storage (as a previous visit left them). */
async function withStoredCart(page: Page, lines: StoredLine[]) {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cartItems_ae', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(lines));
}

/** The product page's own "Add to cart" (its buy box comes before the related products' cards). */
/**
 * The buy box's button, whatever it says: for 500 ms after a click it says "Adding…" (and is
 * aria-disabled, which Playwright's click waits out), and a button found by its label would then be
 * the first related product's.
 */
const buyBoxAddToCart = (page: Page) => page.getByRole('main').locator('button[data-product-id]').first();

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const line = (page: Page, name: string) => page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: name });

// One worker runs this file's tests in order: a test's backend fault must not reach another's page.
test.describe.configure({ mode: 'default' });

test.describe('cart', () => {
  test('from the product page: two products, the warranty kept, offer and VAT lines, totals that are the backend’s', async ({ page }) => {
    await page.goto(`/ae_en/product/${RAPTOR_125.slug}/`);
    await waitForHydration(page);
    const buy = page.getByRole('main');
    await buy.getByRole('radio', { name: /Pro/ }).check();
    await buyBoxAddToCart(page).click();
    await expect(page.getByText(`${RAPTOR_125.name} added to your cart`)).toBeVisible();

    await page.goto(`/ae_en/product/${RAPTOR_250.slug}/`);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Increase' }).click();
    await buyBoxAddToCart(page).click();
    await expect(page.getByText(`${RAPTOR_250.name} added to your cart`)).toBeVisible();

    await page.goto(CART);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Cart | Motors & Equipment United Arab Emirates');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(line(page, RAPTOR_125.name)).toContainText('Warranty: Pro');
    await expect(line(page, RAPTOR_250.name)).toContainText('Warranty: Basic');
    await expect(line(page, RAPTOR_250.name).getByRole('spinbutton')).toHaveValue('2');

    const quotation = await backendQuotation(page, [
      { product_id: RAPTOR_125.id, quantity: 1, warranty: 'pro' },
      { product_id: RAPTOR_250.id, quantity: 2, warranty: 'basic' },
    ]);
    const box = summary(page);
    await expect(box.getByText(aed(quotation.total), { exact: true })).toBeVisible();
    await expect(box.getByText(aed(quotation.subTotalBeforeDiscounts), { exact: true })).toBeVisible();
    await expect(box.getByText(aed(quotation.taxesTotal), { exact: true })).toBeVisible();
    const offer = quotation.adjustments.find((adjustment) => adjustment.type === 'offer');
    await expect(box.getByText(offer?.label ?? 'no offer')).toBeVisible();
    await expect(box.getByText('VAT 5 %')).toBeVisible();
    // The Pro warranty is priced by the backend: 999.00 more per piece.
    const priced = quotation.lines.find((item) => item.productId === RAPTOR_125.id);
    await expect(line(page, RAPTOR_125.name)).toContainText(`${aed((priced?.unitPrice ?? 0) + 99_900)} each`);

    // The data layer saw the cart (GA4 view_cart), nothing went to a network.
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.map((entry) => entry.event));
    expect(events).toContain('view_cart');
  });

  test('rapid clicks on + make one quotation request, and the page keeps the cart on reload', async ({ page }) => {
    await withStoredCart(page, [{ product_id: RAPTOR_250.id, quantity: 1, warranty: 'basic' }]);
    await page.goto(CART);
    await waitForHydration(page);
    const item = line(page, RAPTOR_250.name);
    await expect(summary(page).getByText('Total', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();

    const quotations: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/quotation/get')) quotations.push(request.postData() ?? '');
    });
    // One action of three clicks: separate actions can land more than the settle time apart on a busy machine.
    await item.getByRole('button', { name: 'Increase' }).click({ clickCount: 3 });
    await expect(item.getByRole('spinbutton')).toHaveValue('4');
    const expected = await backendQuotation(page, [{ product_id: RAPTOR_250.id, quantity: 4, warranty: 'basic' }]);
    await expect(summary(page).getByText(aed(expected.total), { exact: true })).toBeVisible();
    expect(quotations).toHaveLength(1);
    expect(JSON.parse(quotations[0] ?? '{}')).toEqual({ cart: [{ product_id: RAPTOR_250.id, quantity: 4, warranty: 'basic' }] });

    await page.reload();
    await waitForHydration(page);
    await expect(line(page, RAPTOR_250.name).getByRole('spinbutton')).toHaveValue('4');
  });

  test('a second tab sees the cart change', async ({ page, context }) => {
    await withStoredCart(page, [{ product_id: RAPTOR_125.id, quantity: 1, warranty: 'basic' }, { product_id: RAPTOR_250.id, quantity: 1, warranty: 'basic' }]);
    await page.goto(CART);
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto(CART);
    await waitForHydration(other);
    await expect(line(other, RAPTOR_250.name)).toBeVisible();

    await line(page, RAPTOR_250.name).getByRole('button', { name: `Remove ${RAPTOR_250.name} from the cart` }).click();
    await expect(line(page, RAPTOR_250.name)).toHaveCount(0);
    await expect(line(other, RAPTOR_250.name)).toHaveCount(0);
    await expect(line(other, RAPTOR_125.name)).toBeVisible();
    await expect(other.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();
  });

  test('a quotation failure keeps the lines, says so and offers a retry', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 503', reason: 'the injected quotation fault' });
    await withStoredCart(page, [{ product_id: RAPTOR_125.id, quantity: 2, warranty: 'basic' }]);
    await withFault(page.request, { path: '/ae/api/quotation/get', status: 503 }, async () => {
      await page.goto(CART);
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText('Prices could not be updated');
      // Never priced: the line is named by the catalogue (a light lookup), never by a product number.
      await expect(line(page, RAPTOR_125.name).getByRole('spinbutton')).toHaveValue('2');
      await expect(page.getByText(`Product ${RAPTOR_125.id}`)).toHaveCount(0);
      await expect(summary(page).getByText('Total', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    const expected = await backendQuotation(page, [{ product_id: RAPTOR_125.id, quantity: 2, warranty: 'basic' }]);
    await expect(summary(page).getByText(aed(expected.total), { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('cartItems_ae'));
    expect(JSON.parse(stored ?? '[]')).toEqual([{ product_id: RAPTOR_125.id, quantity: 2, warranty: 'basic' }]);
  });

  test('a product no longer sold leaves with a toast; a tampered cart starts empty', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 422', reason: 'the backend refuses the product it no longer sells' });
    await withStoredCart(page, [{ product_id: 987_654, quantity: 1, warranty: 'basic' }, { product_id: RAPTOR_125.id, quantity: 1, warranty: 'basic' }]);
    await page.goto(CART);
    await waitForHydration(page);
    await expect(page.getByText(/no longer sold here/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem')).toHaveCount(1);

    await page.evaluate(() => localStorage.setItem('cartItems_ae', '{"not":"a list"'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/ae_en/catalog/');
  });

  test('the same product with another warranty is a line of its own; 0 typed in a quantity deletes that line', async ({ page }) => {
    await page.goto(`/ae_en/product/${RAPTOR_125.slug}/`);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Increase' }).click();
    await buyBoxAddToCart(page).click();
    await expect(page.getByText(`${RAPTOR_125.name} added to your cart`)).toBeVisible();
    await page.getByRole('main').getByRole('radio', { name: /Pro/ }).check();
    await page.getByRole('main').getByRole('button', { name: 'Decrease' }).click();
    await buyBoxAddToCart(page).click();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems_ae'))) ?? '[]')).toEqual([
      { product_id: RAPTOR_125.id, quantity: 2, warranty: 'basic' },
      { product_id: RAPTOR_125.id, quantity: 1, warranty: 'pro' },
    ]);

    await page.goto(CART);
    await waitForHydration(page);
    const lines = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Warranty: Basic');
    await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('2');
    await expect(lines.nth(1)).toContainText('Warranty: Pro');
    const expected = await backendQuotation(page, [
      { product_id: RAPTOR_125.id, quantity: 2, warranty: 'basic' },
      { product_id: RAPTOR_125.id, quantity: 1, warranty: 'pro' },
    ]);
    await expect(summary(page).getByText(aed(expected.total), { exact: true })).toBeVisible();
    const [basic, pro] = expected.lines;
    await expect(lines.nth(0)).toContainText(aed(basic?.linePrice ?? 0));
    await expect(lines.nth(1)).toContainText(aed(pro?.linePrice ?? 0));

    // SPEC §4: setting a quantity to 0 deletes the line (the Basic one here); the Pro line stays.
    const quantity = lines.nth(0).getByRole('spinbutton');
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(lines.nth(0)).toContainText('Warranty: Pro');
    // Focus does not fall to the page's body with the removed field.
    await expect(page.getByText('1 product', { exact: true })).toBeFocused();
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems_ae'))) ?? '[]'))
      .toEqual([{ product_id: RAPTOR_125.id, quantity: 1, warranty: 'pro' }]);
    const left = await backendQuotation(page, [{ product_id: RAPTOR_125.id, quantity: 1, warranty: 'pro' }]);
    await expect(summary(page).getByText(aed(left.total), { exact: true })).toBeVisible();
  });

  test('a stored cart of 150 lines boots with the first 100, names what was left out, and checks out', async ({ page }) => {
    const answer = await page.request.get(`${API_URL}/ae/api/products/?itemsPerPage=150`);
    const products = ((await answer.json()) as { items: { id: number; name: string }[] }).items;
    expect(products).toHaveLength(150);
    await withStoredCart(
      page,
      products.map((product) => ({ product_id: product.id, quantity: 1, warranty: 'basic' })),
    );
    await page.goto(CART);
    await waitForHydration(page);
    const notice = page.getByRole('status').filter({ hasText: 'left out' });
    await expect(notice).toContainText(
      `Your cart holds at most 100 products, so 50 were left out: ${products
        .slice(100, 105)
        .map((product) => product.name)
        .join(', ')}, and 45 more.`,
    );
    await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem')).toHaveCount(100);
    const expected = await backendQuotation(
      page,
      products.slice(0, 100).map((product) => ({ product_id: product.id, quantity: 1, warranty: 'basic' })),
    );
    await expect(summary(page).getByText(aed(expected.total), { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems_ae'))) ?? '[]')).toHaveLength(100);
    await expect(page.getByRole('link', { name: 'Cart (100 items)' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('lines whose price has not arrived are skeletons of their product, never "Product N"', async ({ page }) => {
    await page.goto(`/ae_en/product/${RAPTOR_250.slug}/`);
    await waitForHydration(page);
    await withFault(page.request, { path: '/ae/api/quotation/get', latencyMs: 4000, times: 1 }, async () => {
      await buyBoxAddToCart(page).click();
      // The cart page, reached in the app while the price is on its way, names the line as the product page did.
      await page.getByRole('link', { name: 'View cart' }).click();
      const item = line(page, RAPTOR_250.name);
      await expect(item).toHaveAttribute('aria-busy', 'true');
      await expect(item.getByRole('link', { name: RAPTOR_250.name })).toBeVisible();
      await expect(page.getByText(/Product \d+/)).toHaveCount(0);
      await expect(summary(page).getByText(/AED/)).toHaveCount(0);
    });
    await expect(line(page, RAPTOR_250.name)).not.toHaveAttribute('aria-busy', 'true');
    await expect(summary(page).getByText('Total', { exact: true })).toBeVisible();

    // A fresh visit knows no name until the answer: a skeleton, its quantity already there.
    await withFault(page.request, { path: '/ae/api/quotation/get', latencyMs: 4000, times: 1 }, async () => {
      await page.reload();
      await waitForHydration(page);
      const item = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');
      await expect(item).toHaveAttribute('aria-busy', 'true');
      await expect(item).toContainText('Loading the product…');
      await expect(item.getByRole('spinbutton')).toHaveValue('1');
      await expect(page.getByText(/Product \d+/)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
    await expect(line(page, RAPTOR_250.name)).toBeVisible();
  });

  test('before the cart’s code runs, an empty cart shows its empty state and a stored one its placeholder', async ({ page, pageProblems }) => {
    // The app's scripts never arrive: what shows is the server's HTML and its inline script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    pageProblems.expect({ kind: 'requestfailed', text: 'net::ERR_FAILED (script)', reason: 'the app’s scripts are held back' });
    pageProblems.expect({ kind: 'console', text: 'Failed to load resource', reason: 'the app’s scripts are held back' });
    await page.goto(CART);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/ae_en/catalog/');
    await expect(page.getByRole('main').getByRole('status')).toBeHidden();

    await page.evaluate(() => localStorage.setItem('cartItems_ae', '[{"product_id":1,"quantity":1}]'));
    await page.reload();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeHidden();

    // Once the scripts arrive, the cart replaces its placeholder with the stored line.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(line(page, RAPTOR_125.name)).toBeVisible();
  });

  test('right to left in Arabic, and axe finds nothing', async ({ page }) => {
    await withStoredCart(page, [{ product_id: RAPTOR_125.id, quantity: 1, warranty: 'pro' }]);
    await page.goto('/ae_ar/cart/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(summary(page).or(page.getByRole('region', { name: 'ملخص الطلب' }))).toBeVisible();
    const stepper = page.getByRole('spinbutton').first();
    await expect(stepper).toHaveValue('1');
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** A name no other run used: the order is then found in the backend's database by it. */
const shopperName = () => `Layla ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test.describe('checkout', () => {
  test('from a campaign link to one order: a masked phone, a double submit, the order page, the marks in the backend', async ({ page }) => {
    // The shopper arrives from a newsletter (campaign marks in the URL, SPEC §4).
    await page.goto(`/ae_en/product/${RAPTOR_125.slug}/?utm_source=newsletter&utm_campaign=Spring-Sale`);
    await waitForHydration(page);
    await buyBoxAddToCart(page).click();
    await expect(page.getByText(`${RAPTOR_125.name} added to your cart`)).toBeVisible();
    await page.goto(`/ae_en/product/${RAPTOR_250.slug}/`);
    await waitForHydration(page);
    await buyBoxAddToCart(page).click();
    await expect(page.getByText(`${RAPTOR_250.name} added to your cart`)).toBeVisible();

    await page.goto(CART);
    await waitForHydration(page);
    await line(page, RAPTOR_250.name).getByRole('button', { name: 'Increase' }).click();
    const expected = await backendQuotation(page, [
      { product_id: RAPTOR_125.id, quantity: 1, warranty: 'basic' },
      { product_id: RAPTOR_250.id, quantity: 2, warranty: 'basic' },
    ]);
    await expect(summary(page).getByText(aed(expected.total), { exact: true })).toBeVisible();
    await expect(summary(page).getByText('VAT 5 %')).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const name = shopperName();
    await page.getByLabel('Your name').fill(name);
    const phone = page.getByRole('textbox', { name: /Phone number/ });
    await phone.pressSequentially('501234567');
    // The UAE mask groups the digits as they are typed.
    await expect(phone).toHaveValue(/^50\D?123\D?4567$/);
    await page.getByRole('radio', { name: /Pick up at a store/ }).check();
    await page.getByRole('radiogroup', { name: /^Store/ }).getByRole('radio').first().check();
    await page.getByRole('radio', { name: /^Cash/ }).check();
    await page.getByRole('button', { name: 'Place the order' }).dblclick();

    await expect(page).toHaveURL(/\/ae_en\/cart\/[a-z0-9]{24}\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Order AE-\d+$/);
    await expect(page.getByText(`Thank you, ${name}! Your order is placed.`)).toBeVisible();
    await expect(page.getByText(aed(expected.total), { exact: true })).toBeVisible();
    // The cart is empty now (the header counts nothing).
    expect(await page.evaluate(() => localStorage.getItem('cartItems_ae'))).toBeNull();

    const orders = await storedRows<{ campaign_json: string; customer_json: string }>(
      `SELECT campaign_json, customer_json FROM orders WHERE country = 'ae' AND customer_json LIKE ?`,
      `%${name}%`,
    );
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0]?.campaign_json ?? '{}')).toMatchObject({ UTM_SOURCE: 'newsletter', UTM_CAMPAIGN: 'Spring-Sale' });

    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.map((entry) => entry.event));
    expect(events).toEqual(expect.arrayContaining(['view_cart', 'begin_checkout', 'add_payment_info', 'purchase']));
  });
});

test.describe('pre-order', () => {
  test('a pre-order is orderable: its expected month on the card and the page, "Pre-order", the mark on the cart, order and stored lines', async ({ page }) => {
    // The whole path, from the catalogue to the stored order: longer than one page's test.
    test.setTimeout(90_000);
    const answer = await page.request.get(`${API_URL}/ae/api/products/?badges[]=pre-order&itemsPerPage=999`);
    type Card = { id: number; slug: string; name: string; stock: number; category: { path: string }; preOrder: { expectedAt: string } | null };
    const preOrders = ((await answer.json()) as { items: Card[] }).items;
    expect(preOrders).toHaveLength(14);
    const [product] = preOrders;
    if (!product?.preOrder) throw new Error('no pre-order in the UAE');
    expect(product.stock).toBe(0);
    const month = new Intl.DateTimeFormat('en-AE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(product.preOrder.expectedAt));
    const note = `Pre-order: expected in ${month}`;

    // The catalogue's cards of pre-orders say when, never "out of stock".
    await page.goto(`/ae_en/catalog/${product.category.path}/?badges%5B%5D=pre-order`);
    await waitForHydration(page);
    const card = page.getByRole('article').filter({ hasText: product.name });
    await expect(card).toContainText(note);
    await expect(page.getByText('Out of stock')).toHaveCount(0);

    await page.goto(`/ae_en/product/${product.slug}/`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByText(note).first()).toBeVisible();
    await expect(main.getByText('cannot be ordered')).toHaveCount(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type'?: string; offers?: { availability?: string } },
    );
    expect(jsonLd.find((data) => data['@type'] === 'Product')?.offers?.availability).toBe('https://schema.org/PreOrder');
    await main.getByRole('button', { name: 'Increase' }).click();
    await expect(main.getByRole('spinbutton').first()).toHaveValue('2');
    await main.getByRole('button', { name: 'Pre-order', exact: true }).click();
    await expect(page.getByText(`${product.name} added to your cart`)).toBeVisible();

    await page.goto(CART);
    await waitForHydration(page);
    await expect(line(page, product.name)).toContainText(note);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const name = shopperName();
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('textbox', { name: /Phone number/ }).pressSequentially('501234567');
    await page.getByRole('radiogroup', { name: /^Store/ }).getByRole('radio').first().check();
    await page.getByRole('radio', { name: /^Card, on pickup/ }).check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/ae_en\/cart\/[a-z0-9]{24}\/$/);
    await expect(page.getByRole('listitem').filter({ hasText: product.name })).toContainText(note);

    const stored = await storedRows<{ product_id: number; quantity: number; expected_at: string | null }>(
      `SELECT l.product_id, l.quantity, l.expected_at FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.customer_json LIKE ?`,
      `%${name}%`,
    );
    expect(stored).toEqual([{ product_id: product.id, quantity: 2, expected_at: product.preOrder.expectedAt }]);
  });
});

test.describe('checkout draft', () => {
  test('a reload during checkout keeps what was typed (never the payment) with the checkout open; the placed order forgets it', async ({ page }) => {
    test.setTimeout(60_000);
    await withStoredCart(page, [{ product_id: RAPTOR_125.id, quantity: 1, warranty: 'basic' }]);
    await page.goto(CART);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    const name = shopperName();
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('textbox', { name: /Phone number/ }).pressSequentially('501234567');
    const store = page.getByRole('radiogroup', { name: /^Store/ }).getByRole('radio').nth(1);
    await store.check();
    await page.getByRole('radio', { name: /^Cash/ }).check();
    await page.getByLabel('Comment').fill('Please call before');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Your name')).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: /Phone number/ })).toHaveValue(/^50\D?123\D?4567$/);
    await expect(page.getByRole('radiogroup', { name: /^Store/ }).getByRole('radio').nth(1)).toBeChecked();
    await expect(page.getByLabel('Comment')).toHaveValue('Please call before');
    // The payment is never kept: the region's default again.
    await expect(page.getByRole('radio', { name: /^Cash/ })).not.toBeChecked();
    const draft = await page.evaluate(() => sessionStorage.getItem('checkoutDraft_ae'));
    expect(JSON.parse(draft ?? '{}')).not.toHaveProperty('payment');
    expect(draft).not.toContain('cash');

    await page.getByRole('radio', { name: /^Cash/ }).check();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/ae_en\/cart\/[a-z0-9]{24}\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('checkoutDraft_ae'))).toBeNull();
  });
});

test.describe('call-back request', () => {
  test('from the product page: the deal reaches the CRM with the product and the campaign marks', async ({ page }) => {
    await page.goto(`/ae_en/product/${RAPTOR_125.slug}/?gclid=Abc123`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Request a call back' }).click();
    const dialog = page.getByRole('dialog');
    const name = shopperName();
    await dialog.getByLabel('Your name').fill(name);
    await dialog.getByRole('textbox', { name: /Phone number/ }).pressSequentially('501234567');
    await dialog.getByRole('button', { name: 'Call me back' }).click();
    await expect(dialog.getByText('Thank you! We have your request and will call you back soon.')).toBeVisible();

    const deals = await storedRows<{ campaign_json: string; product_id: number | null; form: string }>(
      `SELECT campaign_json, product_id, form FROM deals WHERE name = ?`,
      name,
    );
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({ product_id: RAPTOR_125.id, form: 'callback' });
    expect(JSON.parse(deals[0]?.campaign_json ?? '{}')).toMatchObject({ GCLID: 'Abc123' });
  });
});

test.describe('order page', () => {
  test('an unknown or malformed order is the 404 page; orders are never cached', async ({ request }) => {
    for (const path of ['/ae_en/cart/aaaaaaaaaaaaaaaaaaaaaaaa/', '/ae_en/cart/not-an-order/', '/ae_en/cart/%3Cscript%3E/']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
    }
    const cart = await request.get(CART);
    expect(cart.headers()['cache-control']).toBe('private, no-store');
  });
});
