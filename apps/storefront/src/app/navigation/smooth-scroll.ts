import Lenis from 'lenis';
import type { WindowScroller } from './navigation-scroll';

/** SPEC §9 smooth scroll: lerp 0.1, wheel and touch multipliers 1. */
export const SMOOTH_SCROLL_OPTIONS = { lerp: 0.1, wheelMultiplier: 1, touchMultiplier: 1 } as const;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Radix (react-remove-scroll) marks `<body>` while a dialog, drawer or select holds the scroll. */
const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked';

/**
 * Lenis on the window. Wheel input inside a scroll-locked page is left to the browser (where the
 * lock's own listener stops it); a click on an internal link stops any inertia.
 */
export function createSmoothScroll(): Lenis {
  return new Lenis({
    ...SMOOTH_SCROLL_OPTIONS,
    autoRaf: true,
    stopInertiaOnNavigate: true,
    virtualScroll: () => !document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE),
  });
}

export function smoothScroller(lenis: Lenis): WindowScroller {
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
