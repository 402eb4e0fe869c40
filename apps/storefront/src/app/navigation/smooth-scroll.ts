import type Lenis from 'lenis';
import { instantScroller, type WindowScroller } from './navigation-scroll';

/** SPEC §9 smooth scroll: lerp 0.1, wheel and touch multipliers 1. */
export const SMOOTH_SCROLL_OPTIONS = { lerp: 0.1, wheelMultiplier: 1, touchMultiplier: 1 } as const;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Radix (react-remove-scroll) marks `<body>` while a dialog, drawer or select holds the scroll. */
const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

/** The part of Lenis the storefront drives (a fake in the specs). */
export type SmoothScrollEngine = Pick<Lenis, 'resize' | 'scrollTo' | 'start' | 'stop' | 'destroy'>;

/**
 * Lenis on the window, its module fetched on demand (it is not part of the first load). Wheel
 * input inside a scroll-locked page is left to the browser (where the lock's own listener stops
 * it); a click on an internal link stops any inertia.
 */
export async function createSmoothScroll(): Promise<Lenis> {
  const { default: LenisEngine } = await import('lenis');
  return new LenisEngine({
    ...SMOOTH_SCROLL_OPTIONS,
    autoRaf: true,
    stopInertiaOnNavigate: true,
    virtualScroll: () => !document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE),
  });
}

function smoothScroller(lenis: SmoothScrollEngine): WindowScroller {
  return {
    toTop: () => {
      // The new page may be shorter or longer than the last one.
      lenis.resize();
      lenis.scrollTo(0);
    },
    toElement: (element) => {
      lenis.resize();
      lenis.scrollTo(element);
    },
    // Where the router put the window, with no animation left over from before the navigation.
    sync: () => {
      lenis.resize();
      lenis.scrollTo(window.scrollY, { immediate: true, force: true });
    },
  };
}

export interface SmoothScrollOptions {
  /** Creates the engine (Lenis, fetched on first use). */
  create?: () => Promise<SmoothScrollEngine>;
  /** When to fetch it unasked: after hydration, once the main thread is idle. */
  schedule?: (start: () => void) => () => void;
  /** Hears an engine that could not be created; scrolling stays instant then. */
  onError?: (error: unknown) => void;
}

export interface SmoothScroll {
  /** On or off: off while the shopper prefers reduced motion (SPEC §9: no smooth scroll then). */
  setEnabled(enabled: boolean): void;
  /** A header modal holds the page still (SPEC §2): so must the smooth scroller. */
  setLocked(locked: boolean): void;
  /** The scroller for the navigation rendered now: smooth once the engine runs. */
  scroller(): WindowScroller;
  destroy(): void;
}

/** Runs `start` when the browser is idle, at the latest after `timeoutMs`. */
function whenIdle(start: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 1);
  return () => clearTimeout(handle);
}

/**
 * The page's smooth scrolling (SPEC §2, §9), with Lenis kept out of the first load: its module is
 * fetched when the browser is first idle after hydration. A navigation that renders before then
 * fetches it at once and glides as soon as it is there; with reduced motion it is never fetched.
 */
export function startSmoothScroll({
  create = createSmoothScroll,
  schedule = whenIdle,
  onError = (error) => console.warn('Smooth scrolling is off: Lenis did not load', error),
}: SmoothScrollOptions = {}): SmoothScroll {
  let engine: SmoothScrollEngine | undefined;
  let pending: Promise<SmoothScrollEngine | undefined> | undefined;
  let enabled = false;
  let locked = false;
  let destroyed = false;
  let cancelScheduled: (() => void) | undefined;

  const stopEngine = () => {
    engine?.destroy();
    engine = undefined;
  };

  /** The running engine, created (once) if it is wanted and missing. */
  const ensure = (): Promise<SmoothScrollEngine | undefined> => {
    if (engine) return Promise.resolve(engine);
    pending ??= create().then(
      (created) => {
        pending = undefined;
        if (destroyed || !enabled || engine) {
          created.destroy();
          return engine;
        }
        engine = created;
        if (locked) engine.stop();
        return engine;
      },
      (error: unknown) => {
        pending = undefined;
        onError(error);
        return undefined;
      },
    );
    return pending;
  };

  return {
    setEnabled(next) {
      if (destroyed || next === enabled) return;
      enabled = next;
      if (!enabled) {
        cancelScheduled?.();
        cancelScheduled = undefined;
        stopEngine();
        return;
      }
      if (!engine && !pending && !cancelScheduled) {
        cancelScheduled = schedule(() => {
          cancelScheduled = undefined;
          if (enabled && !destroyed) void ensure();
        });
      }
    },
    setLocked(next) {
      locked = next;
      if (locked) engine?.stop();
      else engine?.start();
    },
    scroller() {
      if (engine) return smoothScroller(engine);
      if (!enabled || destroyed) return instantScroller;
      // Not there yet (the first moments after hydration): glide once it is, else jump.
      cancelScheduled?.();
      cancelScheduled = undefined;
      const later = (move: (scroller: WindowScroller) => void) => {
        void ensure().then((ready) => move(ready && !destroyed ? smoothScroller(ready) : instantScroller));
      };
      return {
        toTop: () => later((scroller) => scroller.toTop()),
        toElement: (element) => later((scroller) => scroller.toElement(element)),
        // Restored by the router: nothing of a smooth scroller to forget yet.
        sync: () => undefined,
      };
    },
    destroy() {
      destroyed = true;
      cancelScheduled?.();
      cancelScheduled = undefined;
      stopEngine();
    },
  };
}
