import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, normalizePath } from './normalize-path';

describe('normalizePath', () => {
  it('accepts a clean path with its trailing slash', () => {
    expect(normalizePath('/ae_en/')).toEqual({ kind: 'ok' });
    expect(normalizePath('/ae_en/catalog/motorcycles/?page=2')).toEqual({ kind: 'ok' });
  });

  it('adds the trailing slash and keeps the query', () => {
    expect(normalizePath('/ae_en?utm_source=x&b[]=1')).toEqual({
      kind: 'redirect',
      location: '/ae_en/?utm_source=x&b[]=1',
    });
  });

  it('collapses duplicate slashes in one redirect', () => {
    expect(normalizePath('/ae_en//catalog///bikes')).toEqual({ kind: 'redirect', location: '/ae_en/catalog/bikes/' });
  });

  it('percent-encodes what a browser would not send raw, keeping the query as it came', () => {
    expect(normalizePath('/ae_en/caf\u00e9/{x}?q=12e3&a[]=1&a[]=2')).toEqual({
      kind: 'redirect',
      location: '/ae_en/caf%C3%A9/%7Bx%7D/?q=12e3&a[]=1&a[]=2',
    });
    expect(normalizePath('/ae_en/caf%C3%A9/?q=12e3&a[]=1&a[]=2')).toEqual({ kind: 'ok' });
  });

  it.each([
    ['/ae_en/product/%2e%2e/', '/ae_en/'],
    ['/ae_en/product/%2E./', '/ae_en/'],
    ['/ae_en/product/.%2e/?utm_source=x', '/ae_en/?utm_source=x'],
    ['/ae_en/%2e/catalog/', '/ae_en/catalog/'],
    ['/ae_en/product/../', '/ae_en/'],
    ['/%2e%2e/%2e%2e/ae_en/', '/ae_en/'],
  ])('resolves the dot segments of %s in one redirect to %s, as a browser would', (target, location) => {
    expect(normalizePath(target)).toEqual({ kind: 'redirect', location });
  });

  it.each([
    ['/ae_en/catalog/$x/', '/ae_en/catalog/%24x/'],
    ['/ae_en/$x/', '/ae_en/%24x/'],
    ['/ae_en/blog/$slug/', '/ae_en/blog/%24slug/'],
    ['/ae_en/catalog/$/', '/ae_en/catalog/%24/'],
  ])('escapes the `$` of %s (the router would read it as a param), once: %s', (target, location) => {
    expect(normalizePath(target)).toEqual({ kind: 'redirect', location });
    expect(normalizePath(location)).toEqual({ kind: 'ok' });
  });

  it('leaves file-like paths without a trailing slash', () => {
    expect(normalizePath('/sitemap.xml')).toEqual({ kind: 'ok' });
    expect(normalizePath('/assets/entry-client-abc123.js')).toEqual({ kind: 'ok' });
  });

  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example/',
    '/%5Cevil.example/',
    '/%5c%5cevil.example/',
    '/.//evil.example/',
  ])('never redirects %s off the origin', (target) => {
    const verdict = normalizePath(target);
    if (verdict.kind === 'redirect') {
      expect(verdict.location.startsWith('/')).toBe(true);
      expect(verdict.location).not.toMatch(/^\/[/\\]/);
      expect(new URL(verdict.location, 'https://shop.example').origin).toBe('https://shop.example');
    } else {
      expect(verdict.kind).not.toBe('ok');
    }
  });

  it.each(['/%0d/evil.example/', '/a%00b/', '/%0aSet-Cookie:x=1/', '/%E0%A4%A/', '/%/'])(
    'refuses control characters and broken encoding in %s',
    (target) => {
      expect(normalizePath(target)).toEqual({ kind: 'bad-request' });
    },
  );

  it('refuses overlong paths and non-path targets', () => {
    expect(normalizePath(`/${'a'.repeat(MAX_PATH_LENGTH)}/`)).toEqual({ kind: 'bad-request' });
    expect(normalizePath('http://evil.example/')).toEqual({ kind: 'bad-request' });
    expect(normalizePath('*')).toEqual({ kind: 'bad-request' });
  });
});
