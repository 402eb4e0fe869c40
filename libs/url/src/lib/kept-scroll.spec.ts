import { describe, expect, it } from 'vitest';
import { KEPT_SCROLL, keepsScroll } from './kept-scroll';

describe('KEPT_SCROLL / keepsScroll', () => {
  it('reads the mark in a state that carries it', () => {
    expect(keepsScroll({ appendFrom: 2, ...KEPT_SCROLL })).toBe(true);
  });

  it('reads any other state, however malformed, as a navigation that scrolls', () => {
    for (const state of [undefined, null, 'keepScroll', 1, true, {}, { keepScroll: 'true' }, { keepScroll: 1 }, [true]]) {
      expect(keepsScroll(state), JSON.stringify(state)).toBe(false);
    }
  });
});
