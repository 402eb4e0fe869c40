import { describe, expect, it } from 'vitest';
import { encodeQuery } from './query-encoding';

describe('encodeQuery', () => {
  it('encodes an array as repeated name[]=v pairs in order', () => {
    expect(encodeQuery({ name: ['a', 'b', 'c'] })).toBe('name[]=a&name[]=b&name[]=c');
  });

  it('encodes a nested object as name[key]=v', () => {
    expect(encodeQuery({ price: { between: '100..200' } })).toBe('price[between]=100..200');
    expect(encodeQuery({ order: { price: 'asc' } })).toBe('order[price]=asc');
  });

  it('encodes an array inside a nested object as name[key][]=v', () => {
    expect(encodeQuery({ characteristics: { color: ['red', 'blue'] } })).toBe(
      'characteristics[color][]=red&characteristics[color][]=blue',
    );
  });

  it('combines several filters in the order of the object', () => {
    expect(
      encodeQuery({
        'region.slug': 'ae',
        itemsPerPage: 20,
        price: { between: '100..200' },
        characteristics: { color: ['red'] },
        order: { price: 'asc' },
      }),
    ).toBe(
      'region.slug=ae&itemsPerPage=20&price[between]=100..200&characteristics[color][]=red&order[price]=asc',
    );
  });

  it('leaves out null and undefined values, at the top, in arrays and in nested objects', () => {
    expect(
      encodeQuery({ a: null, b: undefined, c: 'kept', list: ['x', null, undefined, 'y'], nested: { n: null, m: 'z' } }),
    ).toBe('c=kept&list[]=x&list[]=y&nested[m]=z');
  });

  it('percent-encodes &, = and spaces in values so they cannot start a new pair', () => {
    expect(encodeQuery({ q: 'a&b=c d' })).toBe('q=a%26b%3Dc%20d');
  });

  it('percent-encodes Arabic and Cyrillic text as UTF-8', () => {
    expect(encodeQuery({ q: 'دبي' })).toBe('q=%D8%AF%D8%A8%D9%8A');
    expect(encodeQuery({ q: 'Москва' })).toBe('q=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0');
    expect(decodeURIComponent(encodeQuery({ q: 'دبي Москва' }).slice(2))).toBe('دبي Москва');
  });

  it('percent-encodes special characters in keys but keeps the brackets readable', () => {
    expect(encodeQuery({ 'a b&c': { 'd=e': ['f'] } })).toBe('a%20b%26c[d%3De][]=f');
  });

  it('stringifies booleans and numbers', () => {
    expect(encodeQuery({ active: true, hidden: false, page: 2, ratio: 0.5, zero: 0 })).toBe(
      'active=true&hidden=false&page=2&ratio=0.5&zero=0',
    );
  });

  it('keeps an empty string value as name=', () => {
    expect(encodeQuery({ q: '' })).toBe('q=');
  });

  it('returns an empty string for an empty object, undefined, or only empty values', () => {
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({ a: null, b: undefined, list: [], nested: {} })).toBe('');
  });
});
