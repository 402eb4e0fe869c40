import { fetchMessages, type Messages } from '@storefront/i18n';
import { DEFAULT_LOCALE, type LocaleCode } from '@storefront/locales';

/**
 * The message catalogues a page renders with. They never travel in the dehydrated state: the
 * server reads the host's compiled catalogues, the browser fetches the immutable
 * `/_i18n/{build}/{locale}/messages.json` (preloaded from `<head>`) and keeps each locale it loaded.
 */
export interface Catalogues {
  /** The catalogue of a locale once loaded (routes await `load` in their loaders); `{}` before. */
  get(locale: LocaleCode): Messages;
  load(locale: LocaleCode): Promise<Messages>;
}

const NO_MESSAGES: Messages = {};

/** The server's view of the host's catalogues: all of them are in memory. */
export function hostCatalogues(messages: (locale: string) => Record<string, unknown> | undefined): Catalogues {
  const get = (locale: LocaleCode) => (messages(locale) as Messages | undefined) ?? NO_MESSAGES;
  return { get, load: async (locale) => get(locale) };
}

/**
 * The browser's catalogues, fetched once per locale. SPEC §4/§8: a failure logs a warning and the app
 * continues in English, with the compiled English catalogue (the browser build ships no default
 * messages: apps/storefront/vite.config.ts); only when that fails too do the message ids show.
 */
export function fetchedCatalogues(buildId: string, fetcher?: typeof fetch): Catalogues {
  const loaded = new Map<LocaleCode, Messages>();
  const loading = new Map<LocaleCode, Promise<Messages>>();
  const load = (locale: LocaleCode): Promise<Messages> => {
    let promise = loading.get(locale);
    if (!promise) {
      promise = fetchMessages(buildId, locale, fetcher).then(async (messages) => {
        const usable = Object.keys(messages).length > 0 || locale === DEFAULT_LOCALE ? messages : await load(DEFAULT_LOCALE);
        loaded.set(locale, usable);
        return usable;
      });
      loading.set(locale, promise);
    }
    return promise;
  };
  return { get: (locale) => loaded.get(locale) ?? NO_MESSAGES, load };
}
