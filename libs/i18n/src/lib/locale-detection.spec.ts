import { describe, expect, it } from 'vitest';
import { localeCookie, savedLocale } from './locale-detection';
import { acceptedLanguages, detectLocale } from './locale-negotiation';

describe('detectLocale (SPEC §9: cookie, then browser language, then English)', () => {
  it('prefers the locale cookie', () => {
    expect(detectLocale({ saved: 'ar', languages: ['ru'] })).toBe('ar');
    expect(detectLocale({ saved: 'es_mx' })).toBe('es_mx');
  });

  it('ignores a cookie that names no supported locale', () => {
    expect(detectLocale({ saved: 'de', languages: ['fr-MA'] })).toBe('fr');
    expect(detectLocale({ saved: '__proto__' })).toBe('en');
  });

  it('takes the first supported browser language, regional variants included', () => {
    expect(detectLocale({ languages: ['de-DE', 'es-MX', 'en'] })).toBe('es_mx');
    expect(detectLocale({ languages: ['pt-BR'] })).toBe('pt');
    expect(detectLocale({ languages: ['ka-GE'] })).toBe('ka');
    expect(detectLocale({ languages: ['es-AR'] })).toBe('es');
    expect(detectLocale({ languages: ['ru-KZ'] })).toBe('ru');
    expect(detectLocale({ languages: ['!!', 'x-', 'ar_EG'] })).toBe('ar');
  });

  it('falls back to English', () => {
    expect(detectLocale({})).toBe('en');
    expect(detectLocale({ saved: 'x', languages: ['de', 'ja'] })).toBe('en');
  });
});

describe('acceptedLanguages', () => {
  it('orders by quality and keeps the header order for ties', () => {
    expect(acceptedLanguages('de;q=0.5, ru-RU, en;q=0.9, *;q=0.1, fr;q=0')).toEqual(['ru-RU', 'en', 'de']);
  });

  it('survives a garbage header', () => {
    expect(acceptedLanguages(';;,, ;q=abc, x-y;q=, uz')).toEqual(['uz']);
    expect(acceptedLanguages('a,'.repeat(10_000))).toHaveLength(32);
  });
});

describe('savedLocale', () => {
  it('reads a supported locale from the cookie and ignores anything else', () => {
    expect(savedLocale('a=1; i18n_redirected=es_mx')).toBe('es_mx');
    expect(savedLocale('i18n_redirected=de')).toBeUndefined();
    expect(savedLocale('')).toBeUndefined();
  });
});

describe('localeCookie', () => {
  it('lasts 365 days on every path with SameSite lax, and is secure', () => {
    expect(localeCookie('ru')).toBe('i18n_redirected=ru; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });
});
