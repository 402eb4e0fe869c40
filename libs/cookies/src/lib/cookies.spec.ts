import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieAssignment, readCookie, readCookieValues } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among many and keeps "=" inside its value', () => {
    expect(readCookie('a=1; i18n_redirected=ar; viewport=md', 'i18n_redirected')).toBe('ar');
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
  });

  it('answers undefined for a missing cookie, a garbage header or no header', () => {
    expect(readCookie('', 'viewport')).toBeUndefined();
    expect(readCookie(';;; =; viewports=md', 'viewport')).toBeUndefined();
    expect(readCookie(null, 'viewport')).toBeUndefined();
    expect(readCookie('__proto__=1; constructor=2', 'toString')).toBeUndefined();
  });

  it('takes the quotes off a quoted value and trims the pair', () => {
    expect(readCookie(' a = "x y" ; b=2', 'a')).toBe('x y');
    expect(readCookie('a="', 'a')).toBe('"');
  });

  it('decodes percent-encoding and keeps a malformed escape as sent', () => {
    expect(readCookie('a=%D0%BA', 'a')).toBe('к');
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});

describe('readCookieValues', () => {
  it('lists every value of a name sent twice, in header order', () => {
    expect(readCookieValues('_ga=x; a=1; _ga=y', '_ga')).toEqual(['x', 'y']);
    expect(readCookieValues(undefined, '_ga')).toEqual([]);
  });
});

describe('cookieAssignment', () => {
  it('writes the attributes on every path, always Secure', () => {
    expect(cookieAssignment('i18n_redirected', 'ru', { maxAgeSeconds: 60, sameSite: 'lax' })).toBe(
      'i18n_redirected=ru; Max-Age=60; Path=/; Secure; SameSite=Lax',
    );
    expect(cookieAssignment('viewport', 'md', { maxAgeSeconds: 60, sameSite: 'strict' })).toBe(
      'viewport=md; Max-Age=60; Path=/; Secure; SameSite=Strict',
    );
  });

  it('encodes a value that a cookie could not carry as is', () => {
    expect(cookieAssignment('a', 'x;y', { maxAgeSeconds: 1, sameSite: 'lax' })).toBe('a=x%3By; Max-Age=1; Path=/; Secure; SameSite=Lax');
  });
});

describe('malformed Cookie headers (never a crash)', () => {
  it.each([
    ['a lone name', 'viewport'],
    ['a lone "="', '='],
    ['only separators', ';;;  ; ;'],
    ['an empty name', '=md; viewport'],
    ['a broken escape', 'viewport=%'],
    ['a stray quote', 'viewport="md'],
    ['control characters', 'viewport=\u0000md\u001f; a=\u007f'],
    ['a name with spaces inside', 'view port=md'],
    ['non-ASCII names and values', 'вид=мд; viewport=md'],
    ['a value full of "="', 'viewport==='],
    ['commas instead of semicolons', 'a=1, viewport=md'],
  ])('reads %s without throwing', (_case, header) => {
    expect(() => readCookie(header, 'viewport')).not.toThrow();
    expect(() => readCookieValues(header, 'viewport')).not.toThrow();
  });

  it('finds the cookie after garbage pairs and takes the first of a name', () => {
    expect(readCookie('=x; ;%; viewport=md; viewport=lg', 'viewport')).toBe('md');
    expect(readCookieValues('=x; ;%; viewport=md; junk; viewport=lg', 'viewport')).toEqual(['md', 'lg']);
    expect(readCookie('a=1, viewport=md', 'viewport')).toBeUndefined();
  });

  it('never throws and answers a string or undefined, whatever the header', () => {
    // Headers made mostly of what a parser trips on (separators, quotes, escapes, white space), and any character.
    const unit = fc.oneof(fc.constantFrom(';', '=', '"', '%', '%2', ' ', '\t', ',', 'a', 'viewport'), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), fc.constantFrom('viewport', 'a', '', '__proto__', 'constructor'), (header, name) => {
        const value = readCookie(header, name);
        expect(value === undefined || typeof value === 'string').toBe(true);
        const values = readCookieValues(header, name);
        expect(values.every((each) => typeof each === 'string')).toBe(true);
        if (value !== undefined) expect(values[0]).toBe(value);
      }),
    );
  });

  it('reads back any value it wrote, among other cookies', () => {
    fc.assert(
      // Any text (well-formed Unicode: a lone surrogate cannot be percent-encoded, by anyone).
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (value) => {
        // A `document.cookie` assignment's pair, as the browser sends it back in the `Cookie` header.
        const pair = cookieAssignment('viewport', value, { maxAgeSeconds: 60, sameSite: 'strict' }).split('; ')[0];
        expect(readCookie(`a=1; ${pair}; b=2`, 'viewport')).toBe(value);
      }),
    );
  });
});

describe('cookieAssignment attributes (SPEC §9)', () => {
  it('floors a fractional max-age', () => {
    expect(cookieAssignment('a', 'b', { maxAgeSeconds: 59.9, sameSite: 'lax' })).toBe('a=b; Max-Age=59; Path=/; Secure; SameSite=Lax');
  });
});
