import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The captcha of the forms where the region asks for one (`features.hasCaptcha`): the widget's own
 * texts (ALTCHA's `strings`, given in the page's language) and the field's problems.
 */
export const captchaMessages = defineMessages<{
  /** The checkbox's label. */
  label: NoMessageValues;
  /** While the browser does the work (a fraction of a second). */
  verifying: NoMessageValues;
  verified: NoMessageValues;
  /** The widget's alert when the check failed (no challenge, no answer). */
  error: NoMessageValues;
  /** The widget's alert when the challenge ran out before the form was sent. */
  expired: NoMessageValues;
  /** The browser's message for the checkbox while the check runs (native validation). */
  waitAlert: NoMessageValues;
  /** The field's problem: the form was sent before the check was done. */
  required: NoMessageValues;
  /** The backend refused the solution (it ran out or was already used): a new check runs at once. */
  rejected: NoMessageValues;
  /** The widget's code could not be loaded (offline, a new deployment). */
  unavailable: NoMessageValues;
}>({
  label: { id: 'cart.captcha.label', defaultMessage: 'I’m not a robot' },
  verifying: { id: 'cart.captcha.verifying', defaultMessage: 'Checking…' },
  verified: { id: 'cart.captcha.verified', defaultMessage: 'Verified' },
  error: { id: 'cart.captcha.error', defaultMessage: 'The check failed. Tick the box to try again.' },
  expired: { id: 'cart.captcha.expired', defaultMessage: 'The check has run out. Tick the box again.' },
  waitAlert: { id: 'cart.captcha.waitAlert', defaultMessage: 'Checking… please wait.' },
  required: { id: 'cart.captcha.required', defaultMessage: 'Tick “I’m not a robot” to send the form.' },
  rejected: {
    id: 'cart.captcha.rejected',
    defaultMessage: 'The check was not accepted and a new one is being done. Send the form again once it says “Verified”.',
  },
  unavailable: { id: 'cart.captcha.unavailable', defaultMessage: 'The robot check could not be loaded. Reload the page to send the form.' },
});
