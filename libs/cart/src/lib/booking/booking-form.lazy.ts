import { lazy } from 'react';

/**
 * The booking form as the booking page shows it, rendered in the browser only: its phone field's
 * country picker (a Radix select) writes inline styles the page's CSP refuses in server HTML, and its
 * days count from the browser's clock. Its code (the form, the phone field, zod, the HTTP transport)
 * loads with it, not with the page (docs/adr/0281-booking-pages-in-the-cart.md). Render it inside a
 * `<Suspense>`.
 */
export const BookingForm = lazy(() => import('./booking-form').then((module) => ({ default: module.BookingForm })));
