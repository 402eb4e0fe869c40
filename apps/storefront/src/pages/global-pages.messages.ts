import { defineMessages, type NoMessageValues } from 'react-intl';

export const globalPagesMessages = defineMessages<{
  unavailable: NoMessageValues;
  updated: { date: string };
  languages: { country: string };
  documents: NoMessageValues;
}>({
  unavailable: {
    id: 'global.page.unavailable',
    defaultMessage: 'This page is unavailable right now. Please try again later.',
  },
  updated: { id: 'global.page.updated', defaultMessage: 'Last updated on {date}' },
  languages: { id: 'global.home.languages', defaultMessage: 'Languages of {country}' },
  documents: { id: 'global.page.documents', defaultMessage: 'Legal documents' },
});
