import { describe, expect, it } from 'vitest';
import { formatRegionLocale, parseRegionLocale, resolveRegionLocale } from './region-locale';
import { REGIONS, REGION_CODES, findRegion } from './regions.config';

describe('parseRegionLocale', () => {
  it('reads a region and one of its allowed locales', () => {
    expect(parseRegionLocale('ae_en')).toMatchObject({ region: { code: 'ae' }, locale: 'en' });
    expect(parseRegionLocale('ae_ar')).toMatchObject({ region: { code: 'ae', currency: 'AED' }, locale: 'ar' });
    expect(parseRegionLocale('ge_ka')).toMatchObject({ region: { code: 'ge' }, locale: 'ka' });
  });

  it('uses the es_mx locale for mx_es', () => {
    expect(parseRegionLocale('mx_es')).toMatchObject({ region: { code: 'mx' }, locale: 'es_mx' });
  });

  it.each(['xx_en', 'ae_fr', 'ru_en', 'ae-en', 'AE_EN', 'ae_en_', 'aeen', '', 'ae_e', '__proto___', 'mx_es_mx'])(
    'refuses %j',
    (segment) => {
      expect(parseRegionLocale(segment)).toBeUndefined();
    },
  );

  it('round-trips every allowed pair of every region', () => {
    for (const region of REGIONS) {
      for (const locale of region.allowedLocalesCodes) {
        const segment = formatRegionLocale({ region, locale });
        expect(segment).toMatch(/^[a-z]{2}_[a-z]{2}$/);
        expect(parseRegionLocale(segment)).toEqual({ region, locale });
      }
    }
    expect(formatRegionLocale({ region: findRegion('mx')!, locale: 'es_mx' })).toBe('mx_es');
  });
});

describe('REGIONS', () => {
  it('configures the 15 regions of SPEC §1 with their currencies and default locales', () => {
    expect(REGIONS.map((r) => `${r.code}:${r.currency}:${r.defaultLocaleCode}`)).toEqual([
      'ae:AED:en', 'om:OMR:en', 'mx:MXN:es_mx', 'ru:RUB:ru', 'by:BYN:ru', 'br:BRL:pt', 'qa:QAR:en', 'sa:SAR:en',
      'es:EUR:es', 'co:COP:es', 'eg:EGP:en', 'kz:KZT:ru', 'ma:MAD:fr', 'ge:GEL:ka', 'uz:UZS:uz',
    ]);
  });

  it('allows Arabic exactly where SPEC §9 says', () => {
    expect(REGIONS.filter((r) => r.allowedLocalesCodes.includes('ar')).map((r) => r.code)).toEqual(['ae', 'om', 'qa', 'eg']);
  });
});

describe('resolveRegionLocale (SPEC §5)', () => {
  const all = REGION_CODES;

  it('accepts an enabled region with an allowed locale', () => {
    expect(resolveRegionLocale('om_ar', all)).toMatchObject({ kind: 'ok', regionLocale: { region: { code: 'om' }, locale: 'ar' } });
    expect(resolveRegionLocale('mx_es', all)).toMatchObject({ kind: 'ok', regionLocale: { locale: 'es_mx' } });
  });

  it('sends an unknown region to ae, keeping the locale when ae allows it', () => {
    expect(resolveRegionLocale('xx_en', all)).toEqual({ kind: 'redirect', segment: 'ae_en' });
    expect(resolveRegionLocale('zz_ar', all)).toEqual({ kind: 'redirect', segment: 'ae_ar' });
    expect(resolveRegionLocale('xx_ru', all)).toEqual({ kind: 'redirect', segment: 'ae_en' });
  });

  it("sends a locale the region does not allow to the region's default locale", () => {
    expect(resolveRegionLocale('ae_fr', all)).toEqual({ kind: 'redirect', segment: 'ae_en' });
    expect(resolveRegionLocale('ru_en', all)).toEqual({ kind: 'redirect', segment: 'ru_ru' });
    expect(resolveRegionLocale('mx_fr', all)).toEqual({ kind: 'redirect', segment: 'mx_es' });
    expect(resolveRegionLocale('ge_zz', all)).toEqual({ kind: 'redirect', segment: 'ge_ka' });
  });

  it('does not find malformed segments or regions this deployment does not serve', () => {
    for (const segment of ['ae', 'ae-en', 'AE_EN', 'aen_e', 'ae_en_', 'blog', '__proto__', '']) {
      expect(resolveRegionLocale(segment, all), segment).toEqual({ kind: 'not-found' });
    }
    expect(resolveRegionLocale('ma_fr', ['ae', 'ru'])).toEqual({ kind: 'not-found' });
    expect(resolveRegionLocale('ma_en', ['ae', 'ru'])).toEqual({ kind: 'not-found' });
  });
});
