import { describe, expect, it } from 'vitest';
import { headerSchemeFor, pathBelowRegion } from './header-scheme';

describe('pathBelowRegion', () => {
  it('drops the region_locale segment and the slashes', () => {
    expect(pathBelowRegion('/ae_en/')).toBe('');
    expect(pathBelowRegion('/ae_en/catalog/motorcycles/enduro/')).toBe('catalog/motorcycles/enduro');
    expect(pathBelowRegion('/ae_en/about-us')).toBe('about-us');
  });

  it('drops the city segment only when it is the route city', () => {
    expect(pathBelowRegion('/ae_en/dubai/offers/', 'dubai')).toBe('offers');
    expect(pathBelowRegion('/ae_en/dubai/', 'dubai')).toBe('');
    expect(pathBelowRegion('/ae_en/offers/', undefined)).toBe('offers');
    // A category may share a slug with a city: only the segment right after the region is the city.
    expect(pathBelowRegion('/ae_en/catalog/dubai/', 'dubai')).toBe('catalog/dubai');
  });
});

describe('headerSchemeFor (SPEC §2)', () => {
  it.each([
    ['support', 'dark'],
    ['support/warranty/claims', 'dark'],
    ['about-us', 'dark'],
    ['offers', 'dark'],
    ['product/raptor-700', 'dark'],
    ['', 'light'],
    ['catalog', 'light'],
    ['catalog/offers', 'light'],
    ['cart', 'light'],
    ['comparison', 'light'],
    ['blog/first-ride', 'light'],
    ['collections/first-bike', 'light'],
    ['products', 'light'],
  ] as const)('gives %j a %s header', (path, scheme) => {
    expect(headerSchemeFor(path)).toBe(scheme);
  });

  it('is dark on any page while the error page is shown', () => {
    expect(headerSchemeFor('', true)).toBe('dark');
    expect(headerSchemeFor('catalog', true)).toBe('dark');
  });
});
