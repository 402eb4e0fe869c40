import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * The page's main picture before the app's code (docs/adr/0264-the-main-picture-before-the-app-code.md):
 * the server's inline start script fetches the client entry and its chunks once the image the server
 * marked `fetchpriority="high"` has loaded, after a bounded wait when it does not come, and at once on
 * a page without one.
 */

const CATEGORY = '/ae_en/catalog/motorcycles/road-motorcycles/naked/';
/** The start script's wait for a picture that does not come (apps/storefront-ssr app-start-script.ts). */
const PICTURE_WAIT_MS = 2_000;
const ENTRY = /^\/assets\/entry-client-.+\.js$/;
const FRAMEWORK = /^\/assets\/framework-.+\.js$/;

/** When each request was sent and finished, in ms since `began`, by path and query. */
function requestTimes(page: Page, began: number) {
  const sent = new Map<string, number>();
  const finished = new Map<string, number>();
  const key = (request: Request) => {
    const url = new URL(request.url());
    return url.pathname + url.search;
  };
  page.on('request', (request) => sent.set(key(request), Date.now() - began));
  page.on('requestfinished', (request) => finished.set(key(request), Date.now() - began));
  const firstSent = (pattern: RegExp) => Math.min(...[...sent].filter(([path]) => pattern.test(path)).map(([, time]) => time));
  return { finished, firstSent };
}

/** The path and query of the picture the server marked as the page's main one, as the browser chose it. */
const mainPicture = (page: Page) =>
  page.evaluate(() => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!picture?.currentSrc) throw new Error('The page has no main picture');
    const url = new URL(picture.currentSrc);
    return url.pathname + url.search;
  });

test.describe('the main picture before the app code', () => {
  test('fetches the client entry and its chunks once the picture has loaded, then hydrates', async ({ page }) => {
    // A slow image: without the start script, the app's code would come long before it.
    await page.route('**/_img/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const times = requestTimes(page, Date.now());
    await page.goto(CATEGORY, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);

    const picture = await mainPicture(page);
    const pictureDone = times.finished.get(picture);
    expect(pictureDone, `the main picture ${picture} finished loading`).toBeDefined();
    for (const chunk of [ENTRY, FRAMEWORK]) {
      expect(times.firstSent(chunk), String(chunk)).toBeGreaterThanOrEqual(pictureDone!);
    }
  });

  test('starts the app after a bounded wait when the picture does not come', async ({ page }) => {
    // The images never answer (the test ends first).
    await page.route('**/_img/**', () => new Promise<void>(() => {}));
    const began = Date.now();
    const times = requestTimes(page, began);
    await page.goto(CATEGORY, { waitUntil: 'domcontentloaded' });
    const parsed = Date.now() - began;
    await waitForHydration(page);

    const entrySent = times.firstSent(ENTRY);
    expect(entrySent).toBeGreaterThanOrEqual(PICTURE_WAIT_MS);
    expect(entrySent).toBeLessThan(parsed + PICTURE_WAIT_MS + 3_000);
  });

  test('starts at once on a page without a main picture', async ({ page }) => {
    const began = Date.now();
    const times = requestTimes(page, began);
    await page.goto('/ae_en/cart/', { waitUntil: 'domcontentloaded' });
    const parsed = Date.now() - began;
    await waitForHydration(page);

    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(0);
    expect(times.firstSent(ENTRY)).toBeLessThan(parsed + PICTURE_WAIT_MS - 500);
  });
});
