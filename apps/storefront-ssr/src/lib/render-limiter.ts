/** A render refused because the host is at capacity: answered 503 with `Retry-After`, never rendered. */
export class LoadShed extends Error {
  constructor(readonly reason: 'queue-full' | 'waited-too-long') {
    super(`load shed: ${reason}`);
    this.name = 'LoadShed';
  }
}

export interface RenderLimits {
  /** Renders running at once; rendering is CPU-bound between backend calls, so a few per core. */
  concurrency: number;
  /** Renders waiting for a slot; one more is shed at once. */
  queue: number;
  /** A render that waited this long for a slot is shed: its visitor would rather retry than wait. */
  maxWaitMs: number;
}

export interface RenderLimiter {
  /** Runs `task` when a slot is free, or rejects with `LoadShed`. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly queued: number;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Load shedding for the SSR host (issue 17 defect 3): at most `concurrency` renders at once and a short
 * queue, so that the renders that are served finish in bounded time and the rest get a cheap 503 instead
 * of a timeout. Cache hits never come here: only a render takes a slot.
 */
export function createRenderLimiter({ concurrency, queue, maxWaitMs }: RenderLimits): RenderLimiter {
  let active = 0;
  const waiting: Waiter[] = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      active += 1;
      next.start();
    }
  };

  const slot = (): Promise<void> => {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= queue) return Promise.reject(new LoadShed('queue-full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new LoadShed('waited-too-long'));
        }, maxWaitMs),
      };
      waiting.push(waiter);
    });
  };

  return {
    async run(task) {
      await slot();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}

/**
 * Defaults: one render per core at once (at least two, so a render waiting on the backend does not idle
 * the process; more only slows each, the event loop being one thread), a queue of four per core (at
 * least eight), half a second of waiting at most: a served page's wait stays a fraction of the 1.5 s aim.
 */
export function defaultRenderLimits(cores: number): RenderLimits {
  return { concurrency: Math.max(2, cores), queue: Math.max(8, cores * 4), maxWaitMs: 500 };
}
