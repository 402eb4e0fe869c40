import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentPlan } from './instalment-plan';

const TABBY_AE = { provider: 'Tabby', count: 4, minTotal: 1_000, maxTotal: 2_000_000 };

describe('instalmentPlan', () => {
  it('splits a total into four equal payments', () => {
    expect(instalmentPlan(857_900, TABBY_AE)).toEqual([214_475, 214_475, 214_475, 214_475]);
  });

  it('puts what rounding leaves on the first payment, so the four add up to the total', () => {
    expect(instalmentPlan(857_903, TABBY_AE)).toEqual([214_478, 214_475, 214_475, 214_475]);
    fc.assert(
      fc.property(fc.integer({ min: TABBY_AE.minTotal, max: TABBY_AE.maxTotal }), (total) => {
        const plan = instalmentPlan(total, TABBY_AE) ?? [];
        expect(plan).toHaveLength(4);
        expect(plan.reduce((sum, payment) => sum + payment, 0)).toBe(total);
        expect((plan[0] ?? 0) - (plan[3] ?? 0)).toBeLessThan(4);
      }),
    );
  });

  it('offers nothing outside the provider’s limits, limits included', () => {
    expect(instalmentPlan(999, TABBY_AE)).toBeNull();
    expect(instalmentPlan(1_000, TABBY_AE)).toEqual([250, 250, 250, 250]);
    expect(instalmentPlan(2_000_000, TABBY_AE)).toHaveLength(4);
    expect(instalmentPlan(2_000_001, TABBY_AE)).toBeNull();
    expect(instalmentPlan(Number.NaN, TABBY_AE)).toBeNull();
  });
});
