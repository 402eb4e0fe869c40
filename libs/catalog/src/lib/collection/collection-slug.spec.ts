import { describe, expect, it } from 'vitest';
import { MAX_COLLECTION_SLUG_LENGTH, collectionSlugOf } from './collection-slug';

describe('collectionSlugOf', () => {
  it('keeps a lowercase slug as the backend writes it', () => {
    expect(collectionSlugOf('first-bike')).toBe('first-bike');
    expect(collectionSlugOf('weekend-on-the-water')).toBe('weekend-on-the-water');
    expect(collectionSlugOf('x2')).toBe('x2');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['upper case', 'First-Bike'],
    ['a leading hyphen', '-first-bike'],
    ['a doubled hyphen', 'first--bike'],
    ['a trailing hyphen', 'first-bike-'],
    ['a NUL byte', 'first\u0000bike'],
    ['a path traversal', '../init'],
    ['a slash', 'first/bike'],
    ['markup', '<script>alert(1)</script>'],
    ['a quote', '"onmouseover=alert(1)'],
    ['white space', 'first bike'],
    ['non-Latin letters', 'دراجة'],
    ['an encoded character left encoded', 'first%2Fbike'],
  ])('refuses %s without asking the backend', (_case, param) => {
    expect(collectionSlugOf(param)).toBeNull();
  });

  it(`refuses a slug longer than ${MAX_COLLECTION_SLUG_LENGTH} characters`, () => {
    expect(collectionSlugOf('a'.repeat(MAX_COLLECTION_SLUG_LENGTH))).toBe('a'.repeat(MAX_COLLECTION_SLUG_LENGTH));
    expect(collectionSlugOf('a'.repeat(MAX_COLLECTION_SLUG_LENGTH + 1))).toBeNull();
    expect(collectionSlugOf('ab-'.repeat(10_000) + 'c')).toBeNull();
  });
});
