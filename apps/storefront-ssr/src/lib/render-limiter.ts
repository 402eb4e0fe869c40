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
  /** Whether `run` would reject at once now: every slot taken and the queue full. */
  readonly full: boolean;
  /**
   * Resolves when a render may take its synchronous markup step (`RenderOptions.markupTurn`): one render
   * per turn of the event loop, from its check phase, in the order asked.
   */
  markupTurn(): Promise<void>;
  readonly active: number;
  readonly queued: number;
}

interface Waiter {
  start: () => void;
  shed: () => void;
  queuedAt: number;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Load shedding for the SSR host (issue 17 defect 3): at most `concurrency` renders at once and a short
 * queue, so that the renders that are served finish in bounded time and the rest get a cheap 503 instead
 * of a timeout. Cache hits never come here: only a render takes a slot.
 *
 * Every render starts from the event loop's check phase (`setImmediate`), never inside the callback of
 * the request that asked for it nor in the microtasks of the render that freed its slot. A render whose
 * data is all cached needs no I/O: started in place, it ended before the next request of the same turn was
 * read, so the slots never filled and 200 connections meant 200 renders in one turn (seconds without
 * reading a request, accepting a connection or firing a wait timer: timeouts instead of 503s). Started
 * from the check phase, a turn reads every waiting request (taking slots, queueing or shedding) and then
 * renders at most `concurrency` pages. A waiter found past its wait when its turn comes (its timer could
 * not fire meanwhile) is shed, not rendered.
 */
export function createRenderLimiter({ concurrency, queue, maxWaitMs }: RenderLimits, now: () => number = performance.now.bind(performance)): RenderLimiter {
  let active = 0;
  const waiting: Waiter[] = [];
  let startScheduled = false;

  const scheduleStart = () => {
    if (startScheduled || active >= concurrency || waiting.length === 0) return;
    startScheduled = true;
    setImmediate(startWaiting);
  };

  /** Fills the free slots from the queue (shedding waiters past their wait on the way). */
  const startWaiting = () => {
    startScheduled = false;
    while (active < concurrency && waiting.length > 0) {
      const next = waiting.shift() as Waiter;
      clearTimeout(next.timer);
      if (now() - next.queuedAt > maxWaitMs) {
        next.shed();
        continue;
      }
      active += 1;
      next.start();
    }
  };

  // The markup steps: about 10 ms of synchronous work each. Several finishing in one turn made the turn
  // last tens of milliseconds, and Node accepts one connection per turn (issue 28).
  const markupWaiting: (() => void)[] = [];
  let markupScheduled = false;
  const scheduleMarkup = () => {
    if (markupScheduled) return;
    markupScheduled = true;
    setImmediate(nextMarkup);
  };
  const nextMarkup = () => {
    markupScheduled = false;
    markupWaiting.shift()?.();
    if (markupWaiting.length > 0) scheduleMarkup();
  };

  const release = () => {
    active -= 1;
    scheduleStart();
  };

  const slot = (): Promise<void> => {
    // A free slot goes to a waiter first: newcomers never pass the queue. The render itself starts after
    // the requests already read in this turn have been seen (the slot is taken now).
    if (active < concurrency && waiting.length === 0) {
      active += 1;
      return new Promise((resolve) => setImmediate(resolve));
    }
    if (waiting.length >= queue) return Promise.reject(new LoadShed('queue-full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        shed: () => reject(new LoadShed('waited-too-long')),
        queuedAt: now(),
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.shed();
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
    markupTurn: () =>
      new Promise<void>((resolve) => {
        markupWaiting.push(resolve);
        scheduleMarkup();
      }),
    get full() {
      // What `slot` decides: a free slot with nobody waiting, else a place in the queue.
      return (active >= concurrency || waiting.length > 0) && waiting.length >= queue;
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
 * Defaults: two renders per core at once (at least four: a render also waits on the backend, and one slot
 * per core left 40 % of a 10-connection uncached run shed on an idle 2-core machine), a queue of eight per
 * core (at least sixteen), one second of waiting at most. Measured on 2 cores (4/16/1000 ms): 10
 * connections uncached, no 503; 200 connections × 60 s uncached, 0 socket errors and p99 of the served
 * pages 629 ms (the aim is 1.5 s), twice the pages served of one per core; cached, no 503.
 */
export function defaultRenderLimits(cores: number): RenderLimits {
  return { concurrency: Math.max(4, cores * 2), queue: Math.max(16, cores * 8), maxWaitMs: 1_000 };
}
