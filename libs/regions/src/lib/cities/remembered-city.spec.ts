import { describe, expect, it } from 'vitest';
import { rememberedCity, rememberedCityCookie } from './remembered-city';

describe('the remembered city', () => {
  it('is a cookie per region, for a year, read back from a Cookie header', () => {
    const assignment = rememberedCityCookie('ae', 'dubai');
    expect(assignment).toBe('city_ae=dubai; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    const header = `last_region=ae_en; ${assignment.split(';')[0]}; city_om=muscat`;
    expect(rememberedCity(header, 'ae')).toBe('dubai');
    expect(rememberedCity(header, 'om')).toBe('muscat');
    expect(rememberedCity(header, 'qa')).toBeUndefined();
  });

  it('ignores a value that cannot be a city slug, and a missing header', () => {
    for (const value of ['', '..', 'a%2Fb', 'x'.repeat(65), '%E0%A4%A', 'dubai%20marina']) {
      expect(rememberedCity(`city_ae=${value}`, 'ae'), value).toBeUndefined();
    }
    expect(rememberedCity(undefined, 'ae')).toBeUndefined();
    expect(rememberedCity('city_ae=%D8%AF%D8%A8%D9%8A', 'ae')).toBe('دبي');
  });
});
