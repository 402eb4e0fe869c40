import { defineMessages, type NoMessageValues } from 'react-intl';

/** Paying in instalments where the region offers it (`/init/shop` `instalments`). */
export const instalmentsMessages = defineMessages<{
  /** Under a price: `count` equal payments of `amount` (a formatted price). */
  equal: { count: number; amount: string };
  /** Under a price whose payments differ by rounding: the smallest (the later ones). */
  from: { count: number; amount: string };
  howItWorks: NoMessageValues;
  dialogTitle: { count: number };
  /** `provider`: the instalment provider's name (Tabby). */
  dialogText: { count: number; provider: string };
  today: NoMessageValues;
  /** A later payment, `months` after the first. */
  later: { months: number };
  close: NoMessageValues;
  couldNotOpen: NoMessageValues;
}>({
  equal: { id: 'cart.instalments.equal', defaultMessage: 'or {count} interest-free payments of {amount}' },
  from: { id: 'cart.instalments.from', defaultMessage: 'or {count} interest-free payments from {amount}' },
  howItWorks: { id: 'cart.instalments.howItWorks', defaultMessage: 'How it works' },
  dialogTitle: { id: 'cart.instalments.dialogTitle', defaultMessage: 'Pay in {count}, interest-free' },
  dialogText: {
    id: 'cart.instalments.dialogText',
    defaultMessage:
      'Split the total into {count} payments: the first when you pay, the others monthly. No interest and no fees. {provider} checks whether you can pay in instalments when you pay.',
  },
  today: { id: 'cart.instalments.today', defaultMessage: 'Today' },
  later: { id: 'cart.instalments.later', defaultMessage: '{months, plural, one {In # month} other {In # months}}' },
  close: { id: 'cart.instalments.close', defaultMessage: 'Close' },
  couldNotOpen: { id: 'cart.instalments.couldNotOpen', defaultMessage: 'The details could not be opened. Try again.' },
});
