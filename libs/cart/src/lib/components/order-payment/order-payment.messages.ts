import { defineMessages, type NoMessageValues } from 'react-intl';

/** The payment panel of the order page, for an order paid online (issue 32). */
export const orderPaymentMessages = defineMessages<{
  title: NoMessageValues;
  paid: NoMessageValues;
  awaiting: NoMessageValues;
  /** While the provider's page is still open: where to go back to it, and until when. */
  continue: NoMessageValues;
  openUntil: { time: string };
  slow: NoMessageValues;
  checkAgain: NoMessageValues;
  notStarted: NoMessageValues;
  failed: NoMessageValues;
  cancelled: NoMessageValues;
  expired: NoMessageValues;
  tryAgain: NoMessageValues;
  opening: NoMessageValues;
  unavailable: NoMessageValues;
  retryFailed: NoMessageValues;
}>({
  title: { id: 'cart.payment.title', defaultMessage: 'Payment' },
  paid: { id: 'cart.payment.paid', defaultMessage: 'Payment received. Thank you!' },
  awaiting: {
    id: 'cart.payment.awaiting',
    defaultMessage: 'We are waiting for the payment provider to confirm your payment. This page updates by itself.',
  },
  continue: { id: 'cart.payment.continue', defaultMessage: 'Go to the payment page' },
  openUntil: { id: 'cart.payment.openUntil', defaultMessage: 'If you have not paid yet, the payment page stays open until {time}.' },
  slow: {
    id: 'cart.payment.slow',
    defaultMessage: 'The confirmation is taking longer than usual. Your order is kept and will show as paid once it arrives.',
  },
  checkAgain: { id: 'cart.payment.checkAgain', defaultMessage: 'Check again' },
  notStarted: {
    id: 'cart.payment.notStarted',
    defaultMessage: 'The payment could not be started: the payment provider did not answer. Your order is kept.',
  },
  failed: { id: 'cart.payment.failed', defaultMessage: 'The payment was declined. Your order is kept: you can try again.' },
  cancelled: { id: 'cart.payment.cancelled', defaultMessage: 'The payment was cancelled. Your order is kept: you can pay it now.' },
  expired: { id: 'cart.payment.expired', defaultMessage: 'The time to pay ran out. Your order is kept: you can pay it now.' },
  tryAgain: { id: 'cart.payment.tryAgain', defaultMessage: 'Pay now' },
  opening: { id: 'cart.payment.opening', defaultMessage: 'Opening the payment page…' },
  unavailable: {
    id: 'cart.payment.unavailable',
    defaultMessage: 'The payment provider cannot be reached right now. Try again in a moment.',
  },
  retryFailed: { id: 'cart.payment.retryFailed', defaultMessage: 'The payment page could not be opened. Try again.' },
});
