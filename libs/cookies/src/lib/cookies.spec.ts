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
  it('writes the attributes on every path', () => {
    expect(cookieAssignment('i18n_redirected', 'ru', { maxAgeSeconds: 60, sameSite: 'lax' })).toBe(
      'i18n_redirected=ru; Max-Age=60; Path=/; SameSite=Lax',
    );
    expect(cookieAssignment('viewport', 'md', { maxAgeSeconds: 60, sameSite: 'strict', secure: true })).toBe(
      'viewport=md; Max-Age=60; Path=/; Secure; SameSite=Strict',
    );
  });

  it('encodes a value that a cookie could not carry as is', () => {
    expect(cookieAssignment('a', 'x;y', { maxAgeSeconds: 1, sameSite: 'lax' })).toBe('a=x%3By; Max-Age=1; Path=/; SameSite=Lax');
  });
});
