import { defineMessages } from 'react-intl';

/**
 * The buy box's link into the booking page (issue 34). One module per link: each is bundled into the one
 * chunk that uses it, never into a chunk of its own that the page would load first.
 */
export const testRideLinkMessages = defineMessages({
  link: { id: 'cart.booking.linkTestRide', defaultMessage: 'Book a test ride' },
});
