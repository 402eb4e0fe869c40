import { describe, expect, it } from 'vitest';
import { BACKEND_DEFAULTS, parseBackendsConfig, readBackendsConfig } from './backends-config';

const THREE = {
  backends: {
    gulf: { url: 'http://10.0.1.5:4000/', publicUrl: 'https://gulf-api.example', regions: ['ae', 'om', 'qa', 'sa'], timeoutMs: 4_000 },
    cis: { url: 'http://10.0.2.5:4000', regions: ['ru', 'by', 'kz'], breaker: { failures: 3, openMs: 5_000 } },
    world: { url: 'http://10.0.3.5:4000/gw', imagesPrefix: 'https://cdn.example/motors', regions: ['*'] },
  },
  tokens: { ae: { formSite: 'form-ae', crm: 'crm-ae' } },
};

describe('parseBackendsConfig', () => {
  it('puts each region under exactly one backend, "*" taking the regions no other names, with the defaults filled in', () => {
    const { backends, tokens } = parseBackendsConfig(THREE);
    expect(backends.map(({ name, regions }) => [name, regions])).toEqual([
      ['gulf', ['ae', 'om', 'qa', 'sa']],
      ['cis', ['ru', 'by', 'kz']],
      ['world', ['mx', 'br', 'es', 'co', 'eg', 'ma', 'ge', 'uz']],
    ]);
    expect(backends[0]).toEqual({
      name: 'gulf',
      url: 'http://10.0.1.5:4000',
      publicUrl: 'https://gulf-api.example',
      regions: ['ae', 'om', 'qa', 'sa'],
      timeoutMs: 4_000,
      retries: BACKEND_DEFAULTS.retries,
      connections: BACKEND_DEFAULTS.connections,
      breaker: BACKEND_DEFAULTS.breaker,
      healthPath: '/healthz',
    });
    expect(backends[1]?.breaker).toEqual({ failures: 3, openMs: 5_000 });
    expect(backends[2]).toMatchObject({ url: 'http://10.0.3.5:4000/gw', imagesPrefix: 'https://cdn.example/motors' });
    expect(tokens).toEqual({ ae: { formSite: 'form-ae', crm: 'crm-ae' } });
  });

  it.each([
    ['a region under two backends', { backends: { a: { url: 'http://a', regions: ['ae', '*'] }, b: { url: 'http://b', regions: ['ae'] } } }, /region ae is served by both a and b/],
    ['a region under none', { backends: { a: { url: 'http://a', regions: ['ae'] } } }, /no backend serves om, mx, .*uz \(list them, or give one backend "\*"\)/],
    ['two wildcards', { backends: { a: { url: 'http://a', regions: ['*'] }, b: { url: 'http://b', regions: ['*'] } } }, /only one backend may serve "\*" \(a, b do\)/],
    ['an unknown region', { backends: { a: { url: 'http://a', regions: ['*', 'xx'] } } }, /backends\.a\.regions\.1: /],
    ['a URL that is not http(s)', { backends: { a: { url: 'ftp://a', regions: ['*'] } } }, /backends\.a\.url: a backend URL must be an absolute http\(s\) URL/],
    ['a URL with a query', { backends: { a: { url: 'http://a', publicUrl: 'https://a.example/?x=1', regions: ['*'] } } }, /backends\.a\.publicUrl: /],
    ['a misspelt field', { backends: { a: { url: 'http://a', region: ['*'] } } }, /backends\.a/],
    ['a bad name', { backends: { 'Gulf Coast': { url: 'http://a', regions: ['*'] } } }, /names are a-z, 0-9, _ and -/],
    ['a timeout of nothing', { backends: { a: { url: 'http://a', regions: ['*'], timeoutMs: 0 } } }, /backends\.a\.timeoutMs/],
    ['no backend at all', { backends: {} }, /no backend is configured/],
    ['a token for an unknown region', { backends: { a: { url: 'http://a', regions: ['*'] } }, tokens: { xx: { formSite: 'f', crm: 'c' } } }, /tokens/],
  ])('refuses %s, naming it', (_case, value, message) => {
    expect(() => parseBackendsConfig(value, 'REGIONAL_BACKENDS')).toThrow(message);
    expect(() => parseBackendsConfig(value, 'REGIONAL_BACKENDS')).toThrow(/^REGIONAL_BACKENDS: /);
  });
});

describe('readBackendsConfig', () => {
  it('keeps one backend for every region at REGIONAL_API_URL (default the local reference backend)', () => {
    expect(readBackendsConfig({}).backends).toMatchObject([{ name: 'default', url: 'http://127.0.0.1:4000', regions: expect.arrayContaining(['ae', 'uz']) }]);
    const [backend] = readBackendsConfig({ REGIONAL_API_URL: 'http://api:4000', PUBLIC_REGIONAL_API_URL: 'https://api.example' }).backends;
    expect(backend).toMatchObject({ url: 'http://api:4000', publicUrl: 'https://api.example' });
    expect(backend?.regions).toHaveLength(15);
  });

  it('reads REGIONAL_BACKENDS, or the file REGIONAL_BACKENDS_FILE names', () => {
    expect(readBackendsConfig({ REGIONAL_BACKENDS: JSON.stringify(THREE) }).backends).toHaveLength(3);
    const files: Record<string, string> = { '/etc/storefront/backends.json': JSON.stringify(THREE) };
    const read = (path: string) => files[path] ?? (() => { throw new Error(`ENOENT: ${path}`); })();
    expect(readBackendsConfig({ REGIONAL_BACKENDS_FILE: '/etc/storefront/backends.json' }, read).backends).toHaveLength(3);
    expect(() => readBackendsConfig({ REGIONAL_BACKENDS_FILE: '/nope.json' }, read)).toThrow('REGIONAL_BACKENDS_FILE (/nope.json): cannot read the file: ENOENT: /nope.json');
  });

  it('refuses JSON that is not, and two sources at once', () => {
    expect(() => readBackendsConfig({ REGIONAL_BACKENDS: '{"backends":' })).toThrow(/^REGIONAL_BACKENDS: not JSON/);
    expect(() => readBackendsConfig({ REGIONAL_BACKENDS: JSON.stringify(THREE), REGIONAL_API_URL: 'http://a' })).toThrow(/set one of/);
    expect(() => readBackendsConfig({ REGIONAL_BACKENDS: JSON.stringify(THREE), REGIONAL_BACKENDS_FILE: '/x' })).toThrow(/set one of/);
  });
});
