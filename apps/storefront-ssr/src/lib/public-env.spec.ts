import { afterEach, describe, expect, it } from 'vitest';
import { parseBackendsConfig } from './backends/backends-config';
import { createBackends, type Backends } from './backends/backends';
import type { HostConfig } from './host';
import { isInternalHost, publicEnv } from './public-env';

const opened: Backends[] = [];
afterEach(() => {
  for (const backends of opened.splice(0)) backends.close();
});

/** A host's config and backends: Gulf regions on one backend, the rest on another (public at `publicUrl`). */
function deployment(overrides: Partial<Pick<HostConfig, 'siteUrl' | 'regions'>> & { publicUrl?: string } = {}) {
  const { publicUrl = 'https://api.shop.example', ...rest } = overrides;
  const config = {
    siteUrl: 'https://shop.example',
    regions: ['ae', 'ru'],
    backends: parseBackendsConfig({
      backends: {
        gulf: { url: 'http://127.0.0.1:9', regions: ['ae', 'om', 'qa', 'sa'] },
        world: { url: 'http://127.0.0.1:9', publicUrl, regions: ['*'] },
      },
      tokens: { ae: { formSite: 'form-ae-1', crm: 'crm-ae-1' } },
    }),
    ...rest,
  };
  const backends = createBackends(config.backends.backends, { siteUrl: config.siteUrl, served: (code) => config.regions.includes(code), healthIntervalMs: 60_000 });
  opened.push(backends);
  return [config, backends] as const;
}

describe('publicEnv (checked once, when the host starts)', () => {
  it("gives the browser the site, each served region's backend as browsers reach it, the form tokens, the regions and the catalogues build", () => {
    expect(publicEnv(...deployment(), 'b1')).toEqual({
      siteUrl: 'https://shop.example',
      backends: [
        { url: 'https://shop.example', regions: ['ae'] },
        { url: 'https://api.shop.example', regions: ['ru'] },
      ],
      formTokens: { ae: 'form-ae-1' },
      regions: ['ae', 'ru'],
      i18nBuildId: 'b1',
    });
  });

  it('refuses a site URL that is not an origin', () => {
    expect(() => publicEnv(...deployment({ siteUrl: 'https://shop.example/ae' }), 'b1')).toThrow(/Invalid public env: siteUrl must be an origin/);
  });

  it('refuses a region this storefront does not know', () => {
    expect(() => publicEnv(...deployment({ regions: ['ae', 'xx'] }), 'b1')).toThrow(/regions \["xx"\] are not configured/);
  });

  // Issue 27: an internal backend address is never handed to the browsers of a public site.
  it.each(['http://127.0.0.1:4000', 'http://10.1.2.3', 'http://192.168.0.7:4000', 'http://[::1]:4000', 'http://backend.localhost'])(
    'refuses to publish the internal API origin %s for a public site',
    (publicUrl) => {
      expect(() => publicEnv(...deployment({ publicUrl }), 'b1')).toThrow(/backend world is an internal address that the shoppers of https:\/\/shop.example cannot reach/);
    },
  );

  it('lets a site on this machine name an API on this machine, and a public site its own origin', () => {
    expect(publicEnv(...deployment({ siteUrl: 'http://localhost:3000', publicUrl: 'http://127.0.0.1:4000' }), 'b1').backends[1]?.url).toBe('http://127.0.0.1:4000');
    expect(publicEnv(...deployment({ publicUrl: 'https://shop.example' }), 'b1').backends[1]?.url).toBe('https://shop.example');
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
