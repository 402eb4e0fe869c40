import { describe, expect, it } from 'vitest';
import { withoutTracking } from './use-header-place';

describe('withoutTracking (the query the switchers carry over)', () => {
  it('keeps what the page shows and drops campaign and click marks', () => {
    expect(withoutTracking({ q: 'enduro', page: 2, utm_source: 'news', gclid: 'x', fbclid: 'y', ved: 'z' })).toEqual({
      q: 'enduro',
      page: 2,
    });
  });
});
