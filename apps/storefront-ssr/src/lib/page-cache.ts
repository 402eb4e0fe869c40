import { isTrackingParameter } from '@storefront/analytics';

/** One render: the page (whatever the host keeps of it), and whether every visitor of the key may get it. */
export interface RenderOutcome<Page> {
  page: Page;
  shareable: boolean;
}

type CacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

export interface PageCacheOptions {
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long after that a page is still served while one render refreshes it in the background. */
  staleMs: number;
  /** The least recently used pages go first beyond this many keys. */
  maxEntries: number;
  now?: () => number;
  /** Where a failed background refresh is reported (the stale page stays until it expires). */
  onRefreshError?: (key: string, error: unknown) => void;
}

export interface PageCache<Page> {
  /**
   * The page of `key`: fresh from the cache (HIT), stale while one render refreshes it (STALE), or
   * rendered now (MISS: concurrent misses of one key share one render when its page is shareable;
   * BYPASS: a page that must not be shared, rendered for this request alone). `reusable` names the
   * pages that are not shared with caches in front yet may serve every concurrent request of the key
   * (the host's not-found pages): a burst that joins such a render gets its page, not one render each.
   */
  get(key: string, render: () => Promise<RenderOutcome<Page>>, reusable?: (page: Page) => boolean): Promise<{ page: Page; state: CacheState }>;
  /** Whether `get(key)` has a page to answer with, or a render in flight to join: no render of its own. */
  has(key: string): boolean;
  readonly size: number;
}

interface Entry<Page> {
  page: Page;
  storedAt: number;
}

/**
 * The host's HTML micro-cache for anonymous pages (issue 10): a few seconds of reuse turn a burst
 * of visitors of one URL into one render, and `stale-while-revalidate` keeps the refresh off every
 * visitor's path. Only shareable pages (status 200, no private route) are kept.
 */
export function createPageCache<Page>({
  freshMs,
  staleMs,
  maxEntries,
  now = Date.now,
  onRefreshError,
}: PageCacheOptions): PageCache<Page> {
  const entries = new Map<string, Entry<Page>>();
  const rendering = new Map<string, Promise<RenderOutcome<Page>>>();

  const store = (key: string, outcome: RenderOutcome<Page>) => {
    if (!outcome.shareable) return;
    entries.delete(key);
    entries.set(key, { page: outcome.page, storedAt: now() });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  /** One render per key at a time; its outcome is stored when shareable. */
  const renderOnce = (key: string, render: () => Promise<RenderOutcome<Page>>) => {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render().then((outcome) => {
        store(key, outcome);
        return outcome;
      });
      const settled = () => rendering.delete(key);
      pending.then(settled, settled);
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    get size() {
      return entries.size;
    },
    has(key) {
      const entry = entries.get(key);
      return rendering.has(key) || (entry !== undefined && now() - entry.storedAt < freshMs + staleMs);
    },
    async get(key, render, reusable) {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < freshMs) {
        // Recently used: last to be dropped.
        entries.delete(key);
        entries.set(key, entry);
        return { page: entry.page, state: 'HIT' };
      }
      if (entry && age < freshMs + staleMs) {
        if (!rendering.has(key)) {
          renderOnce(key, render).catch((error: unknown) => onRefreshError?.(key, error));
        }
        return { page: entry.page, state: 'STALE' };
      }
      if (entry) entries.delete(key);
      const joined = rendering.get(key);
      if (joined) {
        const outcome = await joined.catch(() => undefined);
        // Another request's page is only ever reused when it may be shared.
        if (outcome?.shareable) return { page: outcome.page, state: 'MISS' };
        if (outcome && reusable?.(outcome.page)) return { page: outcome.page, state: 'BYPASS' };
        const own = await render();
        return { page: own.page, state: own.shareable ? 'MISS' : 'BYPASS' };
      }
      const outcome = await renderOnce(key, render);
      return { page: outcome.page, state: outcome.shareable ? 'MISS' : 'BYPASS' };
    },
  };
}

/**
 * The URL part of a page's cache key: the path and the query as sent, less tracking parameters
 * (`utm_*`, `gclid`, `fbclid`, `ved`), so a campaign link shares the page of its plain URL.
 */
export function cacheableUrl(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  if (queryStart < 0) return originalUrl;
  const kept = originalUrl
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => {
      if (!pair) return false;
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is kept as it is: it is part of what the page was asked for.
      }
      return !isTrackingParameter(decoded);
    });
  return originalUrl.slice(0, queryStart) + (kept.length ? `?${kept.join('&')}` : '');
}

export interface RecentPages<Page> {
  get(key: string): Page | undefined;
  set(key: string, page: Page): void;
}

/**
 * Pages kept for a short while without any revalidation: the host's not-found pages (issue 17 defect 3).
 * A burst of requests for one missing URL costs one render, not one each; they are never shared with
 * a cache in front (Cache-Control stays private).
 */
export function createRecentPages<Page>({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }): RecentPages<Page> {
  const entries = new Map<string, { page: Page; storedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt < ttlMs) return entry.page;
      entries.delete(key);
      return undefined;
    },
    set(key, page) {
      entries.delete(key);
      entries.set(key, { page, storedAt: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
