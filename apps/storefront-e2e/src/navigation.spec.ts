import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { pageChunkUrl } from './support/route-templates';

/**
 * How moving between pages feels (SPEC §2, §4, §8, §9): the loading bar, smooth scrolling to the
 * top or to an anchor, scroll restoration on back, and the reload after a failed route chunk.
 */

declare global {
  interface Window {
    /** TanStack Router's own handle on its browser instance (the one its Link components use). */
    __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void> };
  }
}

/**
 * A client-side navigation exactly as a `<Link>` makes it, without Playwright scrolling a link
 * into view first (which would move the window before the navigation does).
 */
async function navigateOnClient(page: Page, href: string): Promise<void> {
  await page.evaluate(async (target) => {
    if (!window.__TSR_ROUTER__) throw new Error('The storefront router is not running');
    await window.__TSR_ROUTER__.navigate({ href: target });
  }, href);
}

/** Starts a client-side navigation and returns at once (for navigations that reload the page). */
async function startNavigationOnClient(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    void window.__TSR_ROUTER__?.navigate({ href: target });
  }, href);
}

/** The window's scroll offset at every frame until it has stopped moving for 20 frames (at most ~5 s). */
function scrollOffsetsUntilStill(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const offsets = [window.scrollY];
        let still = 0;
        const frame = () => {
          const offset = window.scrollY;
          still = offset === offsets[offsets.length - 1] ? still + 1 : 0;
          offsets.push(offset);
          if (still >= 20 || offsets.length > 300) resolve(offsets.map(Math.round));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Scrolls the window to the end of the page (no animation) and returns the offset reached, once the
 * browser has dispatched the `scroll` event: the router's scroll restoration learns from that event
 * which position to keep, as it does from a shopper's scrolling, which always comes before a click.
 * (`scrollTo` moves the window at once but dispatches the event at the next frame.)
 */
async function scrollToEnd(page: Page): Promise<number> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true, capture: true });
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      }),
  );
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(200);
  return page.evaluate(() => Math.round(window.scrollY));
}

// Short enough that every regional page scrolls.
const SHORT_VIEWPORT = { width: 1280, height: 480 };

test.describe('loading bar (SPEC §2, §4, §9)', () => {
  test('shows during a slow navigation and goes once the page is there', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // Oman's data takes 1.5 s to arrive: far beyond the bar's 200 ms throttle.
    await page.route('**/om/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveCount(0);

    await page.locator('main a[href="/om_en/"]').click();

    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('background-color', 'rgb(102, 204, 51)');
    await expect(bar).toHaveCSS('height', '3px');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in Oman');
    await expect(bar).toHaveCount(0);
  });
});

test.describe('route chunks preloaded for the links in view (SPEC §9)', () => {
  test('loads the code of the linked pages a second after the page is ready, without any hover', async ({ page }) => {
    const regionHome = pageChunkUrl('region home');
    const preloaded = page.waitForRequest(regionHome);
    await page.goto('/');
    await waitForHydration(page);

    // The request event comes before the response: the resource timing entry only once it is done.
    await (await (await preloaded).response())?.finished();
    const timing = await page.evaluate((source) => {
      const pattern = new RegExp(source);
      const chunk = performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name));
      const document = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { requestedAt: chunk?.startTime, readyAt: document.domContentLoadedEventEnd };
    }, regionHome.source);
    expect(timing.requestedAt, 'the resource timing of the chunk').toBeDefined();
    expect((timing.requestedAt ?? 0) - timing.readyAt).toBeGreaterThanOrEqual(1_000);
  });
});

