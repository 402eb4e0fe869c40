import { describe, expect, it } from 'vitest';
import type { HostConfig } from './host';
import { isInternalHost, publicEnv } from './public-env';

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

  // Issue 27: an internal backend address is never handed to the browsers of a public site.
  it.each(['http://127.0.0.1:4000', 'http://10.1.2.3', 'http://192.168.0.7:4000', 'http://[::1]:4000', 'http://backend.localhost'])(
    'refuses to publish the internal API origin %s for a public site',
    (publicApiOrigin) => {
      expect(() => publicEnv(config({ publicApiOrigin }), 'b1')).toThrow(/internal address that the shoppers of https:\/\/shop.example cannot reach/);
    },
  );

  it('lets a site on this machine name an API on this machine, and a public site its own origin', () => {
    expect(publicEnv(config({ siteUrl: 'http://localhost:3000', publicApiOrigin: 'http://127.0.0.1:4000' }), 'b1').apiOrigin).toBe('http://127.0.0.1:4000');
    expect(publicEnv(config({ publicApiOrigin: 'https://shop.example' }), 'b1').apiOrigin).toBe('https://shop.example');
  });
});

describe('isInternalHost', () => {
  it.each(['localhost', 'a.localhost', '127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.1.1', '169.254.1.1', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0'])(
    'takes %s for internal',
    (host) => {
      expect(isInternalHost(host)).toBe(true);
    },
  );

  it.each(['shop.example', '8.8.8.8', '172.32.0.1', '2001:db8::1', 'localhost.example'])('takes %s for public', (host) => {
    expect(isInternalHost(host)).toBe(false);
  });
});
