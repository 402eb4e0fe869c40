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
