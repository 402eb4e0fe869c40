import { defineMessages, type NoMessageValues } from 'react-intl';

/** The product's "add to comparison" toggle: what its first render shows. */
export const compareToggleMessages = defineMessages<{
  /** The toggle, not pressed. */
  add: NoMessageValues;
  /** The toggle, pressed: the product is compared. */
  inComparison: NoMessageValues;
}>({
  add: { id: 'comparison.toggle.add', defaultMessage: 'Add to comparison' },
  inComparison: { id: 'comparison.toggle.inComparison', defaultMessage: 'In comparison' },
});
