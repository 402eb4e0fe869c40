import { describe, expect, it } from 'vitest';
import { priceNow, reductionPercent } from './price-now';

const offer = { id: 1, slug: 'enduro-season', title: 'Enduro season', discountPercent: 10, endsAt: '2030-12-31T23:59:59.000Z', price: 9_000 };

describe('priceNow', () => {
  it('strikes through the reference price the backend gives, at an offer and at a sale', () => {
    expect(priceNow({ price: 10_000, oldPrice: null, referencePrice: 9_500, offer })).toEqual({ price: 9_000, before: 9_500 });
    expect(priceNow({ price: 8_000, oldPrice: 10_000, referencePrice: 9_000, offer: null })).toEqual({ price: 8_000, before: 9_000 });
  });

  it('strikes nothing through when the backend says there is no reduction to announce', () => {
    expect(priceNow({ price: 10_000, oldPrice: null, referencePrice: null, offer })).toEqual({ price: 9_000, before: null });
  });

  it('falls back, without price history, on the catalogue price at an offer and the old price at a sale', () => {
    expect(priceNow({ price: 10_000, oldPrice: null, offer })).toEqual({ price: 9_000, before: 10_000 });
    expect(priceNow({ price: 8_000, oldPrice: 10_000, offer: null })).toEqual({ price: 8_000, before: 10_000 });
    expect(priceNow({ price: 8_000, oldPrice: null })).toEqual({ price: 8_000, before: null });
  });
});

describe('reductionPercent', () => {
  it('is the reduction from the reference price in whole percent, none without one', () => {
    expect(reductionPercent({ price: 9_000, before: 10_000 })).toBe(10);
    // From a reference 5 % below the list price, the offer's 10 % is a 5 % reduction (C-330/23).
    expect(reductionPercent({ price: 9_000, before: 9_500 })).toBe(5);
    expect(reductionPercent({ price: 9_000, before: null })).toBeNull();
    expect(reductionPercent({ price: 9_000, before: 9_000 })).toBeNull();
  });
});
