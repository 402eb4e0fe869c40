import { defineMessages, type NoMessageValues } from 'react-intl';

/** The booking form and its page (issue 34). */
export const bookingFormMessages = defineMessages<{
  intro: NoMessageValues;
  kind: NoMessageValues;
  product: { name: string };
  store: NoMessageValues;
  storesLoading: NoMessageValues;
  storesFailed: NoMessageValues;
  noRideStores: NoMessageValues;
  noStores: NoMessageValues;
  day: NoMessageValues;
  dayPlaceholder: NoMessageValues;
  slot: NoMessageValues;
  slotHint: { zone: string };
  slotsLoading: NoMessageValues;
  slotsFailed: NoMessageValues;
  noSlots: NoMessageValues;
  chooseStoreAndDay: NoMessageValues;
  licence: NoMessageValues;
  licenceHint: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  booked: NoMessageValues;
  full: NoMessageValues;
  fullNone: NoMessageValues;
  alternatives: NoMessageValues;
  storeRejected: NoMessageValues;
  slotRejected: NoMessageValues;
}>({
  intro: { id: 'cart.booking.intro', defaultMessage: 'Choose a store, a day and a free time. Times are the store’s local time.' },
  kind: { id: 'cart.booking.kind', defaultMessage: 'What would you like to book?' },
  product: { id: 'cart.booking.product', defaultMessage: 'Model: {name}' },
  store: { id: 'cart.booking.store', defaultMessage: 'Store' },
  storesLoading: { id: 'cart.booking.storesLoading', defaultMessage: 'Loading the stores…' },
  storesFailed: { id: 'cart.booking.storesFailed', defaultMessage: 'The stores could not be loaded. Please try again later.' },
  noRideStores: { id: 'cart.booking.noRideStores', defaultMessage: 'No store of this region lends this model for test rides yet. You can still visit a showroom.' },
  noStores: { id: 'cart.booking.noStores', defaultMessage: 'No store of this region takes visits yet.' },
  day: { id: 'cart.booking.day', defaultMessage: 'Day' },
  dayPlaceholder: { id: 'cart.booking.dayPlaceholder', defaultMessage: 'Choose a day' },
  slot: { id: 'cart.booking.slot', defaultMessage: 'Time' },
  slotHint: { id: 'cart.booking.slotHint', defaultMessage: 'Local time of the store ({zone}).' },
  slotsLoading: { id: 'cart.booking.slotsLoading', defaultMessage: 'Loading the free times…' },
  slotsFailed: { id: 'cart.booking.slotsFailed', defaultMessage: 'The free times could not be loaded. Please try again later.' },
  noSlots: { id: 'cart.booking.noSlots', defaultMessage: 'No free time on this day. Please choose another day.' },
  chooseStoreAndDay: { id: 'cart.booking.chooseStoreAndDay', defaultMessage: 'Choose a store and a day to see the free times.' },
  licence: { id: 'cart.booking.licence', defaultMessage: 'I hold a motorcycle licence' },
  licenceHint: { id: 'cart.booking.licenceHint', defaultMessage: 'Optional. A licence is needed to ride on public roads.' },
  submit: { id: 'cart.booking.submit', defaultMessage: 'Book' },
  submitting: { id: 'cart.booking.submitting', defaultMessage: 'Booking…' },
  booked: { id: 'cart.booking.booked', defaultMessage: 'Booked. See you at the store!' },
  full: { id: 'cart.booking.full', defaultMessage: 'This time has just been taken. Please choose one of the next free times.' },
  fullNone: { id: 'cart.booking.fullNone', defaultMessage: 'This time has just been taken, and the store has no other free time in the next days.' },
  alternatives: { id: 'cart.booking.alternatives', defaultMessage: 'Next free times' },
  storeRejected: { id: 'cart.booking.storeRejected', defaultMessage: 'This store cannot take this booking. Please choose another store.' },
  slotRejected: { id: 'cart.booking.slotRejected', defaultMessage: 'This time can no longer be booked. Please choose another.' },
});

/** The kinds of booking, as choices and on the confirmation. */
export const bookingKindMessages = defineMessages({
  test_ride: { id: 'cart.booking.kindTestRide', defaultMessage: 'Test ride' },
  showroom_visit: { id: 'cart.booking.kindShowroomVisit', defaultMessage: 'Showroom visit' },
});

/** The confirmation page. */
export const bookingDetailsMessages = defineMessages<{
  cancelledTitle: NoMessageValues;
  booked: NoMessageValues;
  cancelled: NoMessageValues;
  what: NoMessageValues;
  when: NoMessageValues;
  where: NoMessageValues;
  model: NoMessageValues;
  name: NoMessageValues;
  calendar: NoMessageValues;
  cancel: NoMessageValues;
  cancelQuestion: NoMessageValues;
  cancelConfirm: NoMessageValues;
  cancelKeep: NoMessageValues;
  cancelling: NoMessageValues;
  cancelFailed: NoMessageValues;
  cancelledToast: NoMessageValues;
}>({
  cancelledTitle: { id: 'cart.booking.cancelledTitle', defaultMessage: 'Booking cancelled' },
  booked: { id: 'cart.booking.statusBooked', defaultMessage: 'Booked: the store expects you. Keep this page’s address to see or cancel the booking.' },
  cancelled: { id: 'cart.booking.statusCancelled', defaultMessage: 'This booking is cancelled: the place is free for others.' },
  what: { id: 'cart.booking.what', defaultMessage: 'What' },
  when: { id: 'cart.booking.when', defaultMessage: 'When' },
  where: { id: 'cart.booking.where', defaultMessage: 'Where' },
  model: { id: 'cart.booking.model', defaultMessage: 'Model' },
  name: { id: 'cart.booking.name', defaultMessage: 'Name' },
  calendar: { id: 'cart.booking.calendar', defaultMessage: 'Add to my calendar (.ics)' },
  cancel: { id: 'cart.booking.cancel', defaultMessage: 'Cancel this booking' },
  cancelQuestion: { id: 'cart.booking.cancelQuestion', defaultMessage: 'Cancel this booking? Its place goes to another shopper.' },
  cancelConfirm: { id: 'cart.booking.cancelConfirm', defaultMessage: 'Yes, cancel it' },
  cancelKeep: { id: 'cart.booking.cancelKeep', defaultMessage: 'No, keep it' },
  cancelling: { id: 'cart.booking.cancelling', defaultMessage: 'Cancelling…' },
  cancelFailed: { id: 'cart.booking.cancelFailed', defaultMessage: 'The booking could not be cancelled. Please try again.' },
  cancelledToast: { id: 'cart.booking.cancelledToast', defaultMessage: 'Your booking is cancelled.' },
});
