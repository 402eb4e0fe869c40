import { describe, expect, it } from 'vitest';
import { currentPriceSince, referencePriceOf, type PricePeriod } from './reference-price';

const periods = (...rows: [number, string][]): PricePeriod[] =>
  rows.map(([price, since], index) => ({ price, since: `${since}T00:00:00.000Z`, until: rows[index + 1] ? `${rows[index + 1]?.[1]}T00:00:00.000Z` : null }));

const OFFER_START = '2026-01-01T00:00:00.000Z';

describe('referencePriceOf', () => {
  it('is the list price when it did not change in the 30 days before the reduction', () => {
    expect(referencePriceOf(periods([10_000, '2025-01-01']), OFFER_START, 9_000)).toBe(10_000);
  });

  it('is the lowest price of the 30 days before, not the price raised just before the reduction', () => {
    const raised = periods([10_000, '2025-01-01'], [9_500, '2025-12-10'], [10_000, '2025-12-22']);
    expect(referencePriceOf(raised, OFFER_START, 9_000)).toBe(9_500);
  });

  it('counts a price that was in force on the window’s first day, and ignores one that ended before it', () => {
    // 2 December 2025 is 30 days before 1 January 2026.
    expect(referencePriceOf(periods([10_000, '2025-01-01'], [9_500, '2025-11-20'], [10_000, '2025-12-03']), OFFER_START, 9_000)).toBe(9_500);
    expect(referencePriceOf(periods([10_000, '2025-01-01'], [9_500, '2025-11-20'], [10_000, '2025-12-02']), OFFER_START, 9_000)).toBe(10_000);
  });

  it('ignores prices from the reduction on', () => {
    expect(referencePriceOf(periods([10_000, '2025-01-01'], [8_000, '2026-01-01']), OFFER_START, 9_000)).toBe(10_000);
  });

  it('announces no reduction when the lowest price was not above today’s, or when there is no history', () => {
    expect(referencePriceOf(periods([10_000, '2025-01-01'], [8_900, '2025-12-20'], [10_000, '2025-12-25']), OFFER_START, 9_000)).toBeNull();
    expect(referencePriceOf(periods([9_000, '2025-01-01']), OFFER_START, 9_000)).toBeNull();
    expect(referencePriceOf([], OFFER_START, 9_000)).toBeNull();
    expect(referencePriceOf(periods([10_000, '2026-02-01']), OFFER_START, 9_000)).toBeNull();
  });
});

describe('currentPriceSince', () => {
  it('is when the price in force now began', () => {
    const sale = periods([10_000, '2025-01-01'], [8_000, '2026-10-01']);
    expect(currentPriceSince(sale, '2026-11-22T10:00:00.000Z')).toBe('2026-10-01T00:00:00.000Z');
    expect(currentPriceSince(sale, '2026-09-30T10:00:00.000Z')).toBe('2025-01-01T00:00:00.000Z');
    expect(currentPriceSince([], '2026-11-22T10:00:00.000Z')).toBeNull();
  });
});
