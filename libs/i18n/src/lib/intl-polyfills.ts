import { match } from '@formatjs/intl-localematcher';

/**
 * The formatjs polyfills of the `Intl` constructors react-intl formats with, and their data per locale:
 * what a runtime lacking the page's locale loads before the page renders (`ensureIntlLocaleData` in
 * `intl-support.ts`, which imports this module only then). The data files are chunks of their own.
 */
export type IntlConstructor = 'NumberFormat' | 'DateTimeFormat';

type Loader = () => Promise<unknown>;

interface IntlPolyfill {
  force: Loader;
  /** Data per locale and country the storefront serves (no file for `en-MX`, `pt-BR`, `ka-GE`: the language's data is theirs). */
  data: Readonly<Record<string, Loader>>;
}

const POLYFILLS: Readonly<Record<IntlConstructor, IntlPolyfill>> = {
  NumberFormat: {
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
  DateTimeFormat: {
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
};

/** Replaces each constructor in `missing` by its polyfill with the data of `locale` (and English, the messages' default). */
export async function polyfillIntl(missing: readonly IntlConstructor[], locale: string): Promise<void> {
  await Promise.all(
    missing.map(async (name) => {
      const polyfill = POLYFILLS[name];
      // CLDR data inherits by truncation (`ar-EG` → `ar`), which is what the lookup algorithm walks; "best
      // fit" would hand `en-MX` the `en-AE` data.
      const load = polyfill.data[match([locale], Object.keys(polyfill.data), 'en', { algorithm: 'lookup' })];
      if (!load) return;
      await polyfill.force();
      // A forced polyfill replaces the native constructor: it needs English too.
      await Promise.all([load(), polyfill.data['en']?.()]);
    }),
  );
}
