import { defineMessages, type NoMessageValues } from 'react-intl';

/** The call-back form in its dialog. */
export const callbackFormMessages = defineMessages<{
  intro: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  /** In the form and as a toast once the backend has the request. */
  sent: NoMessageValues;
  commentHint: { max: number };
}>({
  intro: { id: 'cart.callback.intro', defaultMessage: 'Leave your number and we will call you back during opening hours.' },
  submit: { id: 'cart.callback.submit', defaultMessage: 'Call me back' },
  submitting: { id: 'cart.callback.submitting', defaultMessage: 'Sending…' },
  sent: { id: 'cart.callback.sent', defaultMessage: 'Thank you! We have your request and will call you back soon.' },
  commentHint: { id: 'cart.callback.commentHint', defaultMessage: 'Optional, up to {max, number} characters: what would you like to talk about?' },
});
