import { describe, expect, it } from 'vitest';
import { WARRANTY_OPTIONS } from './warranty';

describe('WARRANTY_OPTIONS', () => {
  it('offers Basic (0) and Pro (999) in every region (SPEC §9), frozen for every caller', () => {
    expect(WARRANTY_OPTIONS).toEqual([
      { id: 'basic', title: 'Basic', price: 0 },
      { id: 'pro', title: 'Pro', price: 999 },
    ]);
    expect(Object.isFrozen(WARRANTY_OPTIONS)).toBe(true);
    expect(Object.isFrozen(WARRANTY_OPTIONS[1])).toBe(true);
  });
});
