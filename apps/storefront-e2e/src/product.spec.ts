import type { Page } from '@playwright/test';
import { productDetailSchema } from '@storefront/api-client/contract';
import { axeViolations } from './support/axe';
import { API_URL, withFault } from './support/backend';
import { expect, holdChunk, holdClientEntry, test, waitForHydration } from './support/fixtures';
import { CONSENTED_STATE } from './support/consented-state';

/**
 * The product page `/product/{slug}/` (SPEC §2, issue 13): the reference backend's
 * `/products/slug/{slug}` as gallery, overview, purchase controls, services, description,
 * characteristics and related products; the head and JSON-LD crawlers read; 404 for a product that
 * is not sold; the error page when the backend fails.
 */

const RAPTOR = '/ae_en/product/raptor-125/';

async function backendProduct(page: Page, slug: string, locale = 'en') {
  const answer = await page.request.get(`${API_URL}/ae/api/products/slug/${slug}?locale=${locale}`);
  return productDetailSchema.parse(await answer.json());
}

// One worker runs this file's tests in order: a test's backend fault (the related products') must
// not reach another test's page.
test.describe.configure({ mode: 'default' });

const gallery = (page: Page) => page.getByRole('region', { name: /^Pictures of / });

test.describe('product page', () => {
  test('opens from a category card and shows what a shopper decides on', async ({ page }) => {
    const product = await backendProduct(page, 'raptor-125');
    await page.goto('/ae_en/catalog/motorcycles/off-road-motorcycles/enduro/');
    await waitForHydration(page);

    await page.getByRole('main').getByRole('link', { name: product.name }).click();

    await expect(page).toHaveURL(RAPTOR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(`${product.name} | Motors & Equipment United Arab Emirates`);
    const main = page.getByRole('main');
    await expect(main.getByText(`SKU ${product.sku}`)).toBeVisible();
    await expect(main.getByText(`Model year ${product.modelYear}`)).toBeVisible();
    await expect(main.getByText(`Colour: ${product.colour.label}`)).toBeVisible();
    // At the running offer: its price, the price before it struck through.
    await expect(main.locator('[data-price="current"]').first()).toHaveText('AED 7,721.10');
    await expect(main.locator('s [data-price="old"]').first()).toHaveText('AED 8,579.00');
    const offer = product.offers[0];
    // The overview's offer (the related products' cards further down name it too).
    await expect(main.locator(`[data-offer="${offer?.slug}"]`).first()).toContainText('-10%');
    await expect(main.getByRole('link', { name: offer?.title })).toHaveAttribute('href', `/ae_en/catalog/?offers.slug=${offer?.slug}`);
    await expect(main.getByText('Only 2 left in stock')).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Catalog', ...product.ancestors.map((ancestor) => ancestor.title)]);
    await expect(trail.getByRole('listitem').last()).toHaveText(product.name);
    // Characteristics in their groups' order; list values as name: value.
    const characteristics = main.getByRole('region', { name: 'Characteristics' });
    await expect(characteristics.getByRole('heading', { level: 3 }).first()).toHaveText('General');
    await expect(characteristics.getByText('Keys: 2')).toBeVisible();
    // Related products: the category's others, never the product itself.
    const related = main.getByRole('region', { name: 'More from this category' });
    await expect(related.getByRole('article')).toHaveCount(4);
    await expect(related.locator(`[data-product="${product.slug}"]`)).toHaveCount(0);
  });

  test('has a dark header (SPEC §2)', async ({ page }) => {
    await page.goto(RAPTOR);
    await expect(page.locator('header[data-scheme]')).toHaveAttribute('data-scheme', 'dark');
  });

  test('offers the warranties and the services the region has', async ({ page }) => {
    await page.goto(RAPTOR);
    await waitForHydration(page);
    const warranty = page.getByRole('radiogroup', { name: 'Warranty' });
    await expect(warranty.getByRole('radio', { name: 'Basic' })).toBeChecked();
    await expect(warranty).toContainText('Included in the price');
    await expect(warranty).toContainText('+AED 999.00');
    const services = page.getByRole('main').getByRole('list', { name: 'Services' });
    // The UAE has Tabby, online payment and call-back forms: all eight.
    await expect(services.getByRole('listitem')).toHaveCount(8);
    await expect(services.getByRole('link', { name: 'See it in a showroom' })).toHaveAttribute('href', '/ae_en/about-us/');

    // Belarus has no online payment (no pre-order) and no Tabby (no instalments).
    await page.goto('/by_ru/product/raptor-125/');
    await expect(page.getByRole('main').getByRole('list', { name: 'Услуги' }).getByRole('listitem')).toHaveCount(6);
  });

  test('adds to the cart with the warranty chosen, within the quantity the product allows', async ({ page }) => {
    const product = await backendProduct(page, 'raptor-125');
    await page.goto(RAPTOR);
    await waitForHydration(page);
    const main = page.getByRole('main');

    await main.getByRole('radio', { name: 'Pro' }).check();
    const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
    // Two left in stock: the stepper stops there, typed numbers are clamped.
    await main.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(main.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await quantity.fill('50');
    await quantity.blur();
    await expect(quantity).toHaveValue('2');

    // The buy box's (the related products' cards, further down, have their own).
    await main.getByRole('button', { name: 'Add to cart' }).first().click();

    await expect(page.getByText(`${product.name} added to your cart`)).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('cartItems_ae'));
    expect(JSON.parse(stored ?? '[]')).toEqual([{ product_id: product.id, quantity: 2, warranty: 'pro' }]);
    await expect(page.getByRole('link', { name: 'Cart (1 item)' }).locator('[data-count]')).toHaveAttribute('data-count', '1');
  });

  test('a tap on "add to cart" before the buy box has hydrated is not lost: its form takes the line to the cart', async ({ page }) => {
    // The buy box's code (hydrated at idle, docs/adr/0231-one-deferred-hydration-primitive.md) is held back
    // until the tap, as on a slow phone network. The buy box is a form: chosen natively before its code is
    // in, the warranty and the quantity go with it to the cart page, which adds the line and tidies its address.
    const release = await holdChunk(page, 'product-head');
    const product = await backendProduct(page, 'raptor-125');
    await page.goto(RAPTOR);
    await page.waitForFunction(() => !('$_TSR' in window), null, { timeout: 15_000 });
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Pro' }).check();
    await main.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await main.getByRole('button', { name: 'Add to cart' }).first().click();
    release();

    await expect(page).toHaveURL(/\/ae_en\/cart\/$/);
    await expect(page.getByRole('main')).toContainText(product.name);
    const stored = await page.evaluate(() => localStorage.getItem('cartItems_ae'));
    expect(JSON.parse(stored ?? '[]')).toEqual([{ product_id: product.id, quantity: 2, warranty: 'pro' }]);
  });

  test('adds to the comparison and takes it back', async ({ page }) => {
    await page.goto(RAPTOR);
    await waitForHydration(page);
    // The buy box's (the related products' cards, further down, have their own).
    const toggle = page.getByRole('main').getByRole('button', { name: /comparison/i }).first();

    await toggle.click();

    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('comparison_ae'))).toContain('raptor-125');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('describes itself to crawlers: canonical, Open Graph picture, Product with Offer, BreadcrumbList', async ({ page, baseURL }) => {
    const product = await backendProduct(page, 'raptor-125');
    await page.goto(RAPTOR);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ae_en\/product\/raptor-125\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="ar-AE"]')).toHaveAttribute('href', /\/ae_ar\/product\/raptor-125\/$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    // Issue 27: the picture through the site's image proxy, on the site's origin (it was the backend's own address),
    // below the UAE's images prefix (issue 29: a region's pictures are at its backend root's `images/`).
    const picture = `${baseURL}/_img/?url=${baseURL}/ae/images${product.image.path}&w=1280&f=jpeg`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', picture);
    const preview = await page.request.get(picture);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^The Raptor 125/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const productLd = jsonLd.find((data) => data['@type'] === 'Product') as { sku: string; image: string[]; offers: Record<string, string> };
    expect(productLd.sku).toBe(product.sku);
    for (const url of productLd.image) expect(url).toMatch(new RegExp(`^${baseURL}/_img/\\?url=${baseURL}/ae/images/products/.+&w=1280&f=jpeg$`));
    expect(productLd.offers).toMatchObject({
      '@type': 'Offer',
      // Raptor 125 is at an offer: its price (docs/adr/0091-offer-prices-before-the-cart.md).
      price: ((product.offer?.price ?? Number.NaN) / 100).toFixed(2),
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
    });
    const breadcrumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([...product.ancestors.map((item) => item.title), product.name]);
  });

  test('turns the gallery by keyboard, thumbnails and arrows, and enlarges a picture', async ({ page }) => {
    await page.goto(RAPTOR);
    await waitForHydration(page);
    const thumbnails = gallery(page).getByRole('button', { name: /^Show picture/ });
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');

    await gallery(page).getByRole('button', { name: 'Enlarge picture 1' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('End');
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    await gallery(page).getByRole('button', { name: 'Next picture' }).click();
    await expect(thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');

    await gallery(page).getByRole('button', { name: 'Enlarge picture 2' }).click();
    const dialog = page.getByRole('dialog', { name: /picture 2 of 3$/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('swipes the gallery on a touch screen', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState: CONSENTED_STATE });
    const page = await context.newPage();
    await page.goto(RAPTOR);
    await waitForHydration(page);
    const box = await gallery(page).getByRole('button', { name: 'Enlarge picture 1' }).boundingBox();
    if (!box) throw new Error('The gallery has no picture');
    // A finger moving from the right towards the left over the picture (Chromium's own touch events).
    const cdp = await context.newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    const start = Math.round(box.x + box.width * 0.85);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start - step * 25, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(gallery(page).getByRole('button', { name: /^Show picture/ }).nth(1)).toHaveAttribute('aria-current', 'true');
    await context.close();
  });

  test('is mirrored in Arabic: texts from the ar catalogue, the gallery’s arrows swapped', async ({ page }) => {
    const product = await backendProduct(page, 'raptor-125', 'ar');
    const response = await page.goto('/ae_ar/product/raptor-125/');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('radiogroup', { name: 'الضمان' })).toBeVisible();
    const previous = await page.getByRole('button', { name: 'الصورة السابقة' }).boundingBox();
    const next = await page.getByRole('button', { name: 'الصورة التالية' }).boundingBox();
    // "Previous" sits at the start, which is the right in right-to-left.
    expect(previous?.x).toBeGreaterThan(next?.x ?? Infinity);
  });

  for (const path of [
    '/ae_en/product/no-such-product/',
    '/ae_en/product/Raptor-125/',
    '/ae_en/product/%22onmouseover%3Dalert(1)/',
    '/ae_en/product/raptor%20125/',
    `/ae_en/product/${'a'.repeat(101)}/`,
  ]) {
    test(`answers ${path.slice(0, 60)} with the 404 page`, async ({ page, pageProblems }) => {
      pageProblems.expectHttpError(404, path, 'no product has this slug');

      const response = await page.goto(path);

      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveTitle('Page Not Found | United Arab Emirates');
    });
  }

  test('gives the error page with status 500 when the backend fails the product', async ({ page, pageProblems }) => {
    const path = '/ae_en/product/trail-ad5-adventure/';
    const reason = 'the test makes the backend fail the product';
    pageProblems.expectHttpError(500, path, reason);
    // The router logs the thrown error: in the page it carries its public code only (issue 17).
    pageProblems.expect({ kind: 'console', text: 'product-unavailable', reason });
    await withFault(page.request, { path: '/ae/api/products/slug/trail-ad5-adventure', status: 503 }, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(500);
    });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page).toHaveTitle('Something went wrong | United Arab Emirates');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/ae_en/');
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/ae_en/support/');
    await expect(page.locator('header[data-scheme]')).toHaveAttribute('data-scheme', 'dark');
  });

  test('leaves out only the related products when they fail, and the browser asks again', async ({ page }) => {
    let html = '';
    // The browser runs nothing until the fault is over: otherwise its own first ask may fail too.
    const releaseClient = await holdClientEntry(page);
    await withFault(page.request, { path: '/ae/api/products/', status: 503 }, async () => {
      // A query of its own: the SSR host's micro-cache may hold this page from an earlier run.
      const response = await page.goto(`/ae_en/product/apex-md3-modular/?run=${Date.now()}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      html = (await response?.text()) ?? '';
    });
    releaseClient();

    // The server's page: the product in full, no related products.
    expect(html).toContain('Characteristics');
    expect(html).not.toContain('More from this category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Apex MD3/);
    await expect(page.getByRole('region', { name: 'Characteristics' })).toBeVisible();
    // The backend is back: the hydrated page asks for them again and shows them.
    await expect(page.getByRole('region', { name: 'More from this category' })).toBeVisible();
  });
});

test.describe('accessibility of the product page (axe)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`finds no violation in ${locale}`, async ({ page }) => {
      await page.goto(`/ae_${locale}/product/raptor-125/`);

      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
