import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { API_URL, storedRows, withFault } from './support/backend';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The support centre (issue 16): its home in the support layout (sections, popular questions,
 * contacts, the call-back request), the search as a combobox with the keyboard and as a plain form
 * without JavaScript (`?q=`), sections and articles with their heads and 404s, "was this helpful?"
 * reaching the backend's log, the error states of failing service calls, Arabic, axe.
 */

const SUPPORT = '/ae_en/support/';
const SECTION = `${SUPPORT}using-your-product/`;
const ARTICLE = `${SECTION}first-start/`;
const SEARCH_PATH = '/ae/api/v2/service/search*';

/** The JSON-LD objects of the page's head, by `@type`. */
async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

/** How often the backend answered a path since the rule was added (a rule that only counts: a latency of 0). */
async function countingHits(request: APIRequestContext, path: string, run: () => Promise<void>): Promise<number> {
  const answer = await request.post(`${API_URL}/__faults`, { data: { path, latencyMs: 0 } });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  try {
    await run();
    const rules = (await (await request.get(`${API_URL}/__faults`)).json()) as { items: { id: number; hits: number }[] };
    return rules.items.find((rule) => rule.id === id)?.hits ?? -1;
  } finally {
    await request.delete(`${API_URL}/__faults/${id}`);
  }
}

