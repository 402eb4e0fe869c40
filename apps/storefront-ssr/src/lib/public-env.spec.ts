import { describe, expect, it } from 'vitest';
import type { HostConfig } from './host';
import { publicEnv } from './public-env';

const config = (overrides: Partial<HostConfig> = {}): HostConfig => ({
  mode: 'production',
  siteUrl: 'https://shop.example',
  serverApiOrigin: 'http://127.0.0.1:4000',
  publicApiOrigin: 'https://api.shop.example',
  regions: ['ae', 'ru'],
  distDir: 'dist/apps/storefront',
  appRoot: 'apps/storefront',
  ...overrides,
});

describe('publicEnv (checked once, when the host starts)', () => {
  it('gives the browser the site, the public API origin, the regions and the catalogues build', () => {
    expect(publicEnv(config(), 'b1')).toEqual({
      siteUrl: 'https://shop.example',
      apiOrigin: 'https://api.shop.example',
      regions: ['ae', 'ru'],
      i18nBuildId: 'b1',
    });
  });

  it('refuses a site URL that is not an origin', () => {
    expect(() => publicEnv(config({ siteUrl: 'shop.example' }), 'b1')).toThrow(/Invalid public env: siteUrl must be an http\(s\) origin/);
  });

  it('refuses a region this storefront does not know', () => {
    expect(() => publicEnv(config({ regions: ['ae', 'xx'] }), 'b1')).toThrow(/regions \["xx"\] are not configured/);
  });
});
