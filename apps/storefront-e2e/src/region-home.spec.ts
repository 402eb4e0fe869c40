import { axeViolations } from './support/axe';
import { withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/** The first `home-hero` banner of the reference backend's seed, and where its button leads. */
const HERO = {
  en: {
    title: 'Enduro season is open',
    subtitle: 'Raptor and Ridgeback at 10 % off, with a two-year warranty.',
    cta: 'Choose your enduro',
  },
  ar: { title: 'موسم الإندورو بدأ', cta: 'اختر دراجتك' },
  link: 'catalog/motorcycles/off-road-motorcycles/enduro/?offers.slug=enduro-season',
} as const;

test.describe('region home', () => {
  // Issue 27: a city's home names the city, in the page's language and in its in-city form (SPEC §3).
  for (const [path, name, brand] of [
    ['/ae_en/dubai/', 'Motors and equipment in Dubai', 'Motors & Equipment'],
    ['/ae_ar/abu-dhabi/', 'المحركات والمعدات في أبوظبي', 'المحركات والمعدات'],
    ['/ru_ru/krasnogorsk/', 'Мототехника и оборудование в Красногорске', 'Мото и техника'],
  ] as const) {
    test(`names the city of ${path} in its title, link preview and heading`, async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveTitle(`${name} | ${brand}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${name} | ${brand}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });
  }

  test('leads with the first hero banner under the page’s heading', async ({ page }) => {
    await page.goto('/ae_en/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
    const hero = page.getByRole('region', { name: HERO.en.title });
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText(HERO.en.title);
    await expect(hero).toContainText(HERO.en.subtitle);
    await expect(hero.getByRole('link', { name: HERO.en.cta })).toHaveAttribute('href', `/ae_en/${HERO.link}`);
    // The other banners follow as cards.
    await expect(page.getByRole('region', { name: 'More to explore' }).getByRole('heading', { level: 3 })).toHaveText([
      'Marlin four-stroke outboards',
      'Power wherever you are',
    ]);
  });

  test('shows the banner in Arabic on the Arabic home', async ({ page }) => {
    await page.goto('/ae_ar/');

    const hero = page.getByRole('region', { name: HERO.ar.title });
    await expect(hero.getByRole('link', { name: HERO.ar.cta })).toHaveAttribute('href', `/ae_ar/${HERO.link}`);
  });

  test('keeps a known city in the banner and category links', async ({ page }) => {
    await page.goto('/ae_en/sharjah/');
    await waitForHydration(page);

    const categories = page.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('link')).toHaveCount(8);
    await expect(categories.getByRole('link', { name: /^Motorcycles/ })).toHaveAttribute('href', '/ae_en/sharjah/catalog/motorcycles/');

    await page.getByRole('region', { name: HERO.en.title }).getByRole('link', { name: HERO.en.cta }).click();

    await expect(page).toHaveURL(`/ae_en/sharjah/${HERO.link}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enduro');
  });
});

test.describe('region home strips (issue 16)', () => {
  test('featured offers, new arrivals and the latest posts load as the shopper scrolls to them', async ({ page }) => {
    const response = await page.goto('/ae_en/');
    // Not in the server's HTML: the strips' titles and links are, their cards load in the browser.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Featured offers');
    expect(html).not.toContain('data-product-id');
    await waitForHydration(page);

    const offers = page.getByRole('region', { name: 'Featured offers' });
    await offers.scrollIntoViewIfNeeded();
    await expect(offers.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(offers.getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/ae_en/offers/');

    const arrivals = page.getByRole('region', { name: 'New arrivals' });
    await arrivals.scrollIntoViewIfNeeded();
    await expect(arrivals.locator('[data-product-id]')).toHaveCount(4);
    await expect(arrivals.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    await expect(arrivals.getByRole('link', { name: 'All new arrivals' })).toHaveAttribute('href', '/ae_en/catalog/?sort=newest');

    const posts = page.getByRole('region', { name: 'From the blog' });
    await posts.scrollIntoViewIfNeeded();
    await expect(posts.locator('article[data-post]')).toHaveCount(3);
    await expect(posts.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/ae_en/blog/');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a strip whose data fails shows its error state and loads again on retry; the rest of the home stays', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 503', reason: 'the new products are asked while the backend fails' });
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const arrivals = page.getByRole('region', { name: 'New arrivals' });
    await withFault(page.request, { path: '/ae/api/v2/products*', status: 503 }, async () => {
      await arrivals.scrollIntoViewIfNeeded();
      await expect(arrivals.getByRole('alert')).toContainText('Products could not be loaded');
    });
    await expect(page.getByRole('region', { name: 'Featured offers' }).getByRole('heading', { level: 3 })).toHaveCount(3);
    await arrivals.getByRole('link', { name: 'Try again' }).click();
    await expect(arrivals.locator('[data-product-id]')).toHaveCount(4);
  });

  test('in Arabic: the strips are translated and axe clean', async ({ page }) => {
    await page.goto('/ae_ar/');
    await waitForHydration(page);
    // A strip loads as the shopper scrolls down to it.
    const arrivals = page.getByRole('region', { name: 'وصل حديثًا' });
    await arrivals.scrollIntoViewIfNeeded();
    await expect(arrivals.locator('[data-product-id]')).toHaveCount(4);
    const posts = page.getByRole('region', { name: 'من المدونة' });
    await posts.scrollIntoViewIfNeeded();
    await expect(posts.locator('article[data-post]')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
  });
});
