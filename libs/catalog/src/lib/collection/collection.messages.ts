import { defineMessages, type NoMessageValues } from 'react-intl';

/** A collection's page (`/collections/{slug}/`): hand-picked products in the collection's order (issue 12). */
export const collectionMessages = defineMessages<{
  kicker: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  errorTitle: NoMessageValues;
}>({
  kicker: { id: 'catalog.collection.kicker', defaultMessage: 'Collection' },
  emptyTitle: { id: 'catalog.collection.emptyTitle', defaultMessage: 'This collection is empty for now' },
  emptyText: {
    id: 'catalog.collection.emptyText',
    defaultMessage: 'Its products are not sold in your country yet. The catalog has everything we offer here.',
  },
  errorTitle: { id: 'catalog.collection.errorTitle', defaultMessage: 'This collection could not be loaded' },
});
