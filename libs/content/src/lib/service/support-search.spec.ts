import { describe, expect, it } from 'vitest';
import { SUPPORT_QUERY_MAX, isSearchable, supportQueryOf } from './support-search';

describe('supportQueryOf', () => {
  it('trims and collapses spaces', () => {
    expect(supportQueryOf({ q: '  oil   change ' })).toBe('oil change');
  });

  it('is undefined without a text, for an empty one or for an object', () => {
    expect(supportQueryOf({})).toBeUndefined();
    expect(supportQueryOf({ q: '   ' })).toBeUndefined();
    expect(supportQueryOf({ q: { a: 1 } })).toBeUndefined();
  });

  it('takes the first of repeated values and numbers as text', () => {
    expect(supportQueryOf({ q: ['warranty', 'oil'] })).toBe('warranty');
    expect(supportQueryOf({ q: 500 })).toBe('500');
  });

  it('cuts a long text', () => {
    expect(supportQueryOf({ q: 'a'.repeat(500) })).toHaveLength(SUPPORT_QUERY_MAX);
  });
});

describe('isSearchable', () => {
  it('needs a letter or a digit, in any script', () => {
    expect(isSearchable('?!…—')).toBe(false);
    expect(isSearchable('"')).toBe(false);
    expect(isSearchable(undefined)).toBe(false);
    expect(isSearchable('زيت')).toBe(true);
    expect(isSearchable('5')).toBe(true);
    expect(isSearchable('¿garantía?')).toBe(true);
  });
});
