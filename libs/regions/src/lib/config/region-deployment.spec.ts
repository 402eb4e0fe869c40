import { describe, expect, it } from 'vitest';
import { backendUrl, demoRegionTokens, regionApi, regionRecord, regionTokens } from './region-deployment';
import { REGIONS, findRegion } from './regions.config';

const ae = findRegion('ae')!;
const mx = findRegion('mx')!;

describe('regionApi', () => {
  it('puts a region under its backend as {url}/{code}, with api and images below', () => {
    expect(regionApi(ae, { url: 'http://127.0.0.1:4000' })).toEqual({
      domain: 'http://127.0.0.1:4000',
      backRoot: 'http://127.0.0.1:4000/ae',
      backApi: 'http://127.0.0.1:4000/ae/api',
      imagesPrefix: 'http://127.0.0.1:4000/ae/images',
    });
  });

  it('keeps a path on the URL and drops trailing slashes', () => {
    expect(regionApi(mx, { url: 'https://gw.example/shop//' })).toEqual({
      domain: 'https://gw.example',
      backRoot: 'https://gw.example/shop/mx',
      backApi: 'https://gw.example/shop/mx/api',
      imagesPrefix: 'https://gw.example/shop/mx/images',
    });
    expect(regionApi(mx, { url: 'https://api.example/' }).backApi).toBe('https://api.example/mx/api');
  });

  it("takes the backend's own images prefix (a CDN) as it is", () => {
    expect(regionApi(mx, { url: 'https://api.example', imagesPrefix: 'https://cdn.example/motors/' }).imagesPrefix).toBe(
      'https://cdn.example/motors',
    );
  });

  it('gives every region its own addresses', () => {
    const apis = REGIONS.map((region) => regionApi(region, { url: 'https://api.example' }).backApi);
    expect(new Set(apis).size).toBe(15);
    expect(apis).toContain('https://api.example/uz/api');
  });

  it.each(['', '/ae', 'api.example', 'javascript:alert(1)', 'ftp://api.example', 'file:///etc', 'https://api.example/?a=1', 'https://u:p@api.example'])(
    'refuses the URL %j',
    (url) => {
      expect(() => regionApi(ae, { url })).toThrow(/absolute http\(s\) URL/);
      expect(() => backendUrl(url)).toThrow(/absolute http\(s\) URL/);
    },
  );
});

describe('regionTokens', () => {
  it('falls back to demo tokens that are obviously not real', () => {
    expect(regionTokens(ae)).toEqual({ formSite: 'demo-form-ae', crm: 'demo-crm-ae' });
    expect(demoRegionTokens(mx)).toEqual({ formSite: 'demo-form-mx', crm: 'demo-crm-mx' });
  });

  it("uses the deployment's tokens for the regions it sets", () => {
    const deployment = { tokens: { ae: { formSite: 'f-123', crm: 'c-456' } } };
    expect(regionTokens(ae, deployment)).toEqual({ formSite: 'f-123', crm: 'c-456' });
    expect(regionTokens(mx, deployment)).toEqual({ formSite: 'demo-form-mx', crm: 'demo-crm-mx' });
  });
});

describe('regionRecord', () => {
  it('is the full SPEC §3 record: the config plus api and tokens', () => {
    const record = regionRecord(ae, { backend: { url: 'https://api.example' } });
    expect(record).toEqual({
      code: 'ae',
      defaultLocaleCode: 'en',
      allowedLocalesCodes: ['en', 'ar'],
      iso2: 'AE',
      label: 'United Arab Emirates',
      region: 'Dubai',
      city: 'dubai',
      currency: 'AED',
      locality: 'Dubai',
      countryCode: '971',
      api: {
        domain: 'https://api.example',
        backRoot: 'https://api.example/ae',
        backApi: 'https://api.example/ae/api',
        imagesPrefix: 'https://api.example/ae/images',
      },
      tokens: { formSite: 'demo-form-ae', crm: 'demo-crm-ae' },
    });
  });

  it('leaves the built-in config untouched', () => {
    regionRecord(ae, { backend: { url: 'https://api.example' } });
    expect(ae).not.toHaveProperty('api');
    expect(ae).not.toHaveProperty('tokens');
  });
});
