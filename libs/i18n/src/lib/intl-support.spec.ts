import { describe, expect, it } from 'vitest';
import { ensureIntlLocaleData } from './intl-support';

describe('ensureIntlLocaleData', () => {
  it('leaves a runtime that has the language untouched', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    await ensureIntlLocaleData('ka');
    expect(Intl.NumberFormat).toBe(NumberFormat);
    expect(Intl.DateTimeFormat).toBe(DateTimeFormat);
  });

  it('polyfills number formatting for a language the runtime lacks', async () => {
    const native = Intl.NumberFormat;
    // Simulate Chromium's trimmed ICU: no Georgian number data.
    const trimmed = Object.assign(function NumberFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new native(...args);
    }, { supportedLocalesOf: (locales: string[]) => locales.filter((locale) => locale !== 'ka') });
    Intl.NumberFormat = trimmed as unknown as typeof Intl.NumberFormat;
    try {
      await ensureIntlLocaleData('ka');
      expect(Intl.NumberFormat).not.toBe(trimmed);
      expect(Intl.NumberFormat.supportedLocalesOf(['ka', 'en'])).toEqual(['ka', 'en']);
      // Georgian groups with a (narrow) no-break space and uses a decimal comma.
      expect(new Intl.NumberFormat('ka').format(1234567.5)).toMatch(/^1\s234\s567,5$/u);
    } finally {
      Intl.NumberFormat = native;
    }
  });
});

describe('ensureIntlLocaleData for dates', () => {
  it('polyfills date formatting for a language the runtime lacks', async () => {
    const native = Intl.DateTimeFormat;
    const trimmed = Object.assign(function DateTimeFormat(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      return new native(...args);
    }, { supportedLocalesOf: (locales: string[]) => locales.filter((locale) => locale !== 'ka') });
    Intl.DateTimeFormat = trimmed as unknown as typeof Intl.DateTimeFormat;
    try {
      await ensureIntlLocaleData('ka');
      expect(Intl.DateTimeFormat).not.toBe(trimmed);
      expect(Intl.DateTimeFormat.supportedLocalesOf(['ka', 'en'])).toEqual(['ka', 'en']);
      const date = new Intl.DateTimeFormat('ka', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22));
      expect(date).toBe('ნოემბერი');
    } finally {
      Intl.DateTimeFormat = native;
    }
  });
});

describe('ensureIntlLocaleData for region-qualified locales', () => {
  const natives = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
  const price = (locale: string, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1_249_000);
  const date = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22));
  // Every locale of every region (SPEC §9), as `formattingLocale` writes it, with the region's currency.
  const pages: readonly [string, string][] = [
    ['en-AE-u-nu-latn', 'AED'], ['ar-AE-u-nu-latn', 'AED'], ['en-OM-u-nu-latn', 'OMR'], ['ar-OM-u-nu-latn', 'OMR'],
    ['es-MX-u-nu-latn', 'MXN'], ['en-MX-u-nu-latn', 'MXN'], ['ru-RU-u-nu-latn', 'RUB'], ['ru-BY-u-nu-latn', 'BYN'],
    ['pt-BR-u-nu-latn', 'BRL'], ['en-QA-u-nu-latn', 'QAR'], ['ar-QA-u-nu-latn', 'QAR'], ['en-SA-u-nu-latn', 'SAR'],
    ['es-ES-u-nu-latn', 'EUR'], ['es-CO-u-nu-latn', 'COP'], ['en-EG-u-nu-latn', 'EGP'], ['ar-EG-u-nu-latn', 'EGP'],
    ['ru-KZ-u-nu-latn', 'KZT'], ['fr-MA-u-nu-latn', 'MAD'], ['ka-GE-u-nu-latn', 'GEL'], ['uz-UZ-u-nu-latn', 'UZS'],
  ];
  const expected = new Map(pages.map(([locale, currency]) => [locale, [price(locale, currency), date(locale)]]));

  it('gives a browser without the data what the server (full ICU) renders, so hydration matches', async () => {
    // A runtime with no data for any of them (as Chromium has none for Georgian).
    const without = (native: (...args: never[]) => unknown) => Object.assign(native.bind(null), { supportedLocalesOf: () => [] });
    Intl.NumberFormat = without(natives.NumberFormat) as unknown as typeof Intl.NumberFormat;
    Intl.DateTimeFormat = without(natives.DateTimeFormat) as unknown as typeof Intl.DateTimeFormat;
    try {
      for (const [locale, currency] of pages) {
        await ensureIntlLocaleData(locale);
        expect([price(locale, currency), date(locale)], locale).toEqual(expected.get(locale));
      }
    } finally {
      Object.assign(Intl, natives);
    }
  });

});
