import { defineMessages, type NoMessageValues } from 'react-intl';

/** Instant search in the header's search dialog (issue 12). */
export const searchMessages = defineMessages<{
  label: NoMessageValues;
  hint: NoMessageValues;
  suggestions: NoMessageValues;
  searching: NoMessageValues;
  found: { count: number };
  foundSections: { count: number };
  products: NoMessageValues;
  categories: NoMessageValues;
  offers: NoMessageValues;
  noMatches: { query: string };
  noMatchesHint: NoMessageValues;
  failed: NoMessageValues;
  allResults: { query: string };
}>({
  label: { id: 'catalog.search.label', defaultMessage: 'What are you looking for?' },
  hint: { id: 'catalog.search.hint', defaultMessage: 'A model, a category or a part, for example “enduro”' },
  suggestions: { id: 'catalog.search.suggestions', defaultMessage: 'Suggestions' },
  searching: { id: 'catalog.search.searching', defaultMessage: 'Searching…' },
  found: {
    id: 'catalog.search.found',
    defaultMessage: '{count, plural, one {# product found} other {# products found}}',
  },
  foundSections: {
    id: 'catalog.search.foundSections',
    defaultMessage: '{count, plural, one {# matching category or offer} other {# matching categories and offers}}',
  },
  products: { id: 'catalog.search.products', defaultMessage: 'Products' },
  categories: { id: 'catalog.search.categories', defaultMessage: 'Categories' },
  offers: { id: 'catalog.search.offers', defaultMessage: 'Offers' },
  noMatches: { id: 'catalog.search.noMatches', defaultMessage: 'No products match “{query}”' },
  noMatchesHint: {
    id: 'catalog.search.noMatchesHint',
    defaultMessage: 'Check the spelling, or try a model name or a shorter word.',
  },
  failed: {
    id: 'catalog.search.failed',
    defaultMessage: 'Suggestions are not available right now. Press Enter to see all results.',
  },
  allResults: { id: 'catalog.search.allResults', defaultMessage: 'All results for “{query}”' },
});
