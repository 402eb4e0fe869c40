import { REGION_CODES, formatRegionLocale } from '@storefront/regions';
import { describe, expect, it } from 'vitest';
import { globalStatementTarget } from './accessibility-link';

const target = (...args: Parameters<typeof globalStatementTarget>) => {
  const found = globalStatementTarget(...args);
  return found && formatRegionLocale(found);
};

describe('the statement a page outside any region links to', () => {
  it('is the default region’s in its languages, else the first region that publishes the page’s language', () => {
    const all = [...REGION_CODES];
    expect(target('en', all)).toBe('ae_en');
    expect(target('ar', all)).toBe('ae_ar');
    expect(target('es', all)).toBe('es_es');
    expect(target('es_mx', all)).toBe('mx_es');
    expect(target('ru', all)).toBe('ru_ru');
    expect(target('pt', all)).toBe('br_pt');
    expect(target('fr', all)).toBe('ma_fr');
    expect(target('ka', all)).toBe('ge_ka');
    expect(target('uz', all)).toBe('uz_uz');
  });

  it('keeps to the regions the deployment serves, falling back to one of them in its own language', () => {
    expect(target('ru', ['kz', 'es'])).toBe('kz_ru');
    expect(target('en', ['es'])).toBe('es_es');
    expect(target('ar', ['om', 'mx'])).toBe('om_ar');
    expect(target('en', [])).toBe('ae_en');
  });
});
