import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from './messages';

describe('loadMessages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the catalogue of one locale', async () => {
    const messages = await loadMessages('ar');
    expect(messages['regions.list.title']).toBe('أين تجدنا');
  });

  it('warns and continues with no messages when a catalogue cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const messages = await loadMessages('xx' as never);
    expect(messages).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Failed to load messages for locale xx'), expect.anything());
  });
});
