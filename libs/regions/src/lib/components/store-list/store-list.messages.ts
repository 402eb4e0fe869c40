import { defineMessages, type NoMessageValues } from 'react-intl';

export const storeListMessages = defineMessages<{
  title: { name: string };
  unavailable: NoMessageValues;
  empty: NoMessageValues;
  hours: { opens: string; closes: string };
  showroom: NoMessageValues;
  service: NoMessageValues;
  dealer: NoMessageValues;
}>({
  title: { id: 'regions.stores.title', defaultMessage: 'Stores in {name}' },
  unavailable: {
    id: 'regions.stores.unavailable',
    defaultMessage: 'The stores of this region are unavailable right now. Please try again later.',
  },
  empty: { id: 'regions.stores.empty', defaultMessage: 'There is no store in this region yet.' },
  hours: { id: 'regions.stores.hours', defaultMessage: 'Open daily {opens}–{closes}' },
  showroom: { id: 'regions.stores.kind.showroom', defaultMessage: 'Showroom' },
  service: { id: 'regions.stores.kind.service', defaultMessage: 'Service centre' },
  dealer: { id: 'regions.stores.kind.dealer', defaultMessage: 'Dealer' },
});
