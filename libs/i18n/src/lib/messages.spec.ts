import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMessages, messagesUrl } from './messages';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('fetchMessages', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the locale's messages from the host's catalogue URL", async () => {
    const fetcher = answer({ ar: { 'regions.list.title': 'أين تجدنا' } });
    expect(await fetchMessages('abc123', 'ar', fetcher)).toEqual({ 'regions.list.title': 'أين تجدنا' });
    expect(fetcher).toHaveBeenCalledWith('/_i18n/abc123/ar/messages.json', expect.anything());
    expect(messagesUrl('a/b', 'en')).toBe('/_i18n/a%2Fb/en/messages.json');
  });

  it.each([
    ['a failed answer', answer({ error: 'x' }, 500)],
    ['an answer for another locale', answer({ en: {} })],
    ['a malformed answer', answer(['nope'])],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('offline')))],
  ])('warns and continues with no messages after %s', async (_case, fetcher) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fetchMessages('abc', 'ru', fetcher as unknown as typeof fetch)).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Failed to load messages for locale ru'), expect.anything());
  });
});
