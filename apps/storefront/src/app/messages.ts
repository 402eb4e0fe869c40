import { defineMessages, type NoMessageValues } from 'react-intl';

export const appMessages = defineMessages<{
  brand: NoMessageValues;
  skipToContent: NoMessageValues;
  homeTitle: { country: string };
  homeLead: { country: string };
  languages: NoMessageValues;
  globalTitle: NoMessageValues;
  globalLead: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundText: { path: string };
  errorTitle: NoMessageValues;
  errorText: NoMessageValues;
  errorHome: NoMessageValues;
}>({
  brand: { id: 'app.brand', defaultMessage: 'Motors & Equipment' },
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to content' },
  homeTitle: { id: 'app.home.title', defaultMessage: 'Motors and equipment in {country}' },
  homeLead: {
    id: 'app.home.lead',
    defaultMessage:
      'Motorcycles, ATVs, outboard motors, generators and garden equipment, with stores and service across {country}.',
  },
  languages: { id: 'app.languages', defaultMessage: 'Language' },
  globalTitle: { id: 'app.global.title', defaultMessage: 'Choose your country' },
  globalLead: {
    id: 'app.global.lead',
    defaultMessage: 'Prices, stores and delivery depend on where you are.',
  },
  notFoundTitle: { id: 'app.notFound.title', defaultMessage: 'Page Not Found' },
  notFoundText: { id: 'app.notFound.text', defaultMessage: 'Page not found: {path}' },
  errorTitle: { id: 'error.title', defaultMessage: 'Something went wrong' },
  errorText: {
    id: 'error.text',
    defaultMessage: 'We could not show this page. Please try again in a moment.',
  },
  errorHome: { id: 'error.home', defaultMessage: 'Home' },
});
