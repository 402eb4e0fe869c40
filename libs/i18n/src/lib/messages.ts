import type { LocaleCode } from '@storefront/locales';

export type Messages = Record<string, string>;

// One chunk per locale: only the active locale's messages are ever loaded.
const catalogues = import.meta.glob<Messages>('../messages/*.json', { import: 'default' });

/**
 * Loads the messages of one locale. SPEC §4/§8: a failure logs 'Failed to load messages for
 * locale' and the app continues with the English default messages written in the code.
 */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const load = catalogues[`../messages/${locale}.json`];
  try {
    if (!load) throw new Error(`no catalogue for ${locale}`);
    return await load();
  } catch (error) {
    console.warn(`Failed to load messages for locale ${locale}`, error);
    return {};
  }
}
