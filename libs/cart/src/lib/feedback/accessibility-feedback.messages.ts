import { defineMessages, type NoMessageValues } from 'react-intl';

/** The accessibility statement's feedback form (`AccessibilityFeedbackForm`). */
export const accessibilityFeedbackMessages = defineMessages<{
  message: NoMessageValues;
  messageHint: { max: number };
  /** Under the e-mail field: what it is for here. */
  emailHint: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  /** In place of the form, and as a toast, once the backend has the feedback. */
  sent: NoMessageValues;
}>({
  message: { id: 'cart.feedback.message', defaultMessage: 'What did not work for you?' },
  messageHint: {
    id: 'cart.feedback.messageHint',
    defaultMessage:
      'The page, what you were trying to do and, if you like, the device or assistive technology you use. Up to {max, number} characters.',
  },
  emailHint: { id: 'cart.feedback.emailHint', defaultMessage: 'Optional: if you would rather have our answer in writing.' },
  submit: { id: 'cart.feedback.submit', defaultMessage: 'Send feedback' },
  submitting: { id: 'cart.feedback.submitting', defaultMessage: 'Sending…' },
  sent: {
    id: 'cart.feedback.sent',
    defaultMessage: 'Thank you. Your feedback has reached our team, and we will answer you by phone or e-mail.',
  },
});

/** The form name the backend and the CRM know an accessibility feedback by (lowercase, hyphens: the backend's rule). */
export const ACCESSIBILITY_FEEDBACK_FORM = 'accessibility-feedback';
