import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * What the toggle says after a press (SPEC §5 limits, §8 "Comparison limits"), loaded with the
 * comparison's runtime, not with the page.
 */
export const comparisonToastMessages = defineMessages<{
  /** Success toast after adding. */
  added: { product: string };
  /** Toast after removing with the toggle. */
  removed: { product: string };
  /** The link in the success toast to the comparison page. */
  compare: NoMessageValues;
  /** A 7th category refused (SPEC §5), `limit` is 6. */
  categoriesLimit: { limit: number };
  /** A 4th product of a category refused (SPEC §5), `limit` is 3. */
  productsLimit: { limit: number };
}>({
  added: { id: 'comparison.toast.added', defaultMessage: '{product} is in your comparison' },
  removed: { id: 'comparison.toast.removed', defaultMessage: '{product} is no longer in your comparison' },
  compare: { id: 'comparison.toast.compare', defaultMessage: 'Compare' },
  categoriesLimit: {
    id: 'comparison.limits.categories',
    defaultMessage:
      'You can compare products of up to {limit} categories at a time. Remove a category from the comparison first, then add this product.',
  },
  productsLimit: {
    id: 'comparison.limits.products',
    defaultMessage:
      'You can compare up to {limit} products of one category. Remove one of them from the comparison first, then add this one.',
  },
});