test.describe('scrolling after a navigation (SPEC §2)', () => {
  test.use({ viewport: SHORT_VIEWPORT });

  test('glides to the top of a new page', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const start = await scrollToEnd(page);

    await navigateOnClient(page, '/ae_ar/');
    const offsets = await scrollOffsetsUntilStill(page);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(offsets[offsets.length - 1]).toBe(0);
    // Smooth: the window passes through positions between the old offset and the top.
    expect(offsets.filter((offset) => offset > 0 && offset < start).length).toBeGreaterThan(2);
    await expect(page.locator('html')).toHaveClass(/\blenis\b/);
  });

  test('glides to the anchor a navigation names', async ({ page }) => {
    // Where the last anchor of the Arabic home sits, and how far the window can scroll there.
    await page.goto('/ae_ar/');
    await waitForHydration(page);
    const anchor = await page.evaluate(() => {
      const candidates = [...document.querySelectorAll<HTMLElement>('main [id]')].filter((element) => element.offsetHeight > 0);
      const last = candidates.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).pop();
      if (!last) throw new Error('The page has no anchor');
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      return { id: last.id, offset: Math.round(Math.min(last.getBoundingClientRect().top + window.scrollY, maxScroll)) };
    });
    expect(anchor.offset).toBeGreaterThan(100);

    await page.goto('/ae_en/');
    await waitForHydration(page);
    await navigateOnClient(page, `/ae_ar/#${anchor.id}`);
    const offsets = await scrollOffsetsUntilStill(page);

    // Where the anchor is once the page has settled, just below the sticky header (the page's
    // scroll-padding), as a browser puts it for `#anchor`.
    const target = await page.evaluate((id) => {
      const element = document.getElementById(id);
      if (!element) throw new Error(`No #${id}`);
      const root = document.documentElement;
      const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
      const maxScroll = root.scrollHeight - window.innerHeight;
      return Math.round(Math.min(element.getBoundingClientRect().top + window.scrollY - padding, maxScroll));
    }, anchor.id);
    expect(Math.abs((offsets[offsets.length - 1] ?? 0) - target)).toBeLessThanOrEqual(2);
    expect(offsets.filter((offset) => offset > 0 && offset < target).length).toBeGreaterThan(2);
  });

  test('puts the window back where it was on the way back', async ({ page }) => {
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const left = await scrollToEnd(page);
    await navigateOnClient(page, '/ae_ar/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();

    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });

  test.describe('for a shopper who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('jumps to the top without animating', async ({ page }) => {
      await page.goto('/ae_en/');
      await waitForHydration(page);
      await scrollToEnd(page);

      await navigateOnClient(page, '/ae_ar/');

      // Already at the top once the navigation has rendered: no frame in between.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
    });
  });
});

test.describe('a route chunk that fails to load (SPEC §8, §9)', () => {
  // About us's page: its route's component chunk.
  const ABOUT_US_CHUNK = pageChunkUrl('about us');

  /** Counts the documents the tab loads from now on. */
  function countDocumentLoads(page: Page): { readonly count: number } {
    const loads = { count: 0 };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
    });
    return loads;
  }

  test('reloads the page once, which then shows', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'requestfailed', path: ABOUT_US_CHUNK, reason: 'the test drops the chunk once' });
    pageProblems.expect({
      kind: 'console',
      text: 'net::ERR_FAILED',
      reason: "Chromium reports the dropped chunk",
      required: false,
    });
    // Routed before the page loads: the link preloader may ask for the chunk before the click does.
    let dropped = 0;
    await page.route(ABOUT_US_CHUNK, async (route) => {
      if (dropped > 0) return route.fallback();
      dropped += 1;
      return route.abort('failed');
    });
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const loads = countDocumentLoads(page);

    await startNavigationOnClient(page, '/ae_en/about-us/');

    await expect(page).toHaveURL('/ae_en/about-us/');
    await expect.poll(() => loads.count).toBe(1);
    // The backend's page title ("About Motors & Equipment"): the page rendered after the reload.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About /);
    await waitForHydration(page);
    expect(dropped).toBe(1);
    expect(loads.count).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('storefront:chunk-reload-at'))).toMatch(/^\d+$/);
  });

  test('reloads only once when the chunk keeps failing, then shows the error page', async ({ page, pageProblems }) => {
    pageProblems.expect({ kind: 'requestfailed', path: ABOUT_US_CHUNK, reason: 'the test drops the chunk every time' });
    pageProblems.expect({ kind: 'console', text: 'Unhandled application error', reason: 'the page cannot render' });
    for (const text of ['net::ERR_FAILED', 'dynamically imported module']) {
      pageProblems.expect({ kind: 'console', text, reason: 'the chunk is missing', required: false });
    }
    pageProblems.expect({
      kind: 'pageerror',
      text: /dynamically imported module|Minified React error #(418|423)/,
      reason: 'React gives up hydrating the page whose chunk is missing',
      required: false,
    });
    await page.route(ABOUT_US_CHUNK, (route) => route.abort('failed'));
    await page.goto('/ae_en/');
    await waitForHydration(page);
    const loads = countDocumentLoads(page);

    await startNavigationOnClient(page, '/ae_en/about-us/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page).toHaveURL('/ae_en/about-us/');
    expect(loads.count).toBe(1);

    // Trying again within the guard's 10 s shows the error again instead of reloading.
    await navigateOnClient(page, '/ae_en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motors and equipment in United Arab Emirates');
    await startNavigationOnClient(page, '/ae_en/about-us/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await waitForHydration(page);
    expect(loads.count).toBe(1);
  });
});
