import { defineMessages } from 'react-intl';

/** What the app's booking route says (issue 34): its pages' titles and description (every page's first load carries them). */
export const bookingPageMessages = defineMessages({
  title: { id: 'cart.booking.title', defaultMessage: 'Book a test ride or a showroom visit' },
  description: { id: 'cart.booking.description', defaultMessage: 'Book a test ride or a showroom visit at a store near you: choose the store, the day and a free time.' },
  detailsTitle: { id: 'cart.booking.detailsTitle', defaultMessage: 'Your booking' },
});