test.describe('support centre', () => {
  test('home: search, popular questions, topics as cards, contacts and the call-back request, in the support layout', async ({ page, baseURL }) => {
    const response = await page.goto(SUPPORT);
    await waitForHydration(page);

    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main).toHaveAttribute('data-layout', 'support');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Support centre');
    await expect(page).toHaveTitle('Support centre | Motors & Equipment United Arab Emirates');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Answers about orders, payment, warranty and service/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${SUPPORT}`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar-AE"]')).toHaveAttribute('href', `${baseURL}/ae_ar/support/`);
    await expect(main.getByRole('combobox', { name: 'How can we help?' })).toBeVisible();

    await expect(main.locator('[data-section]')).toHaveCount(6);
    await expect(main.locator('[data-section="warranty"]').getByRole('link')).toHaveAttribute('href', `${SUPPORT}warranty/`);
    await expect(main.getByRole('region', { name: 'Popular questions' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/ae_en\/support\/[a-z-]+\/[a-z-]+\/$/,
    );
    const contacts = main.getByRole('region', { name: 'Contact us' });
    await expect(contacts.locator('a[href="tel:+97143210500"]')).toHaveText('+971 43210500');
    await expect(contacts.locator('a[href^="https://wa.me/97143210500?text="]')).toBeVisible();
    await expect(contacts.locator('a[href^="mailto:ae@"]')).toBeVisible();
    await expect(contacts).toContainText('Every day 9:00 AM–9:00 PM');

    const callback = main.getByRole('region', { name: 'Prefer to talk?' });
    await callback.getByRole('button', { name: 'Request a call back' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the call-back request answers a tap as soon as the page has hydrated, whatever code arrives later', async ({ page, request }) => {
    // Every chunk the page's HTML does not name (its route's own, and any part loaded later) comes 3 s late, as
    // on a slow phone network: the button must work once the route has hydrated, not once every part has.
    const named = new Set((await (await request.get(SUPPORT)).text()).match(/\/assets\/[^"' ]+\.js/g));
    await page.route('**/assets/*.js', async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(SUPPORT);
    await page.waitForFunction(() => !('$_TSR' in window), null, { timeout: 15_000 });
    const callback = page.getByRole('main').getByRole('region', { name: 'Prefer to talk?' });
    await callback.getByRole('button', { name: 'Request a call back' }).click();
    // Its dialog is code of its own, 3 s away too.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
  });

  test('search with the keyboard: suggestions follow the typing, ↓ and Enter open an answer; punctuation is never sent', async ({ page }) => {
    await page.goto(SUPPORT);
    await waitForHydration(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v2/service/search')) searches.push(new URL(request.url()).searchParams.get('q') ?? '');
    });

    const box = page.getByRole('combobox', { name: 'How can we help?' });
    await box.focus();
    await page.keyboard.type('warranty');
    const options = page.getByRole('listbox', { name: 'Suggested answers' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    // One request for the word, not one per key.
    expect(searches).toEqual(['warranty']);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    const href = (await second.getAttribute('href')) ?? '';
    const title = (await second.locator('span').textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // On the article's page the band's box searches too; Enter with no choice opens the results page.
    const again = page.getByRole('combobox', { name: 'How can we help?' });
    await again.fill('?!…');
    await expect(page.getByText('Type a word or a number to search.')).toBeVisible();
    await again.fill('fresh fuel');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SUPPORT}?q=fresh+fuel`);
    await expect(page.getByTestId('support-results').getByRole('heading', { level: 2 })).toHaveText(/^\d+ answers? for “fresh fuel”$/);
    expect(searches.filter((q) => !/[\p{L}\p{N}]/u.test(q))).toEqual([]);
  });

  test('search finds articles by any of the words, best first (issue 27)', async ({ page }) => {
    await page.goto(`${SUPPORT}?q=${encodeURIComponent('warranty abroad')}`);
    const results = page.getByTestId('support-results');
    // "abroad" is in no article: the warranty articles, not nothing.
    await expect(results.getByRole('heading', { level: 2 })).toHaveText('9 answers for “warranty abroad”');

    await page.goto(`${SUPPORT}?q=${encodeURIComponent('country warranty')}`);
    // Both words in its title first; then the others with one of them.
    await expect(results.getByRole('link').first()).toHaveText(/Using the warranty in another country/);
    await expect(results.getByRole('link').first()).toHaveAttribute('href', `${SUPPORT}warranty/warranty-abroad/`);
  });

  test('search without JavaScript: the form is a real results page; punctuation alone never reaches the backend', async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(SUPPORT);

    await page.getByRole('combobox', { name: 'How can we help?' }).fill('oil');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${SUPPORT}?q=oil`);
    const results = page.getByTestId('support-results');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(/^\d+ answers? for “oil”$/);
    await expect(results.getByRole('link').first()).toHaveAttribute('href', /^\/ae_en\/support\/[a-z-]+\/[a-z-]+\/$/);
    await expect(page.getByRole('combobox')).toHaveValue('oil');
    await expect(page).toHaveTitle('Search: oil | Motors & Equipment United Arab Emirates');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${SUPPORT}`);

    const hits = await countingHits(request, SEARCH_PATH, async () => {
      await page.goto(`${SUPPORT}?q=${encodeURIComponent('?!… "')}`);
      await expect(results.getByRole('heading', { level: 2 })).toHaveText('Type a word or a number to search.');
    });
    expect(hits).toBe(0);
    await context.close();
  });

  test('a failed search is an error state with a retry, the rest of the page stays', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 503', reason: 'the suggestions are asked while the backend fails', required: false });
    await withFault(page.request, { path: SEARCH_PATH, status: 503 }, async () => {
      const response = await page.goto(`${SUPPORT}?q=engine`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('alert')).toContainText('The search is not available right now.');
      await expect(page.locator('[data-section]')).toHaveCount(6);
      await waitForHydration(page);

      // The suggestions fail alike: said under the box, with a retry.
      await page.getByRole('combobox').fill('chain');
      await expect(page.getByRole('status').filter({ hasText: 'The search is not available right now.' })).toBeVisible();
    });
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('combobox')).toBeFocused();

    await page.keyboard.press('Escape');
    await page.getByRole('alert').getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByTestId('support-results').getByRole('heading', { level: 2 })).toHaveText(/answers? for “engine”$/);
  });

  test('the service failing: the home, a section and an article each show their error state with a retry', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'console', text: 'status of 503', reason: 'the hydrated page asks again while the backend fails', required: false });
    // Oman's pages, which no other test opens: the SSR host keeps a country's service answers for a while.
    for (const [path, fault] of [
      ['/om_en/support/', '/om/api/v2/service/init*'],
      ['/om_en/support/using-your-product/', '/om/api/v2/service/sections/*'],
      ['/om_en/support/using-your-product/first-start/', '/om/api/v2/service/articles/*'],
    ] as const) {
      await withFault(page.request, { path: fault, status: 503 }, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('alert'), path).toContainText('The support centre could not be loaded');
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
      });
      await waitForHydration(page);
      await page.getByRole('alert').getByRole('link', { name: 'Try again' }).click();
      await expect(page.getByRole('alert'), path).toHaveCount(0);
      await expect(page.getByRole('main').locator('[data-section], [data-article]').first(), path).toBeVisible();
    }
  });

  test('a section and an article: trail, topics, updated date, related questions, JSON-LD', async ({ page, baseURL }) => {
    await page.goto(SECTION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Using your product');
    await expect(page).toHaveTitle('Using your product | Motors & Equipment United Arab Emirates');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${SECTION}`);
    expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList', 'FAQPage']);
    await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Using your product' })).toHaveAttribute('aria-current', 'page');
    await waitForHydration(page);

    await page.getByRole('main').getByRole('link', { name: /^Before the first start/ }).click();
    await expect(page).toHaveURL(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Before the first start');
    await expect(page).toHaveTitle('Before the first start | Motors & Equipment United Arab Emirates');
    expect(await jsonLdTypes(page)).toEqual(['BreadcrumbList', 'Article']);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Using your product' })).toHaveAttribute('href', SECTION);
    await expect(page.locator('article time')).toHaveText(/^Updated \w+ \d{1,2}, \d{4}$/);
    await expect(page.getByRole('region', { name: 'Related questions' }).getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('"was this helpful?" is stored in the backend log with the article and the answer; a failing log never troubles the page', async ({ page, pageProblems }) => {
    await page.goto(ARTICLE);
    await waitForHydration(page);

    const before = await storedRows<{ id: number }>(`SELECT id FROM service_logs ORDER BY id DESC LIMIT 1`);
    const sent = page.waitForResponse((response) => response.url().includes('/v2/service/log') && response.request().method() === 'POST');
    const helpful = page.getByTestId('was-this-helpful');
    await helpful.getByRole('button', { name: 'Yes' }).click();
    await expect(helpful).toContainText('Thank you for your answer.');
    expect((await sent).status()).toBe(201);
    const rows = await storedRows<{ level: string; context_json: string; country: string }>(
      `SELECT level, context_json, country FROM service_logs WHERE id > ? ORDER BY id`,
      before[0]?.id ?? 0,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.level).toBe('info');
    expect(JSON.parse(rows[0]?.context_json ?? '{}')).toMatchObject({ article: 'first-start', section: 'using-your-product', helpful: true });

    // The log fails: the shopper still gets the thank-you, the page one console line of the browser's, no error of ours.
    pageProblems.expect({ kind: 'console', text: 'status of 500', reason: 'the log answers 500 on purpose' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await withFault(page.request, { path: '/ae/api/v2/service/log*', method: 'POST', status: 500 }, async () => {
      await page.goto(`${SUPPORT}warranty/warranty-coverage/`);
      await waitForHydration(page);
      const failed = page.waitForResponse((response) => response.url().includes('/v2/service/log'));
      await page.getByTestId('was-this-helpful').getByRole('button', { name: 'No' }).click();
      expect((await failed).status()).toBe(500);
      await expect(page.getByTestId('was-this-helpful')).toContainText('Thank you. If you still need help');
    });
    await expect.poll(() => warnings.filter((text) => text.includes('feedback could not be sent')).length).toBe(1);
  });

  test('answers an unknown section, an article of another section or a deeper path with a 404 page', async ({ page, pageProblems }) => {
    for (const path of [`${SUPPORT}no-such-section/`, `${SUPPORT}warranty/first-start/`, `${SUPPORT}warranty/no-such-article/`, `${SUPPORT}a/b/c/`]) {
      pageProblems.expectHttpError(404, path, 'no support section or article has this address');
      const response = await page.goto(path);

      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    }
  });

  test('in Arabic: right to left, translated, searchable, axe clean', async ({ page }) => {
    await page.goto('/ae_ar/support/?q=oil');
    await waitForHydration(page);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مركز الدعم');
    await expect(page.getByTestId('support-results').getByRole('link').first()).toHaveAttribute('href', /^\/ae_ar\/support\//);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/ae_ar/support/using-your-product/first-start/');
    await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link').first()).toHaveAttribute('href', '/ae_ar/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
