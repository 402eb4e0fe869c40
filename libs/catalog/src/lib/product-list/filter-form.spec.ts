import { describe, expect, it } from 'vitest';
import { priceStep } from './filter-form';

describe('priceStep', () => {
  it('is about a hundredth of the range, rounded to 1, 2 or 5 times a power of ten', () => {
    expect(priceStep(17, 92_490)).toBe(1000);
    expect(priceStep(8_409, 19_290)).toBe(200);
    expect(priceStep(0, 450)).toBe(5);
    expect(priceStep(100, 350)).toBe(5);
  });

  it('never goes below one unit of the currency', () => {
    expect(priceStep(10, 20)).toBe(1);
    expect(priceStep(5, 5)).toBe(1);
  });
});
