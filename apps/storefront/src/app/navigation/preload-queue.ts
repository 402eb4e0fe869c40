/** SPEC §9: at most this many preloads at once. */
export const PRELOAD_CONCURRENCY = 4;

export interface PreloadQueue {
  /** Queues a key once; a key already queued, running or done is ignored. */
  add(key: string): void;
  /** Preloads running now. */
  readonly running: number;
  /** Keys waiting for a free slot. */
  readonly waiting: number;
  /** Drops what waits; running preloads finish but start nothing new. */
  dispose(): void;
}

/**
 * A first-in first-out queue that runs `load` for each distinct key with at most `concurrency`
 * in flight. A failed load frees its slot like a successful one; failures are the loader's business.
 */
export function createPreloadQueue(
  load: (key: string) => Promise<unknown> | unknown,
  { concurrency = PRELOAD_CONCURRENCY }: { concurrency?: number } = {},
): PreloadQueue {
  const seen = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  let disposed = false;

  const pump = () => {
    while (!disposed && running < concurrency && queue.length > 0) {
      const key = queue.shift() as string;
      running += 1;
      Promise.resolve()
        .then(() => load(key))
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    add(key) {
      if (disposed || seen.has(key)) return;
      seen.add(key);
      queue.push(key);
      pump();
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    dispose() {
      disposed = true;
      queue.length = 0;
    },
  };
}
