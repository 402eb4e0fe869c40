import { describe, expect, it } from 'vitest';
import { parsePublicEnv, publicBackend } from './public-env';

const good = {
  siteUrl: 'https://shop.example',
  backends: [
    { url: 'https://gulf-api.example', regions: ['ae'] },
    { url: 'https://shop.example', imagesPrefix: 'https://cdn.example/motors', regions: ['ru'] },
  ],
  formTokens: { ae: 'form-ae-1' },
  regions: ['ae', 'ru'],
  i18nBuildId: 'a1b2-c3',
};

describe('parsePublicEnv', () => {
  it('gives back a valid env', () => {
    expect(parsePublicEnv(good)).toEqual(good);
  });

  it('accepts an empty region list (every configured region)', () => {
    expect(parsePublicEnv({ ...good, regions: [] }).regions).toEqual([]);
  });

  it('names every wrong field in one error', () => {
    const bad = { siteUrl: 'shop.example', backends: [{ url: 'https://api.example/', regions: ['ae'] }], formTokens: [], regions: 'ae,ru', i18nBuildId: '../x' };
    expect(() => parsePublicEnv(bad)).toThrow(
      'Invalid public env: siteUrl must be an http(s) origin such as https://shop.example, got "shop.example"; ' +
        'backends[0].url must be an http(s) URL without query or trailing slash, got "https://api.example/"; ' +
        'formTokens must map region codes to tokens, got []; ' +
        'regions must be a list of region codes, got "ae,ru"; ' +
        "i18nBuildId must be letters, digits, '.', '-' or '_', got \"../x\"",
    );
  });

  it.each([
    ['a path', { siteUrl: 'https://shop.example/ae' }, /siteUrl must be an origin/],
    ['another scheme', { backends: [{ url: 'ftp://api.example', regions: [] }] }, /backends\[0\]\.url must be an http\(s\) URL/],
    ['a region under two backends', { backends: [{ url: 'https://a.example', regions: ['ae'] }, { url: 'https://b.example', regions: ['ae'] }] }, /"ae" has more than one backend/],
    ['a region code that is not a string', { regions: ['ae', 7] }, /regions must be a list/],
    ['a missing field', { i18nBuildId: undefined }, /i18nBuildId must be/],
  ])('rejects %s', (_case, change, message) => {
    expect(() => parsePublicEnv({ ...good, ...change })).toThrow(message);
  });

  it('rejects what is not an object', () => {
    expect(() => parsePublicEnv('{}')).toThrow(/siteUrl.*backends.*formTokens.*regions.*i18nBuildId/);
  });
});

describe('publicBackend', () => {
  it("finds a region's backend, and none for a region the deployment does not serve", () => {
    expect(publicBackend(good, 'ru')).toEqual(good.backends[1]);
    expect(publicBackend(good, 'mx')).toBeUndefined();
  });
});
