import { describe, expect, it } from 'vitest';
import { formatScalar } from './measures';

describe('formatScalar', () => {
  it('formats numbers in the formatting locale with Latin digits, followed by the unit', () => {
    expect(formatScalar(1550, 'g', 'en-AE-u-nu-latn')).toBe('1,550\u00a0g');
    expect(formatScalar(1550, 'g', 'ar-AE-u-nu-latn')).toMatch(/^1,550\u00a0g$/);
    expect(formatScalar(12.5, null, 'de-DE-u-nu-latn')).toBe('12,5');
  });

  it('writes a number without a unit (a year, a count) without grouping', () => {
    expect(formatScalar(2026, null, 'en-AE-u-nu-latn')).toBe('2026');
  });

  it('writes texts as they are', () => {
    expect(formatScalar('ECE 22.06', null, 'en-AE-u-nu-latn')).toBe('ECE 22.06');
  });
});
