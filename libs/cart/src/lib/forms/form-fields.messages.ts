import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { NotSentStatus } from './submission';
import { captchaMessages } from './captcha-field.messages';
import { COMMENT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_LENGTH, type FieldProblem } from './field-rules';

/**
 * Labels and checks of the fields the checkout and the call-back forms share. SPEC §5 leaves the
 * validation messages unwritten; these say what to change
 * (docs/adr/0073-one-idempotency-key-per-form-attempt.md).
 */
export const formFieldMessages = defineMessages<{
  name: NoMessageValues;
  phone: NoMessageValues;
  /** Accessible name of the phone field's country button. */
  phoneCountry: NoMessageValues;
  email: NoMessageValues;
  comment: NoMessageValues;
  /** Hint under an optional field. */
  optional: NoMessageValues;
  /** Hint under the comment: how much may be written. */
  nameRequired: NoMessageValues;
  nameTooShort: { min: number };
  nameTooLong: { max: number };
  nameNoLetter: NoMessageValues;
  nameMarkup: NoMessageValues;
  nameRejected: NoMessageValues;
  phoneRequired: NoMessageValues;
  phoneIncomplete: NoMessageValues;
  /** The backend refused the number: typically not a number of the shop's country. */
  phoneRejected: { country: string };
  emailInvalid: NoMessageValues;
  emailTooLong: { max: number };
  emailRejected: NoMessageValues;
  textTooLong: { max: number };
  textRequired: NoMessageValues;
  textRejected: NoMessageValues;
  choiceRequired: NoMessageValues;
  /** Above the form after a submit with mistakes (the fields say which). */
  checkFields: NoMessageValues;
  /** No answer, a timeout or a server error: nothing was saved, the same request can be sent again. */
  couldNotSend: NoMessageValues;
  /** Another refusal the shopper cannot fix in the form. */
  refused: NoMessageValues;
  /** A 429: too many requests from the shopper's address; the same request may go again after a wait. */
  throttled: NoMessageValues;
  /** A 403: the backend refused the page the form was sent from (or its form token). */
  forbidden: NoMessageValues;
}>({
  name: { id: 'cart.form.name', defaultMessage: 'Your name' },
  phone: { id: 'cart.form.phone', defaultMessage: 'Phone number' },
  phoneCountry: { id: 'cart.form.phoneCountry', defaultMessage: 'Country code' },
  email: { id: 'cart.form.email', defaultMessage: 'E-mail' },
  comment: { id: 'cart.form.comment', defaultMessage: 'Comment' },
  optional: { id: 'cart.form.optional', defaultMessage: 'Optional' },
  nameRequired: { id: 'cart.form.nameRequired', defaultMessage: 'Enter your name.' },
  nameTooShort: { id: 'cart.form.nameTooShort', defaultMessage: 'Enter at least {min, number} characters.' },
  nameTooLong: { id: 'cart.form.nameTooLong', defaultMessage: 'Enter at most {max, number} characters.' },
  nameNoLetter: { id: 'cart.form.nameNoLetter', defaultMessage: 'A name needs at least one letter.' },
  nameMarkup: { id: 'cart.form.nameMarkup', defaultMessage: 'A name cannot contain < or > or a link.' },
  nameRejected: { id: 'cart.form.nameRejected', defaultMessage: 'This name was not accepted: check it and try again.' },
  phoneRequired: { id: 'cart.form.phoneRequired', defaultMessage: 'Enter your phone number.' },
  phoneIncomplete: { id: 'cart.form.phoneIncomplete', defaultMessage: 'The number is incomplete: enter every digit.' },
  phoneRejected: {
    id: 'cart.form.phoneRejected',
    defaultMessage: 'This number was not accepted: enter a valid phone number of {country}.',
  },
  emailInvalid: { id: 'cart.form.emailInvalid', defaultMessage: 'Enter an e-mail address like name@example.com, or leave it empty.' },
  emailTooLong: { id: 'cart.form.emailTooLong', defaultMessage: 'Enter at most {max, number} characters.' },
  emailRejected: { id: 'cart.form.emailRejected', defaultMessage: 'This e-mail address was not accepted: check it or leave it empty.' },
  textTooLong: { id: 'cart.form.textTooLong', defaultMessage: 'Enter at most {max, number} characters.' },
  textRequired: { id: 'cart.form.textRequired', defaultMessage: 'Fill in this field.' },
  textRejected: { id: 'cart.form.textRejected', defaultMessage: 'This text was not accepted: check it and try again.' },
  choiceRequired: { id: 'cart.form.choiceRequired', defaultMessage: 'Choose one.' },
  checkFields: { id: 'cart.form.checkFields', defaultMessage: 'Check the highlighted fields.' },
  couldNotSend: {
    id: 'cart.form.couldNotSend',
    defaultMessage: 'We could not send this: the connection or our server failed. Nothing was lost, try again.',
  },
  refused: { id: 'cart.form.refused', defaultMessage: 'We could not accept this request. Reload the page and try again.' },
  throttled: {
    id: 'cart.form.throttled',
    defaultMessage: 'Too many requests were sent from your connection. Wait a minute, then send the form again: nothing was lost.',
  },
  forbidden: {
    id: 'cart.form.forbidden',
    defaultMessage: 'This form could not be accepted from this page. Reload the page and send it again, or call us.',
  },
});

/** The alert (and toast) of a form that was not sent, by how it ended. */
export function notSentMessage(status: NotSentStatus) {
  return formFieldMessages[status === 'failed' ? 'couldNotSend' : status];
}

/** The kinds of field the shared messages know. */
export type FieldKind = 'name' | 'phone' | 'email' | 'text' | 'choice' | 'captcha';

/** Values the messages may need: the field's length limit, the shop's country (translated). */
export interface ProblemValues {
  max?: number;
  country?: string;
}

/** The translated text of a field's problem. */
export function problemText(intl: IntlShape, kind: FieldKind, problem: FieldProblem, { max, country = '' }: ProblemValues = {}): string {
  const m = formFieldMessages;
  switch (kind) {
    case 'name':
      if (problem === 'tooShort') return intl.formatMessage(m.nameTooShort, { min: NAME_LENGTH.min });
      if (problem === 'tooLong') return intl.formatMessage(m.nameTooLong, { max: max ?? NAME_LENGTH.max });
      if (problem === 'noLetter') return intl.formatMessage(m.nameNoLetter);
      if (problem === 'markup') return intl.formatMessage(m.nameMarkup);
      if (problem === 'rejected') return intl.formatMessage(m.nameRejected);
      return intl.formatMessage(m.nameRequired);
    case 'phone':
      if (problem === 'incomplete' || problem === 'invalid') return intl.formatMessage(m.phoneIncomplete);
      if (problem === 'rejected') return intl.formatMessage(m.phoneRejected, { country });
      return intl.formatMessage(m.phoneRequired);
    case 'email':
      if (problem === 'tooLong') return intl.formatMessage(m.emailTooLong, { max: max ?? EMAIL_MAX_LENGTH });
      if (problem === 'rejected') return intl.formatMessage(m.emailRejected);
      return intl.formatMessage(m.emailInvalid);
    case 'text':
      if (problem === 'tooLong') return intl.formatMessage(m.textTooLong, { max: max ?? COMMENT_MAX_LENGTH });
      if (problem === 'required') return intl.formatMessage(m.textRequired);
      return intl.formatMessage(m.textRejected);
    case 'choice':
      return intl.formatMessage(m.choiceRequired);
    case 'captcha':
      return intl.formatMessage(problem === 'rejected' ? captchaMessages.rejected : captchaMessages.required);
  }
}
