/**
 * Browsers ship trimmed ICU data: Chromium has no Georgian number or date formats, so `ka` prices,
 * counts and dates would fall back to English (and differ from the server's). Where the runtime
 * lacks the language, the formatjs polyfills and that language's data are loaded before the page
 * renders. Node has full ICU, so on the server this returns at once.
 */
type Loader = () => Promise<unknown>;

interface IntlPolyfill {
  /** The constructor react-intl checks for the language. */
  native: () => { supportedLocalesOf(locales: string[]): string[] };
  shouldPolyfill: () => Promise<(locale: string) => string | undefined>;
  force: Loader;
  data: Readonly<Record<string, Loader>>;
}

const POLYFILLS: readonly IntlPolyfill[] = [
  {
    native: () => Intl.NumberFormat,
    shouldPolyfill: async () => (await import('@formatjs/intl-numberformat/should-polyfill.js')).shouldPolyfill,
    force: () => import('@formatjs/intl-numberformat/polyfill-force.js'),
    data: {
      en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
      ru: () => import('@formatjs/intl-numberformat/locale-data/ru.js'),
      es: () => import('@formatjs/intl-numberformat/locale-data/es.js'),
      'es-MX': () => import('@formatjs/intl-numberformat/locale-data/es-MX.js'),
      pt: () => import('@formatjs/intl-numberformat/locale-data/pt.js'),
      ar: () => import('@formatjs/intl-numberformat/locale-data/ar.js'),
      fr: () => import('@formatjs/intl-numberformat/locale-data/fr.js'),
      ka: () => import('@formatjs/intl-numberformat/locale-data/ka.js'),
      uz: () => import('@formatjs/intl-numberformat/locale-data/uz.js'),
    },
  },
  {
    native: () => Intl.DateTimeFormat,
    shouldPolyfill: async () => (await import('@formatjs/intl-datetimeformat/should-polyfill.js')).shouldPolyfill,
    // Without time-zone data the polyfill formats in UTC, which suits the storefront's calendar dates.
    force: () => import('@formatjs/intl-datetimeformat/polyfill-force.js'),
    data: {
      en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
      ru: () => import('@formatjs/intl-datetimeformat/locale-data/ru.js'),
      es: () => import('@formatjs/intl-datetimeformat/locale-data/es.js'),
      'es-MX': () => import('@formatjs/intl-datetimeformat/locale-data/es-MX.js'),
      pt: () => import('@formatjs/intl-datetimeformat/locale-data/pt.js'),
      ar: () => import('@formatjs/intl-datetimeformat/locale-data/ar.js'),
      fr: () => import('@formatjs/intl-datetimeformat/locale-data/fr.js'),
      ka: () => import('@formatjs/intl-datetimeformat/locale-data/ka.js'),
      uz: () => import('@formatjs/intl-datetimeformat/locale-data/uz.js'),
    },
  },
];

async function ensure(polyfill: IntlPolyfill, language: string): Promise<void> {
  if (polyfill.native().supportedLocalesOf([language]).length > 0) return;
  const locale = (await polyfill.shouldPolyfill())(language);
  const load = locale ? polyfill.data[locale] : undefined;
  if (!load) return;
  await polyfill.force();
  // A forced polyfill replaces the native constructor: it needs English too, the messages' default.
  await Promise.all([load(), polyfill.data['en']?.()]);
}

export async function ensureIntlLocaleData(language: string): Promise<void> {
  await Promise.all(POLYFILLS.map((polyfill) => ensure(polyfill, language)));
}
