import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Sharing a comparison (docs/adr/0282-comparison-share-link.md): apart from the view's messages so that
 * they load with the comparison's lazy chunk, not with the page's heading.
 */
export const comparisonShareMessages = defineMessages<{
  /** The button that makes a link to this comparison (docs/adr/0282-comparison-share-link.md). */
  share: NoMessageValues;
  /** The read-only field that shows the link (the fallback where the clipboard is refused). */
  shareLinkLabel: NoMessageValues;
  /** Announced politely once the link is in the clipboard. */
  shareCopied: NoMessageValues;
  /** The clipboard was refused: the link stays in the field for the shopper to copy. */
  shareCopyFailed: NoMessageValues;
  /** Above a comparison opened from a link: whose it is, and that the shopper's own is kept. */
  sharedNotice: NoMessageValues;
  /** Some products of the link are not shown (unknown, not sold here, over the limits). */
  sharedDropped: { count: number; categories: number; limit: number };
  /** None of the link's products can be shown. */
  sharedEmpty: NoMessageValues;
  /** The link's products could not be loaded. */
  sharedFailed: NoMessageValues;
  /** Adds the shared products to the shopper's own comparison. */
  sharedSave: NoMessageValues;
  /** After saving: how many joined the shopper's comparison, how many did not fit. */
  sharedSaved: { added: number; refused: number };
  /** Leaves the shared comparison for the shopper's own. */
  sharedBack: NoMessageValues;
}>({
  share: { id: 'comparison.view.share', defaultMessage: 'Share this comparison' },
  shareLinkLabel: { id: 'comparison.view.shareLinkLabel', defaultMessage: 'Link to this comparison' },
  shareCopied: { id: 'comparison.view.shareCopied', defaultMessage: 'Link copied' },
  shareCopyFailed: { id: 'comparison.view.shareCopyFailed', defaultMessage: 'Copy the link from the field below.' },
  sharedNotice: {
    id: 'comparison.view.sharedNotice',
    defaultMessage: 'This is a comparison shared with you by a link. Your own comparison is kept as it is.',
  },
  sharedDropped: {
    id: 'comparison.view.sharedDropped',
    defaultMessage:
      '{count, plural, one {# product of the link is not shown} other {# products of the link are not shown}}: unknown, no longer sold here, or beyond {categories} categories of {limit} products.',
  },
  sharedEmpty: { id: 'comparison.view.sharedEmpty', defaultMessage: 'None of the products of this link is sold here.' },
  sharedFailed: { id: 'comparison.view.sharedFailed', defaultMessage: 'The shared comparison could not be loaded.' },
  sharedSave: { id: 'comparison.view.sharedSave', defaultMessage: 'Save to my comparison' },
  sharedSaved: {
    id: 'comparison.view.sharedSaved',
    defaultMessage:
      '{added, plural, =0 {No product was added} one {# product added} other {# products added}} to your comparison{refused, plural, =0 {.} one {; # did not fit within the limits.} other {; # did not fit within the limits.}}',
  },
  sharedBack: { id: 'comparison.view.sharedBack', defaultMessage: 'My comparison' },
});
