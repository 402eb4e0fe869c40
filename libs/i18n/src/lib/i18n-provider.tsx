import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { formattingLocale, type LocaleCode } from '@storefront/locales';
import type { Messages } from './messages';

export interface I18nProviderProps {
  locale: LocaleCode;
  /** ISO 3166-1 alpha-2 of the page's region: numbers, prices, dates and plurals follow its conventions. */
  country?: string;
  messages: Messages;
  children: ReactNode;
}

/** react-intl for one locale (in one country); missing ids fall back to the English default in the code. */
export function I18nProvider({ locale, country, messages, children }: I18nProviderProps) {
  return (
    <IntlProvider
      locale={formattingLocale(locale, country)}
      defaultLocale="en"
      messages={messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: { code: string; message: string }) {
  // A missing translation renders the English default; that is a catalogue gap, not a crash.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}
