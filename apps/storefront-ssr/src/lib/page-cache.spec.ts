import { describe, expect, it } from 'vitest';
import { cacheableUrl, createPageCache, type RenderOutcome } from './page-cache';

interface Page {
  html: string;
}

const outcome = (html: string, shareable = true): RenderOutcome<Page> => ({ page: { html }, shareable });

/** A cache on a clock the test moves, and a render that counts its calls. */
function setup(options: { freshMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  let time = 0;
  const cache = createPageCache<Page>({ freshMs: 5_000, staleMs: 30_000, maxEntries: 10, now: () => time, ...options });
  let renders = 0;
  const render = (html = 'page', shareable = true) => async () => {
    renders += 1;
    return outcome(`${html} ${renders}`, shareable);
  };
  return { cache, render, advance: (ms: number) => (time += ms), renders: () => renders };
}

describe('page cache', () => {
  it('renders once, then serves the same page while it is fresh', async () => {
    const { cache, render, renders } = setup();
    expect(await cache.get('k', render())).toMatchObject({ state: 'MISS', page: { html: 'page 1' } });
    expect(await cache.get('k', render())).toMatchObject({ state: 'HIT', page: { html: 'page 1' } });
    expect(renders()).toBe(1);
  });

  it('serves a stale page at once and refreshes it with one render in the background', async () => {
    const { cache, render, advance, renders } = setup();
    await cache.get('k', render());
    advance(6_000);
    const [first, second] = await Promise.all([cache.get('k', render()), cache.get('k', render())]);
    expect(first).toMatchObject({ state: 'STALE', page: { html: 'page 1' } });
    expect(second).toMatchObject({ state: 'STALE', page: { html: 'page 1' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders()).toBe(2);
    expect(await cache.get('k', render())).toMatchObject({ state: 'HIT', page: { html: 'page 2' } });
  });

  it('renders anew once a page is older than fresh plus stale', async () => {
    const { cache, render, advance } = setup();
    await cache.get('k', render());
    advance(35_001);
    expect(await cache.get('k', render())).toMatchObject({ state: 'MISS', page: { html: 'page 2' } });
  });

  it('says which keys it can answer without a render of their own: kept, stale or being rendered', async () => {
    const { cache, render, advance } = setup();
    expect(cache.has('k')).toBe(false);
    const first = cache.get('k', render());
    expect(cache.has('k')).toBe(true);
    await first;
    advance(34_000);
    expect(cache.has('k')).toBe(true);
    advance(1_001);
    expect(cache.has('k')).toBe(false);
    await cache.get('private', render('page', false));
    expect(cache.has('private')).toBe(false);
  });

  it('lets concurrent misses of one key share one render', async () => {
    const { cache, render, renders } = setup();
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', render())));
    expect(results.map((result) => result.page.html)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(renders()).toBe(1);
  });

  it('never keeps or shares a page that is not shareable', async () => {
    const { cache, render, renders } = setup();
    const results = await Promise.all([cache.get('k', render('private', false)), cache.get('k', render('private', false))]);
    expect(results.map((result) => result.state)).toEqual(['BYPASS', 'BYPASS']);
    expect(new Set(results.map((result) => result.page.html)).size).toBe(2);
    expect(await cache.get('k', render('private', false))).toMatchObject({ state: 'BYPASS' });
    expect(renders()).toBe(3);
    expect(cache.size).toBe(0);
  });

  it('gives concurrent misses a page that is not shareable but reusable from one render, keeping it out', async () => {
    const { cache, render, renders } = setup();
    const reusable = (page: Page) => page.html.startsWith('not found');
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', render('not found', false), reusable)));
    expect(results.map((result) => result.state)).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
    expect(results.map((result) => result.page.html)).toEqual(['not found 1', 'not found 1', 'not found 1']);
    expect(renders()).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('keeps a failed render out, so the next request tries again', async () => {
    const { cache, render } = setup();
    await expect(cache.get('k', () => Promise.reject(new Error('backend down')))).rejects.toThrow('backend down');
    expect(await cache.get('k', render())).toMatchObject({ state: 'MISS' });
  });

  it('keeps the stale page when its refresh fails, and reports the failure', async () => {
    const failures: string[] = [];
    let time = 0;
    const cache = createPageCache<Page>({ freshMs: 1, staleMs: 100, maxEntries: 5, now: () => time, onRefreshError: (key) => failures.push(key) });
    await cache.get('k', async () => outcome('page'));
    time = 10;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toMatchObject({ state: 'STALE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failures).toEqual(['k']);
    expect(await cache.get('k', async () => outcome('next'))).toMatchObject({ state: 'STALE', page: { html: 'page' } });
  });

  it('drops the least recently used page beyond its size', async () => {
    const { cache, render } = setup({ maxEntries: 2 });
    await cache.get('a', render('a'));
    await cache.get('b', render('b'));
    await cache.get('a', render('a'));
    await cache.get('c', render('c'));
    expect(cache.size).toBe(2);
    expect((await cache.get('a', render('a'))).state).toBe('HIT');
    expect((await cache.get('b', render('b'))).state).toBe('MISS');
  });
});

describe('cacheableUrl', () => {
  it('drops campaign and click parameters and keeps the rest byte for byte', () => {
    expect(cacheableUrl('/ae_en/')).toBe('/ae_en/');
    expect(cacheableUrl('/ae_en/?utm_source=a&utm_medium=b')).toBe('/ae_en/');
    expect(cacheableUrl('/ae_en/catalog/?badges%5B%5D=new&gclid=x&badges[]=sale&fbclid=y&ved=z&UTM_Campaign=q')).toBe(
      '/ae_en/catalog/?badges%5B%5D=new&badges[]=sale',
    );
    expect(cacheableUrl('/ae_en/?q=a+b&utm%5Fsource=x')).toBe('/ae_en/?q=a+b');
  });

  it('keeps malformed parameters as they came, never throwing', () => {
    expect(cacheableUrl('/ae_en/?%E0%A4%A=1&&utm_source')).toBe('/ae_en/?%E0%A4%A=1');
    expect(cacheableUrl('/ae_en/?')).toBe('/ae_en/');
  });
});
