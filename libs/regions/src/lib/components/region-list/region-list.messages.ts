import { defineMessages, type NoMessageValues } from 'react-intl';

export const regionListMessages = defineMessages<{
  title: NoMessageValues;
  count: { count: number };
  filterLabel: NoMessageValues;
  filterHint: NoMessageValues;
  empty: { query: string };
  unavailable: NoMessageValues;
  choose: { name: string };
  chosen: NoMessageValues;
}>({
  title: { id: 'regions.list.title', defaultMessage: 'Where to find us' },
  count: {
    id: 'regions.list.count',
    defaultMessage: '{count, plural, one {# region} other {# regions}}',
  },
  filterLabel: { id: 'regions.list.filter.label', defaultMessage: 'Find your region' },
  filterHint: { id: 'regions.list.filter.hint', defaultMessage: 'Type a region or city name' },
  empty: { id: 'regions.list.empty', defaultMessage: 'No region matches “{query}”.' },
  unavailable: {
    id: 'regions.list.unavailable',
    defaultMessage: 'The list of regions is unavailable right now. Please try again later.',
  },
  choose: { id: 'regions.list.choose', defaultMessage: 'Choose {name}' },
  chosen: { id: 'regions.list.chosen', defaultMessage: 'Your region' },
});
