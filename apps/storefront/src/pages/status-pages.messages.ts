import { defineMessages, type NoMessageValues } from 'react-intl';

/** The error page's own texts beyond `error.title`, `error.text` and `error.home` (app messages). */
export const statusPageMessages = defineMessages<{
  errorKicker: NoMessageValues;
  errorContact: NoMessageValues;
  notFoundKicker: NoMessageValues;
}>({
  errorKicker: { id: 'error.error', defaultMessage: 'Technical error' },
  errorContact: { id: 'error.contact', defaultMessage: 'Contact us' },
  notFoundKicker: { id: 'app.notFound.kicker', defaultMessage: '404 error' },
});
