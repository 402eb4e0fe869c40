import { Suspense, createElement, lazy, memo, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';

/** Every part's preload, for the server (module scope: code, never request data). */
const serverPreloads: (() => Promise<unknown>)[] = [];

/**
 * The server awaits this before every render (settled promises after the first), so that every
 * deferred part is rendered in full there: its module is loaded, and the part renders it directly.
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
 * The app's one way to hydrate a server-rendered part later
 * (docs/adr/0231-one-deferred-hydration-primitive.md, which lists where it pays and its figures): a part
 * below the fold that the server renders in full and the browser hydrates from its own chunk once it is
 * idle, outside the first load. Every other component is a plain import. Its links are plain `<a href>`
 * until then, so a shopper who uses one first gets a full page load instead of a client navigation.
 *
 * How, with React's public APIs only:
 * - The server awaits `preloadLazyHydratedParts()` (real promises) before rendering, then renders the
 *   loaded component directly inside a `<Suspense>` boundary: its HTML always holds the part.
 * - The browser, while hydrating, renders a `React.lazy` of the same part in that boundary, whose
 *   promise settles once the browser is idle and the chunk has arrived. React keeps the server's HTML
 *   of a boundary that suspends while hydrating and hydrates it when the promise settles (React's
 *   selective hydration). Until then a parent's re-render never reaches the boundary: `memo` stops one
 *   with the same props, and new props wait (the part renders the server's props, as the same element)
 *   until the part has hydrated; either would make React drop the server's HTML for the fallback.
 * - A page shown after hydration (a client navigation) renders the part as soon as its chunk is in.
 * - A chunk that fails to load is logged and the server's HTML stays, as plain markup.
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
  /** The loaded part, saying when it has committed (hydrated, or rendered on a client navigation). */
  function Hydrated({ onHydrated, ...props }: Props) {
    useEffect(onHydrated, [onHydrated]);
    return createElement(loaded as ComponentType<P>, props as unknown as P);
  }
  const Part = lazy(async () => {
    // While the page hydrates, the part waits for an idle moment; on a client navigation it loads at once.
    if (!pageHydrated) await browserIdle();
    try {
      await preload();
      return { default: Hydrated };
    } catch (error) {
      console.error(`The ${name} did not load; its server HTML stays as it is`, error);
      return new Promise<never>(() => undefined);
    }
  });

  function LazyHydrated(props: P) {
    // Loaded before this instance first rendered (always on the server; in the browser on a later
    // page): the component itself, nothing to wait for.
    const [ready] = useState(() => loaded !== undefined);
    // Until its chunk has arrived and hydrated the server's HTML, the part keeps the props the server
    // rendered it with, and the very same element: new props (a client navigation) would reach a
    // boundary React cannot hydrate yet, and React would drop the server's HTML for the empty fallback.
    const [waiting, setWaiting] = useState(() => !ready && !pageHydrated);
    const [serverProps] = useState(props);
    const shown = waiting ? serverProps : props;
    const onHydrated = useCallback(() => setWaiting(false), []);
    return useMemo(
      () => (
        <Suspense fallback={null}>
          {ready ? createElement(loaded as ComponentType<P>, shown) : createElement(Part, { ...shown, onHydrated } as Props)}
        </Suspense>
      ),
      [ready, shown, onHydrated],
    );
  }
  LazyHydrated.displayName = `LazyHydrated(${name})`;
  return memo(LazyHydrated);
}
