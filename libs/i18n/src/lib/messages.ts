import type { LocaleCode } from '@storefront/locales';
import type { MessageFormatElement } from 'react-intl';

/** A catalogue: source strings (development) or compiled ASTs (production builds). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Where the SSR host serves a build's compiled catalogue of one locale (SPEC §7). */
export const messagesUrl = (buildId: string, locale: LocaleCode) =>
  `/_i18n/${encodeURIComponent(buildId)}/${locale}/messages.json`;

/**
 * Fetches one locale's messages from the host (the answer maps the locale code to its messages).
 * SPEC §4/§8: a failure logs 'Failed to load messages for locale' and the app continues with the
 * English default messages written in the code.
 */
export async function fetchMessages(
  buildId: string,
  locale: LocaleCode,
  fetcher: typeof fetch = fetch,
): Promise<Messages> {
  try {
    const response = await fetcher(messagesUrl(buildId, locale), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    const messages = body[locale];
    if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
      throw new Error('the answer has no messages for the locale');
    }
    return messages as Messages;
  } catch (error) {
    console.warn(`Failed to load messages for locale ${locale}`, error);
    return {};
  }
}
