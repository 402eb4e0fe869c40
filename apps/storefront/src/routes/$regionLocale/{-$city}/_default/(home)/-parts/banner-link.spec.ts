import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('splits the path and the filters of a banner link', () => {
    expect(bannerTarget('/catalog/motorcycles/off-road-motorcycles/enduro/?offers.slug=enduro-season')).toEqual({
      to: '/catalog/motorcycles/off-road-motorcycles/enduro/',
      search: { 'offers.slug': 'enduro-season' },
    });
  });

  it('leaves the query out when the link has none', () => {
    expect(bannerTarget('/collections/off-grid/')).toEqual({ to: '/collections/off-grid/', search: undefined });
  });

  it('never leaves the storefront, even for a link that names another host', () => {
    expect(bannerTarget('//evil.example/path/').to).toBe('/path/');
  });
});
