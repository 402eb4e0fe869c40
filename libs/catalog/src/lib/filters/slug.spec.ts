import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugOf } from './slug';

describe('slugOf', () => {
  it('keeps a lowercase slug as the backend writes it', () => {
    expect(slugOf('first-bike')).toBe('first-bike');
    expect(slugOf('weekend-on-the-water')).toBe('weekend-on-the-water');
    expect(slugOf('x2')).toBe('x2');
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
    expect(slugOf(param)).toBeNull();
  });

  it(`refuses a slug longer than ${MAX_SLUG_LENGTH} characters`, () => {
    expect(slugOf('a'.repeat(MAX_SLUG_LENGTH))).toBe('a'.repeat(MAX_SLUG_LENGTH));
    expect(slugOf('a'.repeat(MAX_SLUG_LENGTH + 1))).toBeNull();
    expect(slugOf('ab-'.repeat(10_000) + 'c')).toBeNull();
  });
});
