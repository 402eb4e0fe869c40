import { defineMessages, type NoMessageValues } from 'react-intl';

/** The product page's "where to see and ride it" (issue 34 "Where a model stands"). */
export const productStoresMessages = defineMessages<{
  title: NoMessageValues;
  intro: NoMessageValues;
  onDisplay: NoMessageValues;
  testRides: NoMessageValues;
  openToday: { opens: string; closes: string };
  closedToday: NoMessageValues;
  bookTestRide: NoMessageValues;
  bookVisit: NoMessageValues;
}>({
  title: { id: 'regions.productStores.title', defaultMessage: 'Where to see and ride it' },
  intro: {
    id: 'regions.productStores.intro',
    defaultMessage: 'These stores of the region have this model on display or lend it for test rides.',
  },
  onDisplay: { id: 'regions.productStores.onDisplay', defaultMessage: 'On display' },
  testRides: { id: 'regions.productStores.testRides', defaultMessage: 'Test rides' },
  openToday: { id: 'regions.productStores.openToday', defaultMessage: 'Open today {opens}–{closes}' },
  closedToday: { id: 'regions.productStores.closedToday', defaultMessage: 'Closed today' },
  bookTestRide: { id: 'regions.productStores.bookTestRide', defaultMessage: 'Book a test ride' },
  bookVisit: { id: 'regions.productStores.bookVisit', defaultMessage: 'Book a showroom visit' },
});
