import { expect, type Page } from '@playwright/test';

/**
 * When is a server-rendered page interactive? The storefront exposes no marker of its own, so we
 * read two signals that the page's own libraries give, both deterministic:
 *
 * 1. TanStack Router's bootstrap object `window.$_TSR` (written by the router's inline scripts in the
 *    server's one HTML string) is deleted once the client router has hydrated (RouterClient's
 *    `hydrate()` settled: dehydrated data restored, route chunks loaded) *and* the router's last
 *    inline script has run. Until then React cannot hydrate the tree.
 * 2. React marks every element it has hydrated with an own property `__reactFiber$<random>`.
 *    Route components sit in Suspense boundaries that React hydrates in later passes (at low
 *    priority), so (1) alone is not enough: measured at 6× CPU throttling, text typed right after
 *    `$_TSR` was gone was lost in 1 of 10 runs. When every element of `<body>` carries the key,
 *    React has hydrated the whole document; a discrete event (click, input) arriving between that
 *    render and its commit makes React finish the hydration synchronously and then replays the
 *    event, so interaction is safe from here on.
 *
 * "Every element" means every element the server sent: `recordServerElements` (an init script the
 * shared fixtures install in every context) lists them at DOMContentLoaded, so that elements added
 * later by anything but React (a third-party tag, a test's own probe) cannot stall the wait.
 * Without that list (a context made by hand) every element of `<body>` is checked.
 *
 * Pages without JavaScript never hydrate; the host's plain error pages (no `#storefront-env`) are
 * not React documents. Neither is waited for.
 */
export async function waitForHydration(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => page.evaluate(hydrationState), {
      message: `${page.url()} should finish hydrating ($_TSR cleared, every element hydrated by React)`,
      intervals: [25, 50, 100, 250],
      ...(timeout === undefined ? {} : { timeout }),
    })
    .toBe('hydrated');
}

/**
 * Holds back the build's chunk named `name` (`/assets/{name}-{hash}.js`) until the returned function is
 * called, as a slow network would: the code of a part hydrated at idle, to tap it before it has.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the client entry back until the returned function is called, so that the page stays the
 * server's HTML for as long as the test needs: text typed before hydration, or a backend fault that
 * must be over before the browser runs any code of its own. Navigate with
 * `waitUntil: 'domcontentloaded'` (or `'commit'`) while it is held: `load` waits for the entry.
 */
export const holdClientEntry = (page: Page): Promise<() => void> => holdChunk(page, 'entry-client');

export type HydrationState = 'not-a-storefront-document' | 'pending' | 'hydrated';

declare global {
  interface Window {
    /** The elements of `<body>` as the server sent them (see `recordServerElements`). */
    e2eServerElements?: Element[];
  }
}

/** Init script (runs in the browser before the page's own scripts): keep it self-contained. */
export function recordServerElements(): void {
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      window.e2eServerElements = [...document.body.querySelectorAll('*')];
    },
    { once: true },
  );
}

/** Runs in the browser (serialised by Playwright): keep it self-contained. */
export function hydrationState(): HydrationState {
  if (!document.getElementById('storefront-env')) return 'not-a-storefront-document';
  if (document.readyState === 'loading' || '$_TSR' in window) return 'pending';
  const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  if (!hydratedByReact(document.body)) return 'pending';
  for (const element of window.e2eServerElements ?? document.body.querySelectorAll('*')) {
    // Inline scripts and Emotion's style tags are not part of React's tree; React may have replaced
    // server elements (a client render after a mismatch, a client-side navigation).
    if (element.localName === 'script' || element.localName === 'style' || !element.isConnected) continue;
    if (!hydratedByReact(element)) return 'pending';
  }
  return 'hydrated';
}

/**
 * Lets React finish what it scheduled (the commit of the last hydration pass, effects): an idle
 * callback runs only once the main thread has no queued task, and React's scheduler queues its
 * work as tasks. Not a sleep: it returns as soon as the page is idle.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}
