import { describe, expect, it } from 'vitest';
import { PUBLIC_ENV_ELEMENT_ID, readPublicEnv, serializeForScript } from './public-env';

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
      apiOrigin: 'https://api.example',
      regions: ['ae', 'ru'],
      i18nBuildId: 'abc123',
    })}</script>`;
    expect(readPublicEnv(document)).toEqual({
      siteUrl: 'https://shop.example',
      apiOrigin: 'https://api.example',
      regions: ['ae', 'ru'],
      i18nBuildId: 'abc123',
    });
  });

  it('fails clearly when nothing is embedded, rather than guessing a configuration', () => {
    document.body.innerHTML = '';
    expect(() => readPublicEnv(document)).toThrow(/Invalid public env: siteUrl/);
  });
});
