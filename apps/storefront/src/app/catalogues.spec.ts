import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedCatalogues, hostCatalogues } from './catalogues';

/** A host that serves the listed catalogues at `/_i18n/{build}/{locale}/messages.json` and fails the rest. */
function host(catalogues: Record<string, Record<string, string>>) {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const locale = /\/_i18n\/[^/]+\/([^/]+)\/messages\.json$/.exec(url)?.[1] ?? '';
    const messages = catalogues[locale];
    return messages
      ? new Response(JSON.stringify({ [locale]: messages }), { headers: { 'content-type': 'application/json' } })
      : new Response('{"error":"Service Unavailable"}', { status: 503 });
  }) as typeof fetch;
  return { fetcher, asked };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchedCatalogues (the browser)', () => {
  it('fetches a locale once and serves it synchronously afterwards', async () => {
    const { fetcher, asked } = host({ ar: { 'app.brand': 'المحركات' } });
    const catalogues = fetchedCatalogues('b1', fetcher);
    expect(catalogues.get('ar')).toEqual({});
    await Promise.all([catalogues.load('ar'), catalogues.load('ar')]);
    expect(catalogues.get('ar')).toEqual({ 'app.brand': 'المحركات' });
    expect(asked).toEqual(['/_i18n/b1/ar/messages.json']);
  });

  it('continues in English when a locale cannot be loaded (SPEC §4/§8), with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetcher } = host({ en: { 'app.brand': 'Motors & Equipment' } });
    const catalogues = fetchedCatalogues('b1', fetcher);
    expect(await catalogues.load('ka')).toEqual({ 'app.brand': 'Motors & Equipment' });
    expect(catalogues.get('ka')).toEqual({ 'app.brand': 'Motors & Equipment' });
    expect(warn).toHaveBeenCalledWith('Failed to load messages for locale ka', expect.any(Error));
  });

  it('leaves an empty catalogue when English fails too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const catalogues = fetchedCatalogues('b1', host({}).fetcher);
    expect(await catalogues.load('ru')).toEqual({});
  });
});

describe('hostCatalogues (the server)', () => {
  it("reads the host's catalogues, an unknown locale as empty", async () => {
    const catalogues = hostCatalogues((locale) => (locale === 'en' ? { a: 'A' } : undefined));
    expect(catalogues.get('en')).toEqual({ a: 'A' });
    expect(await catalogues.load('fr')).toEqual({});
  });
});
