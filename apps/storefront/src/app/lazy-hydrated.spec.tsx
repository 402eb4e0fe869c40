import { act, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyHydrated, markPageHydrated, preloadLazyHydratedParts } from './lazy-hydrated';

interface PartProps {
  label: string;
}

/** A below-the-fold part with state, so that hydration is observable: the button counts clicks. */
function Part({ label }: PartProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <footer>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        {label} {clicks}
      </button>
    </footer>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The page around the part; `version` re-renders the parent with the same props for the part, `label` with new ones. */
function Page({ Footer, version, label = 'Footer' }: { Footer: ComponentType<PartProps>; version: number; label?: string }) {
  return (
    <div>
      <main data-version={version}>page</main>
      <Footer label={label} />
    </div>
  );
}

/** What the server sends: the part rendered in full by an instance the server preloaded. */
async function serverHtml(): Promise<string> {
  const ServerFooter = lazyHydrated('server footer', async () => Part);
  await preloadLazyHydratedParts();
  return renderToString(<Page Footer={ServerFooter} version={0} />);
}

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  vi.restoreAllMocks();
});

async function hydrate(html: string, Footer: ComponentType<PartProps>, recoverable: (error: unknown) => void) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container!, <Page Footer={Footer} version={0} />, { onRecoverableError: recoverable });
  });
  return container;
}

const button = () => container!.querySelector('button')!;

describe('lazyHydrated (server-rendered parts hydrated from their own chunk)', () => {
  it('renders the part in full on the server once preloaded (no Suspense fallback)', async () => {
    const html = await serverHtml();
    expect(html).toMatch(/<!--\$--><footer><button type="button">Footer(<!-- -->)? <!-- -->0<\/button><\/footer><!--\/\$-->/);
    expect(html).not.toContain('<!--$!-->');
  });

  it('keeps the server HTML while the chunk loads, then hydrates it without a client render', async () => {
    const html = await serverHtml();
    const chunk = deferred<ComponentType<PartProps>>();
    const Footer = lazyHydrated('client footer', () => chunk.promise);
    const recoverable = vi.fn();
    await hydrate(html, Footer, recoverable);
    const serverButton = button();
    expect(serverButton.textContent).toBe('Footer 0');

    // Not hydrated yet: a click does nothing.
    await act(async () => serverButton.click());
    expect(button().textContent).toBe('Footer 0');

    // A parent re-render (same props) before the chunk arrives leaves the boundary alone.
    await act(async () => root!.render(<Page Footer={Footer} version={1} />));
    expect(button()).toBe(serverButton);

    await act(async () => {
      chunk.resolve(Part);
      await vi.waitFor(() => expect(Object.keys(button()).some((key) => key.startsWith('__reactFiber$'))).toBe(true));
    });
    // The very element the server sent, now React's.
    expect(button()).toBe(serverButton);
    await act(async () => button().click());
    expect(button().textContent).toBe('Footer 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hydrates with the server props first when new props arrive before the chunk, then shows the new ones', async () => {
    const html = await serverHtml();
    const chunk = deferred<ComponentType<PartProps>>();
    const Footer = lazyHydrated('navigated footer', () => chunk.promise);
    const recoverable = vi.fn();
    await hydrate(html, Footer, recoverable);
    const serverButton = button();

    // A client navigation gives the part new props while its chunk is still on the way.
    await act(async () => root!.render(<Page Footer={Footer} version={1} label="Pied de page" />));
    expect(button()).toBe(serverButton);
    expect(button().textContent).toBe('Footer 0');

    chunk.resolve(Part);
    await vi.waitFor(async () => {
      await act(async () => undefined);
      expect(button().textContent).toBe('Pied de page 0');
    });
    // Hydrated in place (no client render of the boundary), then updated.
    expect(button()).toBe(serverButton);
    await act(async () => button().click());
    expect(button().textContent).toBe('Pied de page 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps the server HTML as plain markup when the chunk fails to load, and says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await serverHtml();
    const Footer = lazyHydrated<PartProps>('failing footer', () => Promise.reject(new Error('chunk gone')));
    const recoverable = vi.fn();
    await hydrate(html, Footer, recoverable);
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('The failing footer did not load; its server HTML stays as it is', expect.any(Error)),
    );
    expect(button().textContent).toBe('Footer 0');
    expect(recoverable).not.toHaveBeenCalled();
  });

  // Last: it marks the page hydrated for the rest of the file.
  it('loads at once after hydration, then renders the loaded part in the very commit of a later page', async () => {
    const Footer = lazyHydrated('later footer', async () => Part);
    markPageHydrated();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root!.render(<Page Footer={Footer} version={0} />));
    await vi.waitFor(() => expect(button().textContent).toBe('Footer 0'));
    // Another page: a new instance of the part, its module already loaded.
    act(() => root!.render(<aside><Footer label="Later" /></aside>));
    expect(button().textContent).toBe('Later 0');
  });
});
