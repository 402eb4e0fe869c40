import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from './public-env';

const good = { siteUrl: 'https://shop.example', apiOrigin: 'http://127.0.0.1:4000', regions: ['ae', 'ru'], i18nBuildId: 'a1b2-c3' };

describe('parsePublicEnv', () => {
  it('gives back a valid env', () => {
    expect(parsePublicEnv(good)).toEqual(good);
  });

  it('accepts an empty region list (every configured region)', () => {
    expect(parsePublicEnv({ ...good, regions: [] }).regions).toEqual([]);
  });

  it('names every wrong field in one error', () => {
    const bad = { siteUrl: 'shop.example', apiOrigin: 'https://api.example/', regions: 'ae,ru', i18nBuildId: '../x' };
    expect(() => parsePublicEnv(bad)).toThrow(
      'Invalid public env: siteUrl must be an http(s) origin such as https://shop.example, got "shop.example"; ' +
        'apiOrigin must be an origin (scheme, host and port; no path, no trailing slash), got "https://api.example/"; ' +
        'regions must be a list of region codes, got "ae,ru"; ' +
        "i18nBuildId must be letters, digits, '.', '-' or '_', got \"../x\"",
    );
  });

  it.each([
    ['a path', { siteUrl: 'https://shop.example/ae' }, /siteUrl must be an origin/],
    ['another scheme', { apiOrigin: 'ftp://api.example' }, /apiOrigin must be an http\(s\) origin/],
    ['a region code that is not a string', { regions: ['ae', 7] }, /regions must be a list/],
    ['a missing field', { i18nBuildId: undefined }, /i18nBuildId must be/],
  ])('rejects %s', (_case, change, message) => {
    expect(() => parsePublicEnv({ ...good, ...change })).toThrow(message);
  });

  it('rejects what is not an object', () => {
    expect(() => parsePublicEnv('{}')).toThrow(/siteUrl.*apiOrigin.*regions.*i18nBuildId/);
  });
});
