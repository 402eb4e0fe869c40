import type { AnyRouter } from '@tanstack/react-router';
import { PRELOAD_CONCURRENCY, createPreloadQueue } from './preload-queue';

/** SPEC §9: preloading starts this long after the page has become interactive. */
const PRELOAD_DELAY_MS = 1000;

const INTERNAL_LINKS = 'a[href^="/"]:not([href^="//"])';

/**
 * The path of an internal page link, or undefined for anything else (another origin, a file such
 * as `/sitemap.xml`, a link that opens a download or another window).
 */
export function preloadablePath(href: string, origin: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname;
}

/**
 * After `PRELOAD_DELAY_MS` (and an idle moment), loads the route chunks (code only, no data) of
 * the internal links that come into view, four at a time, so the next click rarely waits for code.
 * Data is left to the router's intent preloading (hover, touch): loading it for every link in
 * view would fetch a dozen countries' startup data on the global page. Returns a cleanup.
 */
export function startLinkPreloading(
  router: AnyRouter,
  { delayMs = PRELOAD_DELAY_MS, concurrency = PRELOAD_CONCURRENCY } = {},
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const origin = window.location.origin;
  const queue = createPreloadQueue(
    (path) => {
      const [routes] = router.getMatchedRoutes(path);
      return Promise.all(routes.map((route) => router.loadRouteChunk(route)));
    },
    { concurrency },
  );
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const link = entry.target as HTMLAnchorElement;
      if (link.target && link.target !== '_self') continue;
      if (link.hasAttribute('download')) continue;
      const path = preloadablePath(link.getAttribute('href') ?? '', origin);
      if (path) queue.add(path);
    }
  });
  // Each page observes its own links: the last page's, gone from the document, are let go.
  const observeLinks = () => {
    observer.disconnect();
    document.querySelectorAll(INTERNAL_LINKS).forEach((link) => observer.observe(link));
  };

  let idle: number | undefined;
  let unsubscribe: (() => void) | undefined;
  const timer = setTimeout(() => {
    const begin = () => {
      observeLinks();
      unsubscribe = router.subscribe('onRendered', observeLinks);
    };
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(begin, { timeout: delayMs });
    else begin();
  }, delayMs);

  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    unsubscribe?.();
    observer.disconnect();
    queue.dispose();
  };
}
