import { describe, expect, it } from 'vitest';
import { CONTENT_LOCALES } from '../../content-locales';
import { COUNTRY_CODES } from '../../countries';
import { seedRegions } from './regions.seed-data';

const byCountry = (country: string) => seedRegions.filter((region) => region.country === country);

describe('seeded regions', () => {
  it.each(COUNTRY_CODES)('gives %s three to five regions with unique, URL-safe slugs', (country) => {
    const regions = byCountry(country);
    expect(regions.length).toBeGreaterThanOrEqual(3);
    expect(regions.length).toBeLessThanOrEqual(5);
    const slugs = regions.map((region) => region.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has texts in every content locale, none blank', () => {
    for (const region of seedRegions) {
      for (const locale of CONTENT_LOCALES) {
        const texts = region.texts[locale];
        expect([texts.name, texts.nameIn, texts.nameFrom].every((text) => text.trim() !== ''), `${region.slug} ${locale}`).toBe(true);
      }
    }
  });

  it('writes the Russian case forms with their prepositions', () => {
    for (const { slug, texts } of seedRegions) {
      expect(texts.ru.nameIn, slug).toMatch(/^во? \S/);
      expect(texts.ru.nameFrom, slug).toMatch(/^из \S/);
    }
  });

  it('switches some regions off, so the active filter matters', () => {
    expect(byCountry('ae').some((region) => !region.active)).toBe(true);
    expect(byCountry('ru').some((region) => !region.active)).toBe(true);
    for (const country of COUNTRY_CODES) expect(byCountry(country)[0]?.active, country).toBe(true);
  });
});
