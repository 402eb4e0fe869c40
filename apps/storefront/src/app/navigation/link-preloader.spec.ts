import { describe, expect, it } from 'vitest';
import { preloadablePath } from './link-preloader';

const ORIGIN = 'https://shop.example';

describe('preloadablePath', () => {
  it('gives the path of an internal page link, without query or hash', () => {
    expect(preloadablePath('/ae_en/offers/', ORIGIN)).toBe('/ae_en/offers/');
    expect(preloadablePath('/ae_en/catalog/atv/?order[price]=asc#list', ORIGIN)).toBe('/ae_en/catalog/atv/');
  });

  it('skips other origins, protocol-relative links and files', () => {
    expect(preloadablePath('https://other.example/ae_en/', ORIGIN)).toBeUndefined();
    expect(preloadablePath('//other.example/ae_en/', ORIGIN)).toBeUndefined();
    expect(preloadablePath('/sitemap.xml', ORIGIN)).toBeUndefined();
    expect(preloadablePath('/media/error/banner-mobile.svg', ORIGIN)).toBeUndefined();
    expect(preloadablePath('#main', ORIGIN)).toBeUndefined();
    expect(preloadablePath('', ORIGIN)).toBeUndefined();
  });
});
