export interface ResponseCacheOptions {
  /** How long a loaded value is served before it is loaded again. */
  ttlMs: number;
  /** The oldest entries are dropped beyond this many keys. */
  maxEntries: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * A short cache of loaded values, shared by the requests of one server process. Concurrent callers
 * of one key share one load; a failed load is never kept, so the next caller tries again.
 */
export interface ResponseCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createResponseCache({ ttlMs, maxEntries, now = Date.now }: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as Promise<T>;
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
