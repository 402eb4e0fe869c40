import { axeViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The content pages (issue 16): the blog's list with category tabs driven by `?category=`, its pages
 * and the news strip, an article with its JSON-LD and related posts, 404s for what does not exist;
 * about us with the stores screen's tabs by region (`?region=`, SPEC §4) and the cities; Arabic; axe.
 */

const BLOG = '/ae_en/blog/';
const ABOUT = '/ae_en/about-us/';

test.describe('blog', () => {
  test('list → category tab → article, the tab and the page in the URL', async ({ page, baseURL }) => {
    await page.goto(BLOG);
    await waitForHydration(page);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Blog');
    const tabs = main.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await expect(main.getByTestId('news-strip').getByRole('heading', { level: 2 })).toHaveText('News');
    const posts = main.locator('article[data-post]');
    await expect(posts).toHaveCount(12);
    // Newest first: the dates of the cards never go up.
    const dates = await posts.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(main.getByRole('navigation', { name: 'Pages of posts' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      `${BLOG}?page=2`,
    );

    await tabs.filter({ hasText: 'Maintenance' }).click();
    await expect(page).toHaveURL(`${BLOG}?category=maintenance`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Maintenance');
    await expect(tabs.filter({ hasText: 'Maintenance' })).toHaveAttribute('aria-current', 'page');
    await expect(main.locator('article[data-post]').first()).toContainText('Maintenance');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${BLOG}?category=maintenance`);

    const first = main.locator('article[data-post]').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Motors & Equipment United Arab Emirates`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', BLOG);
    await expect(page.getByRole('heading', { name: 'Read next' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an article is served with its BlogPosting JSON-LD and related posts of its category', async ({ page, baseURL }) => {
    const response = await page.goto(`${BLOG}atv-or-utv/`);

    expect(response?.status()).toBe(200);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'ATV or UTV: what your farm really needs',
      articleSection: 'Buying guides',
      inLanguage: 'en',
      url: `${baseURL}${BLOG}atv-or-utv/`,
    });
    await expect(page.locator('article[data-post="atv-or-utv"] time').first()).toHaveText('Published April 2, 2026');
    await expect(page.getByRole('region', { name: 'Read next' }).locator('article[data-post]')).toHaveCount(3);
  });

  test('a body the backend has only in English is marked lang="en" on a Georgian page (WCAG 3.1.2)', async ({ page }) => {
    await page.goto('/ge_ka/blog/chain-care-in-five-minutes/');

    await expect(page.locator('html')).toHaveAttribute('lang', 'ka-GE');
    const article = page.locator('article[data-post="chain-care-in-five-minutes"]');
    await expect(article.locator('[lang="en"]').first()).toBeVisible();
    // The title is Georgian, outside the English body.
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Georgian}/u);
    // Issue 27: and the shopper is told, in the page's language (the language named by CLDR).
    await expect(article.getByRole('note')).toHaveText('ეს ტექსტი თქვენს ენაზე ჯერ არ არის ხელმისაწვდომი. ტექსტის ენა: ინგლისური.');
  });

  test('a French page says its English body is in English; an English page says nothing (issue 27)', async ({ page }) => {
    await page.goto('/ma_fr/blog/chain-care-in-five-minutes/');
    await waitForHydration(page);
    const article = page.locator('article[data-post="chain-care-in-five-minutes"]');
    await expect(article.getByRole('note')).toHaveText('Ce texte n’est pas encore disponible dans votre langue. Langue du texte : anglais.');

    await page.goto('/ae_en/blog/chain-care-in-five-minutes/');
    await expect(page.locator('article[data-post="chain-care-in-five-minutes"] [lang="en"]')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);
  });

  test('answers an unknown article, category or page with a 404 page', async ({ page, pageProblems }) => {
    for (const path of [`${BLOG}no-such-post/`, `${BLOG}?category=no-such-category`, `${BLOG}?page=99`]) {
      pageProblems.expectHttpError(404, path, 'nothing of the blog has this address');
      const response = await page.goto(path);

      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    }
  });

  test('in Arabic: right to left, translated tabs and dates, axe clean', async ({ page }) => {
    await page.goto('/ae_ar/blog/?category=maintenance');
    await waitForHydration(page);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = page.getByRole('main').locator('[data-category]');
    await expect(tabs.first()).not.toHaveText('All posts');
    await expect(page.locator('[data-category="maintenance"]')).toHaveAttribute('aria-current', 'page');
    // Dates in the locale's format: Arabic month names, not English ones.
    await expect(page.getByRole('main').locator('article[data-post] time').first()).not.toHaveText(/[A-Za-z]/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('about us', () => {
  test('tabs by region follow ?region=, unknown regions fall back to the first', async ({ page, baseURL }) => {
    await page.goto(ABOUT);
    await waitForHydration(page);

    const screen = page.getByTestId('stores-screen');
    const tabs = screen.getByRole('navigation', { name: 'Regions' }).getByRole('link');
    await expect(tabs).toHaveText(['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman']);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await expect(screen).toHaveAttribute('data-region', 'dubai');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${ABOUT}`);

    await tabs.filter({ hasText: 'Abu Dhabi' }).click();
    await expect(page).toHaveURL(`${ABOUT}?region=abu-dhabi`);
    await expect(screen).toHaveAttribute('data-region', 'abu-dhabi');
    await expect(tabs.filter({ hasText: 'Abu Dhabi' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${ABOUT}?region=abu-dhabi`);
    const stores = screen.locator('article[data-store]');
    expect(await stores.count()).toBeGreaterThan(0);
    await expect(stores.first().locator('a[href^="tel:"]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${ABOUT}?region=atlantis`);
    await expect(page.getByTestId('stores-screen')).toHaveAttribute('data-region', 'dubai');
  });

  test('the stores of the tab travel as Store JSON-LD with opening hours; the cities link to their homes', async ({ page }) => {
    await page.goto(`${ABOUT}?region=sharjah`);

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as unknown);
    const businesses = jsonLd.flatMap((item) => (Array.isArray(item) ? item : [item])) as { '@type'?: string; openingHoursSpecification?: unknown[] }[];
    const stores = businesses.filter((item) => item['@type'] === 'Store' || item['@type'] === 'AutoRepair');
    const shown = await page.getByTestId('stores-screen').locator('article[data-store]').count();
    expect(stores).toHaveLength(shown);
    expect(stores[0]?.openingHoursSpecification?.length).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Cities we serve' }).getByRole('link', { name: 'Sharjah' })).toHaveAttribute('href', '/ae_en/sharjah/');
  });

  test('in Arabic: right to left and axe clean', async ({ page }) => {
    await page.goto('/ae_ar/about-us/?region=ajman');
    await waitForHydration(page);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('stores-screen')).toHaveAttribute('data-region', 'ajman');
    expect(await axeViolations(page)).toEqual([]);
  });
});
