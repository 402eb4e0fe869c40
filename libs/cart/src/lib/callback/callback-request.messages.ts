import { defineMessages, type NoMessageValues } from 'react-intl';

/** The call-back request's button and dialog (SPEC §7 `POST /deal/add/`). */
export const callbackRequestMessages = defineMessages<{
  /** The button, and the dialog's title, of the default form (`callback`). */
  request: NoMessageValues;
  /** The same for a test drive (`form: 'test-drive'`). */
  testDrive: NoMessageValues;
  /** The dialog's description when the request is about a product. */
  about: { product: string };
  close: NoMessageValues;
  /** Toast when the form's code could not be loaded (offline, a new deployment). */
  couldNotOpen: NoMessageValues;
}>({
  request: { id: 'cart.callback.request', defaultMessage: 'Request a call back' },
  testDrive: { id: 'cart.callback.testDrive', defaultMessage: 'Book a test drive' },
  about: { id: 'cart.callback.about', defaultMessage: 'About: {product}' },
  close: { id: 'cart.callback.close', defaultMessage: 'Close' },
  couldNotOpen: {
    id: 'cart.callback.couldNotOpen',
    defaultMessage: 'The form could not be opened. Check your connection and try again.',
  },
});

/** The form name the backend and the CRM know a request by: lowercase (`callback`, `test-drive`). */
export const DEFAULT_CALLBACK_FORM = 'callback';

/** The button's label and the dialog's title of a form. */
export const callbackDialogTitle = (form: string = DEFAULT_CALLBACK_FORM) =>
  form === 'test-drive' ? callbackRequestMessages.testDrive : callbackRequestMessages.request;
