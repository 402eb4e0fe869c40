import { parseRegionLocale } from '@storefront/regions';
import type { AnyRouteMatch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { REGION_ROUTE_ID } from '../app/route-data';
import { statusDocumentTitle, statusPageTargets } from './status-pages';

const region = (segment: string) => {
  const parsed = parseRegionLocale(segment);
  if (!parsed) throw new Error(`No region_locale ${segment}`);
  return parsed;
};

/** The parts of the router's matches the error title reads. */
const match = (fields: { routeId?: string; status?: string; _notFound?: boolean; context?: object }) =>
  ({ routeId: '/other', status: 'success', context: {}, ...fields }) as unknown as AnyRouteMatch;

describe('statusPageTargets (SPEC §2: the region root and its support route)', () => {
  it("leads to the region's home and support centre, city left out", () => {
    expect(statusPageTargets(region('ae_ar'))).toEqual({ home: '/ae_ar/', contact: '/ae_ar/support/' });
    expect(statusPageTargets(region('mx_es'))).toEqual({ home: '/mx_es/', contact: '/mx_es/support/' });
  });

  it('leads to the global page and the default region’s support centre outside a region', () => {
    expect(statusPageTargets(undefined)).toEqual({ home: '/', contact: '/ae_en/support/' });
  });
});

/** The root context's catalogues, with what has been loaded so far. */
const catalogues = (loaded: Record<string, Record<string, string>>) => ({
  get: (locale: string) => loaded[locale] ?? {},
  load: async (locale: string) => loaded[locale] ?? {},
});

describe('statusDocumentTitle', () => {
  const ar = region('ae_ar');
  const arabic = { regionLocale: ar, countryName: 'الإمارات العربية المتحدة' };

  it('is the translated error title and the country name once a route has failed', () => {
    const root = { catalogues: catalogues({ ar: { 'error.title': 'حدث خطأ ما' } }) };
    const matches = [
      match({ context: root }),
      match({ routeId: REGION_ROUTE_ID, context: { ...root, ...arabic } }),
      match({ status: 'error', context: { ...root, ...arabic } }),
    ];
    expect(statusDocumentTitle(matches)).toBe('حدث خطأ ما | الإمارات العربية المتحدة');
  });

  it("falls back to English when the region's catalogue never arrived", () => {
    const context = { catalogues: catalogues({}), regionLocale: region('om_en'), countryName: 'Oman' };
    expect(statusDocumentTitle([match({ context }), match({ routeId: REGION_ROUTE_ID, status: 'error', context })])).toBe(
      'Something went wrong | Oman',
    );
  });

  it('names the brand outside a region', () => {
    expect(statusDocumentTitle([match({ status: 'error' })])).toBe('Something went wrong | Motors & Equipment');
  });

  it("is the not-found title in the region's language, for an invalid segment and an unmatched path", () => {
    const root = { catalogues: catalogues({ ru: { 'app.notFound.title': 'Страница не найдена' } }) };
    const russian = { ...root, regionLocale: region('ru_ru'), countryName: 'Россия' };
    const invalidCity = [match({ context: root }), match({ routeId: REGION_ROUTE_ID, status: 'notFound', context: russian })];
    const unmatched = [match({ context: root }), match({ routeId: REGION_ROUTE_ID, _notFound: true, context: russian })];
    expect(statusDocumentTitle(invalidCity)).toBe('Страница не найдена | Россия');
    expect(statusDocumentTitle(unmatched)).toBe('Страница не найдена | Россия');
  });

  it('is nothing while every route is fine', () => {
    const context = { catalogues: catalogues({}), ...arabic };
    expect(statusDocumentTitle([match({ context }), match({ routeId: REGION_ROUTE_ID, context })])).toBeUndefined();
  });
});
