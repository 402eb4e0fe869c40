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

  it('makes a global page its own only alternate: one URL in every language', () => {
    const links = headLinks({ siteUrl: site, pathname: '/global/privacy-policy/', pairs });
    expect(links).toEqual({
      canonical: `${site}/global/privacy-policy/`,
      alternates: [],
      xDefault: `${site}/global/privacy-policy/`,
    });
  });

  it("keeps a city page's alternates to its own region, which knows the city: they link back", () => {
    const links = headLinks({ siteUrl: site, pathname: '/ae_en/dubai/blog/', current: at('ae_en'), city: 'dubai', pairs });
    expect(links.alternates).toEqual([
      { hrefLang: 'en-AE', href: `${site}/ae_en/dubai/blog/` },
      { hrefLang: 'ar-AE', href: `${site}/ae_ar/dubai/blog/` },
    ]);
    expect(links.xDefault).toBe(`${site}/ae_en/dubai/blog/`);
    const back = headLinks({ siteUrl: site, pathname: '/ae_ar/dubai/blog/', current: at('ae_ar'), city: 'dubai', pairs });
    expect(back.alternates.map(({ href }) => href)).toContain(links.canonical);
  });

  it('lists every page of a cluster in each of its pages, itself included (reciprocal)', () => {
    const cluster = (segment: string) =>
      headLinks({ siteUrl: site, pathname: `/${segment}/catalog/`, current: at(segment), pairs }).alternates.map(({ href }) => href);
    const own = cluster('ae_en');
    expect(own).toContain(`${site}/ae_en/catalog/`);
    for (const href of own) {
      const segment = href.slice(site.length + 1, href.indexOf('/', site.length + 1));
      expect(new Set(cluster(segment))).toEqual(new Set(own));
    }
  });
});
