import { defineMessages, type NoMessageValues } from 'react-intl';

export const globalPagesMessages = defineMessages<{
  unavailable: NoMessageValues;
  updated: { date: string };
  languages: { country: string };
  documents: NoMessageValues;
  suggestion: { country: string; language: string };
  suggestionGo: { country: string };
  suggestionDismiss: NoMessageValues;
  suggestionLabel: NoMessageValues;
}>({
  unavailable: {
    id: 'global.page.unavailable',
    defaultMessage: 'This page is unavailable right now. Please try again later.',
  },
  updated: { id: 'global.page.updated', defaultMessage: 'Last updated on {date}' },
  languages: { id: 'global.home.languages', defaultMessage: 'Languages of {country}' },
  documents: { id: 'global.page.documents', defaultMessage: 'Legal documents' },
  suggestionLabel: { id: 'global.suggestion.label', defaultMessage: 'Suggested country' },
  suggestion: { id: 'global.suggestion.text', defaultMessage: 'Shopping from {country}? Our {country} store is in {language}.' },
  suggestionGo: { id: 'global.suggestion.go', defaultMessage: 'Go to {country}' },
  suggestionDismiss: { id: 'global.suggestion.dismiss', defaultMessage: 'No, thanks' },
});
