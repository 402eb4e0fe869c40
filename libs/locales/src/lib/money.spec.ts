import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formattingLocale } from './locales';
import { formatMoney, moneyFormat } from './money';

const digitsOf = (text: string) => text.replace(/[^0-9.,]/g, '');

describe('formatMoney', () => {
  it('shows exactly the currency’s decimals: two for dirhams, three for Omani rials', () => {
    expect(digitsOf(formatMoney('en-AE', { minor: 123450, currency: 'AED', fractionDigits: 2 }))).toBe('1,234.50');
    expect(digitsOf(formatMoney('en-OM', { minor: 1234567, currency: 'OMR', fractionDigits: 3 }))).toBe('1,234.567');
    expect(digitsOf(formatMoney('en-AE', { minor: 5000, currency: 'AED', fractionDigits: 2 }))).toBe('50.00');
  });

  it('writes Latin digits in Arabic pages, with the currency named in Arabic', () => {
    const text = formatMoney(formattingLocale('ar', 'AE'), { minor: 123450, currency: 'AED', fractionDigits: 2 });
    expect(text).toMatch(/1,234\.50/);
    expect(text).toMatch(/د\.إ/);
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('never loses or invents a minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom(0, 2, 3), (minor, fractionDigits) => {
        const text = formatMoney('en-US', { minor, currency: 'USD', fractionDigits });
        expect(Number(digitsOf(text).replace(/,/g, '').replace('.', ''))).toBe(minor);
      }),
    );
  });

  it('gives react-intl the same amount and options', () => {
    expect(moneyFormat({ minor: 1500, currency: 'OMR', fractionDigits: 3 })).toEqual({
      amount: 1.5,
      options: { style: 'currency', currency: 'OMR', currencyDisplay: 'symbol', minimumFractionDigits: 3, maximumFractionDigits: 3 },
    });
  });
});
