import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatPricePieces, storefrontCurrencies } from './format-price';
import { Price } from './price';

/** Intl separates with no-break spaces; compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('formatPrice', () => {
  it('formats per locale and currency, without cents for whole amounts', () => {
    expect(plain(formatPrice(1200, { locale: 'en', currency: 'AED' }))).toBe('AED 1,200');
    expect(plain(formatPrice(1200.5, { locale: 'en', currency: 'AED' }))).toBe('AED 1,200.50');
    expect(formatPrice(1234567, { locale: 'ru', currency: 'RUB' })).toMatch(/^1\s234\s567\s₽$/);
    expect(formatPrice(15000, { locale: 'es', currency: 'EUR' })).toMatch(/^15\.000\s€$/);
    expect(formatPrice(1500, { locale: 'ar', currency: 'AED' })).toContain('د.إ');
  });

  it('formats every currency of SPEC §9 in every storefront language', () => {
    for (const currency of storefrontCurrencies) {
      for (const locale of ['en', 'ru', 'es-MX', 'es', 'pt', 'ar', 'fr', 'ka', 'uz']) {
        expect(formatPrice(999, { locale, currency })).toMatch(/999|٩٩٩/);
      }
    }
  });

  it('honours explicit fraction digits', () => {
    expect(plain(formatPrice(10, { locale: 'en', currency: 'OMR', minimumFractionDigits: 3 }))).toBe('OMR 10.000');
    expect(formatPrice(10.25, { locale: 'en', currency: 'EUR', maximumFractionDigits: 0 })).toBe('€10');
  });
});

describe('formatPricePieces', () => {
  it('splits after the space between the currency and the number, on either side', () => {
    expect(formatPricePieces(8579, { locale: 'en', currency: 'AED', minimumFractionDigits: 2 }).map(plain)).toEqual(['AED ', '8,579.00']);
    expect(formatPricePieces(1249, { locale: 'fr', currency: 'MAD' }).map(plain)).toEqual(['1 249 ', 'MAD']);
    // The digits' own group separators never split.
    expect(formatPricePieces(1234567, { locale: 'ru', currency: 'RUB' })).toHaveLength(2);
  });

  it('is one piece where no space separates them, and always says what formatPrice says', () => {
    expect(formatPricePieces(10, { locale: 'en', currency: 'EUR' })).toEqual(['€10']);
    for (const locale of ['en', 'ru', 'es-MX', 'pt', 'ar', 'fr', 'ka', 'uz']) {
      expect(formatPricePieces(14190, { locale, currency: 'AED' }).join('')).toBe(formatPrice(14190, { locale, currency: 'AED' }));
    }
  });
});

describe('Price', () => {
  it('may break a line between the currency and the number only (a narrow card), never inside the number', () => {
    const { container } = render(<Price amount={8579} currency="AED" locale="en" />);
    const amount = container.querySelector('bdi');
    expect(amount?.querySelectorAll('wbr')).toHaveLength(1);
    expect(amount?.textContent).toBe(formatPrice(8579, { locale: 'en', currency: 'AED' }));
    expect(plain(amount?.firstChild?.textContent)).toBe('AED ');
  });

  it('isolates the amount so it keeps its order inside right-to-left text', () => {
    const { container } = render(
      <p dir="rtl" lang="ar">
        السعر <Price amount={2500} currency="AED" locale="ar" /> فقط
      </p>,
    );
    const amount = container.querySelector('bdi');
    expect(amount?.textContent).toBe(formatPrice(2500, { locale: 'ar', currency: 'AED' }));
  });

  it('strikes the old price through and labels both prices for screen readers', () => {
    const { container } = render(
      <Price
        amount={900}
        oldAmount={1200}
        currency="AED"
        locale="en"
        oldPriceLabel="Old price:"
        currentPriceLabel="Now:"
      />,
    );
    expect(plain(container.textContent)).toBe('Now: AED 900Old price: AED 1,200');
    expect(plain(container.querySelector('s')?.textContent)).toBe('AED 1,200');
    expect(screen.getByText('Old price:')).toBeTruthy();
  });

  it('shows no old price when it is not higher than the price', () => {
    const { container } = render(
      <Price amount={900} oldAmount={900} currency="AED" locale="en" oldPriceLabel="Old price:" />,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(plain(container.textContent)).toBe('AED 900');
  });

  it('shows the fallback when the amount is unknown', () => {
    render(<Price amount={Number.NaN} currency="AED" locale="en" fallback="Price on request" />);
    expect(screen.getByText('Price on request')).toBeTruthy();
  });
});
