/**
 * Browsers ship trimmed ICU data: Chromium has no Georgian number or date formats, and lists Uzbek as
 * supported while holding only its root data ("UZS 1,249,000.00", months "M11"), so `ka` and `uz` prices,
 * counts and dates would come out in English digits and symbols (and differ from the server's). Where the
 * runtime lacks the page's locale (region-qualified: `ru-KZ`, `ar-EG`), the formatjs polyfills and the
 * closest data they have are loaded before the page renders. Node has full ICU, so on the server this
 * returns at once. The data and the locale matcher are separate chunks: never in the first load.
 */
type Loader = () => Promise<unknown>;

interface IntlPolyfill {
  /** The constructor react-intl checks for the language. */
  native: () => { supportedLocalesOf(locales: string[]): string[] };
  force: Loader;
  /** Data per locale and country the storefront serves (no file for `en-MX`, `pt-BR`, `ka-GE`: the language's data is theirs). */
  data: Readonly<Record<string, Loader>>;
}

const POLYFILLS: readonly IntlPolyfill[] = [
  {
    native: () => Intl.NumberFormat,
    force: () => import('@formatjs/intl-numberformat/polyfill-force.js'),
    data: {
      en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
      'en-AE': () => import('@formatjs/intl-numberformat/locale-data/en-AE.js'),
      ru: () => import('@formatjs/intl-numberformat/locale-data/ru.js'),
      'ru-BY': () => import('@formatjs/intl-numberformat/locale-data/ru-BY.js'),
      'ru-KZ': () => import('@formatjs/intl-numberformat/locale-data/ru-KZ.js'),
      es: () => import('@formatjs/intl-numberformat/locale-data/es.js'),
      'es-CO': () => import('@formatjs/intl-numberformat/locale-data/es-CO.js'),
      'es-MX': () => import('@formatjs/intl-numberformat/locale-data/es-MX.js'),
      pt: () => import('@formatjs/intl-numberformat/locale-data/pt.js'),
      ar: () => import('@formatjs/intl-numberformat/locale-data/ar.js'),
      'ar-AE': () => import('@formatjs/intl-numberformat/locale-data/ar-AE.js'),
      'ar-EG': () => import('@formatjs/intl-numberformat/locale-data/ar-EG.js'),
      'ar-OM': () => import('@formatjs/intl-numberformat/locale-data/ar-OM.js'),
      'ar-QA': () => import('@formatjs/intl-numberformat/locale-data/ar-QA.js'),
      'ar-SA': () => import('@formatjs/intl-numberformat/locale-data/ar-SA.js'),
      fr: () => import('@formatjs/intl-numberformat/locale-data/fr.js'),
      'fr-MA': () => import('@formatjs/intl-numberformat/locale-data/fr-MA.js'),
      ka: () => import('@formatjs/intl-numberformat/locale-data/ka.js'),
      uz: () => import('@formatjs/intl-numberformat/locale-data/uz.js'),
    },
  },
  {
    native: () => Intl.DateTimeFormat,
    // Without time-zone data the polyfill formats in UTC, which suits the storefront's calendar dates.
    force: () => import('@formatjs/intl-datetimeformat/polyfill-force.js'),
    data: {
      en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
      'en-AE': () => import('@formatjs/intl-datetimeformat/locale-data/en-AE.js'),
      ru: () => import('@formatjs/intl-datetimeformat/locale-data/ru.js'),
      'ru-BY': () => import('@formatjs/intl-datetimeformat/locale-data/ru-BY.js'),
      'ru-KZ': () => import('@formatjs/intl-datetimeformat/locale-data/ru-KZ.js'),
      es: () => import('@formatjs/intl-datetimeformat/locale-data/es.js'),
      'es-CO': () => import('@formatjs/intl-datetimeformat/locale-data/es-CO.js'),
      'es-MX': () => import('@formatjs/intl-datetimeformat/locale-data/es-MX.js'),
      pt: () => import('@formatjs/intl-datetimeformat/locale-data/pt.js'),
      ar: () => import('@formatjs/intl-datetimeformat/locale-data/ar.js'),
      'ar-AE': () => import('@formatjs/intl-datetimeformat/locale-data/ar-AE.js'),
      'ar-EG': () => import('@formatjs/intl-datetimeformat/locale-data/ar-EG.js'),
      'ar-OM': () => import('@formatjs/intl-datetimeformat/locale-data/ar-OM.js'),
      'ar-QA': () => import('@formatjs/intl-datetimeformat/locale-data/ar-QA.js'),
      'ar-SA': () => import('@formatjs/intl-datetimeformat/locale-data/ar-SA.js'),
      fr: () => import('@formatjs/intl-datetimeformat/locale-data/fr.js'),
      'fr-MA': () => import('@formatjs/intl-datetimeformat/locale-data/fr-MA.js'),
      ka: () => import('@formatjs/intl-datetimeformat/locale-data/ka.js'),
      uz: () => import('@formatjs/intl-datetimeformat/locale-data/uz.js'),
    },
  },
];

/** Whether the native constructor really formats `locale`, not just says so. */
function nativeFormats(polyfill: IntlPolyfill, locale: string): boolean {
  if (polyfill.native().supportedLocalesOf([locale]).length === 0) return false;
  // Root data names the months "M01"…"M12"; a language's data never does.
  return !/^M\d/.test(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(0));
}

async function ensure(polyfill: IntlPolyfill, locale: string): Promise<void> {
  if (nativeFormats(polyfill, locale)) return;
  const { match } = await import('@formatjs/intl-localematcher');
  // CLDR data inherits by truncation (`ar-EG` → `ar`), which is what the lookup algorithm walks; "best
  // fit" would hand `en-MX` the `en-AE` data.
  const load = polyfill.data[match([locale], Object.keys(polyfill.data), 'en', { algorithm: 'lookup' })];
  if (!load) return;
  await polyfill.force();
  // A forced polyfill replaces the native constructor: it needs English too, the messages' default.
  await Promise.all([load(), polyfill.data['en']?.()]);
}

/** Loads what the runtime lacks to format `locale` (a `formattingLocale` or `<html lang>` tag). */
export async function ensureIntlLocaleData(locale: string): Promise<void> {
  await Promise.all(POLYFILLS.map((polyfill) => ensure(polyfill, locale)));
}
