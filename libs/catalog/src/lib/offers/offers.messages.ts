import { defineMessages, type NoMessageValues } from 'react-intl';

/** The offers: `/offers/` and the catalogue root's strip (issue 12). */
export const offersMessages = defineMessages<{
  running: NoMessageValues;
  allOffers: NoMessageValues;
  showProducts: NoMessageValues;
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  errorTitle: NoMessageValues;
}>({
  running: { id: 'catalog.offers.running', defaultMessage: 'Running offers' },
  allOffers: { id: 'catalog.offers.allOffers', defaultMessage: 'All offers' },
  showProducts: { id: 'catalog.offers.showProducts', defaultMessage: 'See the products' },
  emptyTitle: { id: 'catalog.offers.emptyTitle', defaultMessage: 'No offers right now' },
  emptyText: {
    id: 'catalog.offers.emptyText',
    defaultMessage: 'New offers start often. Until then, every product of the catalog is a click away.',
  },
  errorTitle: { id: 'catalog.offers.errorTitle', defaultMessage: 'Offers could not be loaded' },
});

