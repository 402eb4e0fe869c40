import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, as the client accepts them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
  });

  it('answers uncompressed to a client that accepts neither, or refuses both', () => {
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(';;;,,,q=')).toBeUndefined();
  });
});

describe('compressBody', () => {
  it('compresses a page to what the client decodes back byte for byte', () => {
    const page = Buffer.from(`<!DOCTYPE html><html lang="ar"><body>${'العربية '.repeat(2_000)}</body></html>`);
    const br = compressBody(page, 'br');
    const gzip = compressBody(page, 'gzip');
    expect(br.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
  });
});
