import { defineMessages } from 'react-intl';

/** A store card's link into the booking page on the about-us page (issue 34); a module of its own as `testRideLinkMessages`. */
export const showroomVisitLinkMessages = defineMessages({
  link: { id: 'cart.booking.linkShowroomVisit', defaultMessage: 'Book a showroom visit' },
});
