import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup. Files
// share a jsdom (isolate: false in vite.config.ts): also undo what stories and specs set on the
// document, and never leave fake timers on for the next file.
afterEach(() => {
  vi.useRealTimers();
  // A spec may run in the node environment (`// @vitest-environment node`): no document there.
  if (typeof document === 'undefined') return;
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.body.removeAttribute('style');
});

// jsdom has no layout, and Radix primitives (slider, select, dialog) call a few layout and pointer
// APIs it lacks. These stand-ins do nothing; behaviour is tested through keyboard and values.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true, configurable: true });
  }
  const element = window.HTMLElement.prototype;
  element.hasPointerCapture ??= () => false;
  element.setPointerCapture ??= () => undefined;
  element.releasePointerCapture ??= () => undefined;
  element.scrollIntoView ??= () => undefined;
  // jsdom's own scrollTo only reports "not implemented"; the feature stories' router calls it.
  window.scrollTo = () => undefined;
  // user-event walks radio groups with CSS.escape, which jsdom does not implement.
  const css = (window.CSS ?? {}) as { escape?: (value: string) => string };
  css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  if (!window.CSS) Object.defineProperty(window, 'CSS', { value: css, configurable: true });
}
