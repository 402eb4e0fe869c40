import { Suspense, createElement, lazy, memo, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';

/** Every part's preload, for the server (module scope: code, never request data). */
const serverPreloads: (() => Promise<unknown>)[] = [];

/**
 * The server awaits this before every render (settled promises after the first), so that no deferred
 * part ever suspends there, including parts of a page module that the router has just loaded.
 */
export function preloadLazyHydratedParts(): Promise<unknown> {
  return Promise.all(serverPreloads.map((preload) => preload()));
}

/** Whether the page has hydrated: parts rendered afterwards (a client navigation) load at once. */
let pageHydrated = false;

/** Called by the app's root once its first (hydrating) render has committed. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/** The browser's first idle moment after the page's own work (a timeout where `requestIdleCallback` is missing). */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * A part of the page that the server renders in full and the browser hydrates later, from its own
 * chunk, outside the first load: below-the-fold chrome such as the footers. Its links are plain
 * `<a href>` until then, so a shopper who uses one first gets a full page load instead of a client
 * navigation; nothing else changes.
 *
 * How: a `React.lazy` inside its own `<Suspense>`. The server awaits `preloadLazyHydratedParts()`
 * before rendering, after which the lazy resolves synchronously (a thenable that calls back at once), so the
 * server's HTML always holds the part. While hydrating, the browser has not loaded it: React keeps
 * the server's HTML of that boundary and hydrates it when the chunk, fetched once the browser is
 * idle, arrives. Until then a parent's re-render never reaches the boundary: `memo` stops one with the
 * same props, and new props wait (the part renders the server's props, as the same element) until the
 * part has hydrated; either would make React drop the server's HTML for the (empty) fallback.
 * A chunk that fails to load is logged and the server's HTML stays, as plain markup.
 */
export function lazyHydrated<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  serverPreloads.push(preload);

  type Props = P & { onHydrated: () => void };
  type Module = { default: ComponentType<Props> };
  /** The loaded part, saying when it has committed (hydrated, or rendered on a client navigation). */
  function Hydrated({ onHydrated, ...props }: Props) {
    useEffect(onHydrated, [onHydrated]);
    return createElement(loaded as ComponentType<P>, props as unknown as P);
  }
  const Part = lazy<ComponentType<Props>>(() => {
    // Preloaded (the server, always): a thenable that calls back at once, so React reads the
    // module in this very render instead of suspending.
    if (loaded) return { then: (resolve: (module: Module) => void) => resolve({ default: Hydrated }) } as unknown as Promise<Module>;
    return (async () => {
      // While the page hydrates, the part waits for an idle moment; on a client navigation it loads at once.
      if (!import.meta.env.SSR && !pageHydrated) await browserIdle();
      try {
        await preload();
        return { default: Hydrated };
      } catch (error) {
        console.error(`The ${name} did not load; its server HTML stays as it is`, error);
        return new Promise<never>(() => undefined);
      }
    })();
  });

  function LazyHydrated(props: P) {
    // Until its chunk has arrived and hydrated the server's HTML, the part keeps the props the server
    // rendered it with, and the very same element: new props (a client navigation) would reach a
    // boundary React cannot hydrate yet, and React would drop the server's HTML for the empty fallback.
    const [waiting, setWaiting] = useState(() => !import.meta.env.SSR && !pageHydrated);
    const [serverProps] = useState(props);
    const shown = waiting ? serverProps : props;
    const onHydrated = useCallback(() => setWaiting(false), []);
    return useMemo(
      () => <Suspense fallback={null}>{createElement(Part, { ...shown, onHydrated } as Props)}</Suspense>,
      [shown, onHydrated],
    );
  }
  LazyHydrated.displayName = `LazyHydrated(${name})`;
  return memo(LazyHydrated);
}
