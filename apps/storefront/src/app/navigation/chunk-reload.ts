import type { AnyRouter } from '@tanstack/react-router';

/** SPEC §8/§9: a chunk-load failure reloads the page, at most once per this many milliseconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Session storage key of the last reload's time (ms since the epoch). */
export const CHUNK_RELOAD_STORAGE_KEY = 'storefront:chunk-reload-at';

/**
 * What browsers say when a dynamic import's script cannot be fetched (Chromium, Safari, Firefox),
 * and what Vite says when a chunk's stylesheet cannot: after a deployment the old chunks are gone.
 */
const CHUNK_ERROR_PREFIXES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message !== undefined && CHUNK_ERROR_PREFIXES.some((prefix) => message.startsWith(prefix));
}

/**
 * Whether a chunk failure may reload the page now, given the stored time of the last reload. A
 * missing, malformed or future value counts as no reload at all.
 */
export function mayReloadAfterChunkError(lastReloadAt: string | null, now: number, guardMs = CHUNK_RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !/^\d{1,16}$/.test(lastReloadAt)) return true;
  const last = Number(lastReloadAt);
  if (last > now) return true;
  return now - last >= guardMs;
}

export interface ChunkReloadEnvironment {
  /** `sessionStorage`; undefined (or throwing) when the browser refuses storage. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now(): number;
  reload(): void;
}

export interface ChunkReloader {
  /**
   * Reloads the page after a chunk-load failure unless it did so less than 10 s ago. Without
   * session storage nothing could stop a loop, so it never reloads then. Returns whether the page
   * is reloading; once it is, later calls answer true without reloading again.
   */
  reload(): boolean;
}

export function createChunkReloader({ storage, now, reload }: ChunkReloadEnvironment): ChunkReloader {
  let reloading = false;
  return {
    reload() {
      if (reloading) return true;
      if (!storage) return false;
      const at = now();
      try {
        if (!mayReloadAfterChunkError(storage.getItem(CHUNK_RELOAD_STORAGE_KEY), at)) return false;
        storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
      } catch {
        return false;
      }
      reloading = true;
      reload();
      return true;
    },
  };
}

let browserReloader: ChunkReloader | undefined;

/** The page's one reloader (browser only). */
function pageReloader(): ChunkReloader {
  if (!browserReloader) {
    let storage: Storage | undefined;
    try {
      storage = window.sessionStorage;
    } catch {
      storage = undefined;
    }
    browserReloader = createChunkReloader({ storage, now: () => Date.now(), reload: () => window.location.reload() });
  }
  return browserReloader;
}

/**
 * Whether the page reloads (or already is reloading) for this error: a chunk that did not load.
 * The router's `defaultOnCatch` and the error page call it.
 */
export function reloadForChunkError(error: unknown): boolean {
  return typeof window !== 'undefined' && isChunkLoadError(error) && pageReloader().reload();
}

/** Never settles: a component that renders while the page reloads suspends on it, keeping the old screen. */
export const PAGE_RELOADING: Promise<never> = new Promise<never>(() => undefined);

/** What Vite's preload helper dispatches on `window` when a dynamic import or its CSS fails. */
interface VitePreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * `lazyRouteComponent` reloads by itself once per failing module and session, under this key
 * (@tanstack/react-router 1.170 `lazyRouteComponent.js`), and a second reload call would start a
 * second navigation. Setting its key leaves the decision to the guard: the route then throws, its
 * error page reloads (suspending, so the old screen stays) or, when the guard refuses, shows.
 */
export const routerReloadKey = (error: unknown) => `tanstack_router_reload:${error instanceof Error ? error.message : ''}`;

/**
 * Listens to Vite's `vite:preloadError` for the life of the page (SPEC §8: chunk load failure →
 * page reload, guarded for 10 s). Only failures of what the page is rendering count: during
 * hydration and during a navigation. A prefetch in the background that fails is retried by the
 * navigation that needs the chunk, so a page with a link to a broken chunk never reloads by itself.
 */
export function installChunkReloadGuard(router: AnyRouter, target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as VitePreloadErrorEvent).payload;
    const { status, resolvedLocation } = router.state;
    if (status !== 'pending' && resolvedLocation !== undefined) return;
    try {
      target.sessionStorage.setItem(routerReloadKey(error), '1');
    } catch {
      // No storage: nothing can guard a reload, and the router's own reload cannot happen either.
    }
    // When it reloads, the route whose chunk failed throws and its error page suspends until the
    // new document replaces this one; when it refuses, that error page shows.
    pageReloader().reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
