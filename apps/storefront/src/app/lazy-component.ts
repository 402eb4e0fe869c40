import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the page that only the browser shows and whose code stays out of the first load: a
 * header dialog (with Radix Dialog, the scroll lock and the focus scope) fetched when a shopper
 * reaches for it (`preload` on the trigger's pointerenter or focus, `useComponent` once the dialog
 * opens), or the navigation feel, fetched right after hydration (`useComponent(true, …)`). The
 * server never renders it, so hydration never waits for it.
 */
export interface LazyComponent<P> {
  /** Starts fetching the module; the same promise every time, a new attempt after a failure. */
  preload(): Promise<ComponentType<P>>;
  /**
   * For a dialog's triggers: fetch its code as the pointer or the focus arrives, so that the
   * first open is immediate. A failed prefetch is retried by the open that needs the module.
   */
  triggerProps: { onPointerEnter: () => void; onFocus: () => void };
  /**
   * The component from the first time `open` is true (undefined before, on the server, and while
   * its module loads); it then stays mounted, so closing animates and reopening is immediate.
   * `onError` hears a failed load that `open` asked for (not a failed preload).
   */
  useComponent(open: boolean, onError: (error: unknown) => void): ComponentType<P> | undefined;
}

export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  const prefetch = () => {
    preload().catch(() => undefined);
  };

  function useComponent(open: boolean, onError: (error: unknown) => void) {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    useEffect(() => {
      if (!open || component) return;
      let live = true;
      preload().then(
        (next) => {
          if (live) setComponent(() => next);
        },
        (error: unknown) => {
          if (live) onError(error);
        },
      );
      return () => {
        live = false;
      };
    }, [open, component, onError]);
    // Already fetched (a hover, an earlier page): shown in the very commit that opens it.
    return component ?? (open ? loaded : undefined);
  }

  return { preload, triggerProps: { onPointerEnter: prefetch, onFocus: prefetch }, useComponent };
}
