import { describe, expect, it } from 'vitest';
import { gaClientId } from './ga-client-id';

describe('gaClientId', () => {
  it('reads the client id from the _ga cookie', () => {
    expect(gaClientId('_ga=GA1.1.123456789.1700000000')).toBe('123456789.1700000000');
  });

  it('reads it among other cookies of a Cookie header or document.cookie', () => {
    expect(gaClientId('i18n_redirected=en; _ga=GA1.2.987654321.1690000000; viewport=desktop')).toBe(
      '987654321.1690000000',
    );
    expect(gaClientId('viewport=mobile;_ga=GA1.1.1.2')).toBe('1.2');
  });

  it('accepts any domain depth and version prefix', () => {
    expect(gaClientId('_ga=GA1.3.111.222')).toBe('111.222');
    expect(gaClientId('_ga=GA2.1.333.444')).toBe('333.444');
  });

  it('accepts a quoted value and spaces around the name and value', () => {
    expect(gaClientId('a=1;  _ga = "GA1.1.555.666" ')).toBe('555.666');
  });

  it('does not mistake the GA4 session cookie _ga_<container> for _ga', () => {
    expect(gaClientId('_ga_ABC123=GS1.1.1700000000.1.1.1700000100.0.0.0')).toBeUndefined();
    expect(gaClientId('_ga_ABC123=GS1.1.1700000000.1.1; _ga=GA1.1.42.43')).toBe('42.43');
  });

  it('matches the cookie name exactly, even when another cookie holds a GA-shaped value', () => {
    expect(gaClientId('_ga_ABC123=GA1.1.9.9; _gat=GA1.1.8.8; _ga=GA1.1.1.2')).toBe('1.2');
    expect(gaClientId('_gali=GA1.1.3.4')).toBeUndefined();
  });

  it('does not mistake a cookie whose name ends in _ga for _ga', () => {
    expect(gaClientId('my_ga=GA1.1.1.2; x_ga=GA1.1.3.4')).toBeUndefined();
  });

  it('skips a malformed _ga cookie and uses a well-formed one that follows', () => {
    expect(gaClientId('_ga=broken; _ga=GA1.1.7.8')).toBe('7.8');
  });

  it.each([
    ['no cookies', ''],
    ['no _ga cookie', 'viewport=desktop; i18n_redirected=en'],
    ['an empty _ga', '_ga='],
    ['a _ga without a value', '_ga'],
    ['a missing timestamp', '_ga=GA1.1.123456789'],
    ['letters in the id', '_ga=GA1.1.abc.1700000000'],
    ['an extra part', '_ga=GA1.1.1.2.3'],
    ['a wrong prefix', '_ga=GS1.1.123.456'],
    ['a negative id', '_ga=GA1.1.-123.456'],
    ['a script', '_ga=<script>alert(1)</script>'],
    ['an absurdly long id', `_ga=GA1.1.${'9'.repeat(5000)}.1`],
  ])('is undefined for %s', (_label, cookies) => {
    expect(gaClientId(cookies)).toBeUndefined();
  });

  it('is undefined for no cookie string at all', () => {
    expect(gaClientId(undefined)).toBeUndefined();
    expect(gaClientId(null)).toBeUndefined();
  });
});
