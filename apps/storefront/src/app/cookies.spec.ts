import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among many and keeps "=" inside its value', () => {
    expect(readCookie('a=1; i18n_redirected=ar; viewport=md', 'i18n_redirected')).toBe('ar');
    expect(readCookie('token=a=b=c', 'token')).toBe('a=b=c');
  });

  it('answers undefined for a missing cookie or a garbage header', () => {
    expect(readCookie('', 'viewport')).toBeUndefined();
    expect(readCookie(';;; =; viewports=md', 'viewport')).toBeUndefined();
  });
});
