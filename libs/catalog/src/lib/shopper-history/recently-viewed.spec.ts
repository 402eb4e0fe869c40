import { describe, expect, it } from 'vitest';
import { storedHistoryKey } from './recently-viewed';
import { recentlyViewedKey } from './shopper-history';

describe('the recently viewed loader', () => {
  it('looks for the history under the key the history is written to', () => {
    expect(storedHistoryKey('ae')).toBe(recentlyViewedKey('ae'));
  });
});
