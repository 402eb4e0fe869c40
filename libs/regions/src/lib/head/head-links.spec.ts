import { describe, expect, it } from 'vitest';
import { parseRegionLocale, type RegionLocale } from '../config/region-locale';
import { REGIONS } from '../config/regions.config';
import { headLinks, hrefLangOf, sitemapPairs } from './head-links';

const at = (segment: string): RegionLocale => {
  const parsed = parseRegionLocale(segment);
  if (!parsed) throw new Error(segment);
  return parsed;
};
const pairs = sitemapPairs(REGIONS);
const site = 'https://shop.example';

describe('sitemapPairs', () => {
  it('lists every allowed locale of every region', () => {
    expect(pairs).toHaveLength(20);
    expect(pairs.map(hrefLangOf)).toContain('ar-AE');
    expect(pairs.map(hrefLangOf)).toContain('es-MX');
    expect(new Set(pairs.map(hrefLangOf)).size).toBe(20);
  });
});

describe('headLinks', () => {
  it('uses the site URL plus the path as canonical', () => {
    const links = headLinks({ siteUrl: `${site}/`, pathname: '/ae_ar/catalog/bikes/', current: at('ae_ar'), pairs });
    expect(links.canonical).toBe('https://shop.example/ae_ar/catalog/bikes/');
  });

  it('links the same page in every region and locale of the sitemap', () => {
    const links = headLinks({ siteUrl: site, pathname: '/ae_en/catalog/bikes/', current: at('ae_en'), pairs });
    expect(links.alternates).toHaveLength(pairs.length);
    expect(links.alternates).toContainEqual({ hrefLang: 'ar-AE', href: `${site}/ae_ar/catalog/bikes/` });
    expect(links.alternates).toContainEqual({ hrefLang: 'ru-RU', href: `${site}/ru_ru/catalog/bikes/` });
    expect(links.alternates).toContainEqual({ hrefLang: 'es-MX', href: `${site}/mx_es/catalog/bikes/` });
  });

  it('points x-default at the current region in its default locale', () => {
    expect(headLinks({ siteUrl: site, pathname: '/ae_ar/offers/', current: at('ae_ar'), pairs }).xDefault).toBe(
      `${site}/ae_en/offers/`,
    );
    expect(headLinks({ siteUrl: site, pathname: '/mx_en/', current: at('mx_en'), pairs }).xDefault).toBe(`${site}/mx_es/`);
  });

  it('falls back to ae and en outside a region', () => {
    expect(headLinks({ siteUrl: site, pathname: '/', pairs }).xDefault).toBe(`${site}/ae_en/`);
  });

  it('keeps the city only for the locales of its own region', () => {
    const links = headLinks({ siteUrl: site, pathname: '/ae_en/dubai/blog/', current: at('ae_en'), city: 'dubai', pairs });
    expect(links.alternates).toContainEqual({ hrefLang: 'ar-AE', href: `${site}/ae_ar/dubai/blog/` });
    expect(links.alternates).toContainEqual({ hrefLang: 'ar-OM', href: `${site}/om_ar/blog/` });
    expect(links.xDefault).toBe(`${site}/ae_en/dubai/blog/`);
  });
});
