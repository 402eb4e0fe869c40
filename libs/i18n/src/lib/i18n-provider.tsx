import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeConfig, type LocaleCode } from '@storefront/locales';
import type { Messages } from './messages';

export interface I18nProviderProps {
  locale: LocaleCode;
  messages: Messages;
  children: ReactNode;
}

/** react-intl for one locale; missing ids fall back to the English default in the code. */
export function I18nProvider({ locale, messages, children }: I18nProviderProps) {
  return (
    <IntlProvider
      locale={localeConfig(locale).language}
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
