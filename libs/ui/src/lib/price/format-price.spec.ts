import { formattingLocale } from '@storefront/locales';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// The real Intl (Node's full ICU, what the server renders with) and the region-qualified locale.
describe('formatPrice in a region', () => {
  it('writes the local currency sign: tenge in Kazakhstan, rouble in Belarus, peso in Colombia', () => {
    expect(formatPrice(1_249_000, { locale: formattingLocale('ru', 'KZ'), currency: 'KZT' })).toMatch(/^1\s249\s000\s₸$/u);
    expect(formatPrice(1_249, { locale: formattingLocale('ru', 'BY'), currency: 'BYN' })).toMatch(/^1\s249\sBr$/u);
    expect(formatPrice(1_249_000, { locale: formattingLocale('es', 'CO'), currency: 'COP' })).toMatch(/^\$\s1\.249\.000$/u);
  });

  it('groups as the country does, not as the language’s first country', () => {
    expect(formatPrice(1_249, { locale: formattingLocale('fr', 'MA'), currency: 'MAD' })).toMatch(/^1\.249\sMAD$/u);
    expect(formatPrice(1_249, { locale: formattingLocale('fr'), currency: 'MAD' })).toMatch(/^1\s249\sMAD$/u);
  });

  it('writes Latin digits in Egypt, as in the Emirates', () => {
    expect(formatPrice(1_249, { locale: formattingLocale('ar', 'EG'), currency: 'EGP' })).toContain('1,249');
    expect(formatPrice(1_249, { locale: formattingLocale('ar', 'AE'), currency: 'AED' })).toContain('1,249');
  });
});
