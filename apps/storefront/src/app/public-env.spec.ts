import { describe, expect, it } from 'vitest';
import { PUBLIC_ENV_ELEMENT_ID, publicFormToken, publicRegionApi, readPublicEnv, serializeForScript } from './public-env';

describe('serializeForScript', () => {
  it('cannot close the script element or open a comment, and still parses back', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const serialized = serializeForScript(value);
    expect(serialized).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(serialized)).toEqual(value);
  });
});

describe('readPublicEnv', () => {
  it('reads the embedded configuration', () => {
    document.body.innerHTML = `<script type="application/json" id="${PUBLIC_ENV_ELEMENT_ID}">${serializeForScript({
      siteUrl: 'https://shop.example',
      backends: [{ url: 'https://api.example', regions: ['ae', 'ru'] }],
      formTokens: {},
      regions: ['ae', 'ru'],
      i18nBuildId: 'abc123',
    })}</script>`;
    expect(readPublicEnv(document)).toEqual({
      siteUrl: 'https://shop.example',
      backends: [{ url: 'https://api.example', regions: ['ae', 'ru'] }],
      formTokens: {},
      regions: ['ae', 'ru'],
      i18nBuildId: 'abc123',
    });
  });

  it('fails clearly when nothing is embedded, rather than guessing a configuration', () => {
    document.body.innerHTML = '';
    expect(() => readPublicEnv(document)).toThrow(/The page carries no public env/);
  });
});

describe("a region's backend and form token in the page's deployment", () => {
  const env = {
    backends: [
      { url: 'https://shop.example', regions: ['ae'] },
      { url: 'https://ru-api.example/shop', imagesPrefix: 'https://cdn.example/ru', regions: ['ru'] },
    ],
    formTokens: { ae: 'form-ae-7' },
  };

  it('puts each region on its own backend, as browsers reach it', () => {
    expect(publicRegionApi(env, 'ae')).toEqual({
      domain: 'https://shop.example',
      backRoot: 'https://shop.example/ae',
      backApi: 'https://shop.example/ae/api',
      imagesPrefix: 'https://shop.example/ae/images',
    });
    expect(publicRegionApi(env, 'ru')).toMatchObject({ domain: 'https://ru-api.example', backApi: 'https://ru-api.example/shop/ru/api', imagesPrefix: 'https://cdn.example/ru' });
    expect(publicRegionApi(env, 'mx')).toBeUndefined();
  });

  it("gives the deployment's form token, else the demo one", () => {
    expect(publicFormToken(env, 'ae')).toBe('form-ae-7');
    expect(publicFormToken(env, 'ru')).toBe('demo-form-ru');
  });
});
