import { describe, expect, it } from 'vitest';
import { findRegion } from '../config/regions.config';
import { regionPath } from './region-path';

const AE_EN = { region: findRegion('ae')!, locale: 'en' as const };
const AE_AR = { region: findRegion('ae')!, locale: 'ar' as const };
const OM_EN = { region: findRegion('om')!, locale: 'en' as const };

describe('regionPath', () => {
  it('keeps a known city of the same region', () => {
    expect(regionPath({ target: AE_EN, current: AE_EN, city: 'dubai', knownCities: ['dubai'], path: 'catalog/bikes' })).toBe(
      '/ae_en/dubai/catalog/bikes/',
    );
    expect(regionPath({ target: AE_AR, current: AE_EN, city: 'dubai', knownCities: ['dubai'] })).toBe('/ae_ar/dubai/');
  });

  it('drops a city that is not known (yet)', () => {
    expect(regionPath({ target: AE_EN, current: AE_EN, city: 'atlantis', knownCities: ['dubai'], path: 'offers' })).toBe(
      '/ae_en/offers/',
    );
    expect(regionPath({ target: AE_EN, current: AE_EN, city: 'dubai', knownCities: [] })).toBe('/ae_en/');
  });

  it('drops the city when the link leaves the region', () => {
    expect(regionPath({ target: OM_EN, current: AE_EN, city: 'dubai', knownCities: ['dubai'], path: 'about-us' })).toBe(
      '/om_en/about-us/',
    );
  });

  it('writes mx/es_mx as mx_es and normalises slashes in the path', () => {
    const mx = { region: findRegion('mx')!, locale: 'es_mx' as const };
    expect(regionPath({ target: mx, knownCities: [], path: '/support//warranty/' })).toBe('/mx_es/support/warranty/');
  });
});
