import { describe, expect, it } from 'vitest';
import { basisPointsOf, convertUsdCents, mulDivRound, nicePrice, parseMajorUnits } from './money';

describe('money in minor units', () => {
  it('rounds half up without floats', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 2)).toBe(2);
    expect(basisPointsOf(5997, 500)).toBe(300);
    expect(mulDivRound(9_007_199_254_740, 999, 1000)).toBe(8_998_192_055_485);
  });

  it('converts dollars at a decimal rate into each currency’s minor units', () => {
    expect(convertUsdCents(340_000, '3.6725', 2)).toBe(1_248_650);
    expect(convertUsdCents(100, '0.3845', 3)).toBe(385);
    expect(convertUsdCents(100, '12100', 2)).toBe(1_210_000);
  });

  it('makes shelf prices just under a round number', () => {
    expect(nicePrice(1_248_650, 2)).toBe(1_249_000);
    expect(nicePrice(27_710_000, 2)).toBe(27_690_000);
    expect(nicePrice(7345, 2)).toBe(7299);
    expect(nicePrice(1_307_300, 3)).toBe(1_309_000);
    expect(nicePrice(5383, 3)).toBe(4990);
    expect(nicePrice(4_114_000_000, 2)).toBe(4_109_000_000);
  });

  it('reads filter amounts in major units exactly', () => {
    expect(parseMajorUnits('1500', 2)).toBe(150_000);
    expect(parseMajorUnits('1500.5', 2)).toBe(150_050);
    expect(parseMajorUnits('1.5', 3)).toBe(1500);
    for (const bad of ['1e3', '-1', '1.234', '', ' 1', '1,5', '0x10']) expect(parseMajorUnits(bad, 2), bad).toBeUndefined();
  });
});
