// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the value once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), { initialProps: { value: 'r' } });
    expect(result.current).toBe('r');

    rerender({ value: 'ra' });
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('r');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ra');
  });

  it('settles once for a word typed faster than the delay', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(({ value }) => {
      const settled = useDebouncedValue(value, 250);
      if (seen.at(-1) !== settled) seen.push(settled);
      return settled;
    }, { initialProps: { value: '' } });

    for (const text of ['r', 'ra', 'rap', 'rapt']) {
      rerender({ value: text });
      act(() => vi.advanceTimersByTime(100));
    }
    act(() => vi.advanceTimersByTime(250));

    expect(seen).toEqual(['', 'rapt']);
  });
});
