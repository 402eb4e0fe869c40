import { describe, expect, it } from 'vitest';
import { scrollPlanFor } from './navigation-scroll';

describe('scrollPlanFor (SPEC §2: smooth to the hash anchor, else to the top)', () => {
  it('goes to the top of a new page', () => {
    expect(scrollPlanFor({ action: 'PUSH', keepScroll: false, hash: '' })).toEqual({ kind: 'top' });
    expect(scrollPlanFor({ action: 'REPLACE', keepScroll: false, hash: '' })).toEqual({ kind: 'top' });
  });

  it('goes to the anchor of a new page with a hash', () => {
    expect(scrollPlanFor({ action: 'PUSH', keepScroll: false, hash: 'stores' })).toEqual({ kind: 'hash', id: 'stores' });
    expect(scrollPlanFor({ action: 'PUSH', keepScroll: true, hash: 'stores' })).toEqual({ kind: 'hash', id: 'stores' });
  });

  it('stays put when the navigation asked not to reset the scroll', () => {
    expect(scrollPlanFor({ action: 'REPLACE', keepScroll: true, hash: '' })).toEqual({ kind: 'keep' });
  });

  it('lets the router restore the position on back, forward, the first page and a reload', () => {
    for (const action of ['BACK', 'FORWARD', 'GO', undefined] as const) {
      expect(scrollPlanFor({ action, keepScroll: false, hash: 'stores' }), String(action)).toEqual({ kind: 'restore' });
    }
  });
});
