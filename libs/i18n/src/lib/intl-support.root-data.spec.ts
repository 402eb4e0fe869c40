import { describe, expect, it } from 'vitest';
import { ensureIntlLocaleData } from './intl-support';

// A file of its own: a polyfill forces itself once per module graph, and the other spec forces it first.
describe('ensureIntlLocaleData with root data only', () => {
  it('does not trust a runtime that lists a language but formats it with root data (Chromium and uz)', async () => {
    const natives = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };
    const serverPrice = new Intl.NumberFormat('uz-UZ-u-nu-latn', { style: 'currency', currency: 'UZS' }).format(1_249_000);
    // Root data names months "M01"…"M12"; Chromium writes Uzbek dates "2026 M11 22".
    const rootMonths = Object.assign(
      function DateTimeFormat() {
        return { format: () => 'M01' };
      },
      { supportedLocalesOf: (locales: string[]) => locales },
    );
    Intl.DateTimeFormat = rootMonths as unknown as typeof Intl.DateTimeFormat;
    try {
      await ensureIntlLocaleData('uz-UZ-u-nu-latn');
      expect(Intl.NumberFormat).not.toBe(natives.NumberFormat);
      expect(Intl.DateTimeFormat).not.toBe(rootMonths);
      const price = new Intl.NumberFormat('uz-UZ-u-nu-latn', { style: 'currency', currency: 'UZS' }).format(1_249_000);
      expect(price).toBe(serverPrice);
    } finally {
      Object.assign(Intl, natives);
    }
  });
});
