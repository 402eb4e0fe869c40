/**
 * Browsers ship trimmed ICU data: Chromium has no Georgian number or date formats, and lists Uzbek as
 * supported while holding only its root data ("UZS 1,249,000.00", months "M11"), so `ka` and `uz` prices,
 * counts and dates would come out in English digits and symbols (and differ from the server's). Where the
 * runtime lacks the page's locale (region-qualified: `ru-KZ`, `ar-EG`), the formatjs polyfills and the
 * closest data they have are loaded before the page renders (`intl-polyfills.ts`). Node has full ICU, so
 * on the server this returns at once. The polyfills, their table and their data are separate chunks:
 * never in the first load.
 */
import type { IntlConstructor } from './intl-polyfills';

const CONSTRUCTORS: readonly IntlConstructor[] = ['NumberFormat', 'DateTimeFormat'];

/** Whether the native constructor really formats `locale`, not just says so. */
function nativeFormats(name: IntlConstructor, locale: string): boolean {
  const native: { supportedLocalesOf(locales: string[]): string[] } = Intl[name];
  if (native.supportedLocalesOf([locale]).length === 0) return false;
  // Root data names the months "M01"…"M12"; a language's data never does.
  return !/^M\d/.test(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(0));
}

/** Loads what the runtime lacks to format `locale` (a `formattingLocale` or `<html lang>` tag). */
export async function ensureIntlLocaleData(locale: string): Promise<void> {
  const missing = CONSTRUCTORS.filter((name) => !nativeFormats(name, locale));
  if (missing.length === 0) return;
  const { polyfillIntl } = await import('./intl-polyfills');
  await polyfillIntl(missing, locale);
}
