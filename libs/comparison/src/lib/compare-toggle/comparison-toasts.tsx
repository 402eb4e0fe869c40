import { toast } from '@storefront/ui';
import type { MouseEvent } from 'react';
import type { IntlShape } from 'react-intl';
import { COMPARISON_LIMITS } from '../state/comparison.limits';
import type { ComparisonToggleOutcome } from '../state/comparison.model';
import { comparisonToastMessages as messages } from './comparison-toasts.messages';

interface ToggleAnnouncement {
  outcome: ComparisonToggleOutcome;
  intl: IntlShape;
  product: { id: number; name: string };
  /** The region's comparison page (`/ae_en/comparison/`). */
  comparisonHref: string;
  /** Follows a storefront path in the app (the router's `navigate`). */
  navigate: (href: string) => void;
}

/**
 * Tells the shopper what a press of the toggle did: added (with a link to the comparison),
 * removed, or refused by a limit (SPEC §5: the warnings of `comparison.limits.*`).
 */
export function announceToggle({ outcome, intl, product, comparisonHref, navigate }: ToggleAnnouncement): void {
  if (outcome === 'tooManyCategories') {
    toast.warning(intl.formatMessage(messages.categoriesLimit, { limit: COMPARISON_LIMITS.categories }));
  } else if (outcome === 'tooManyProducts') {
    toast.warning(intl.formatMessage(messages.productsLimit, { limit: COMPARISON_LIMITS.productsPerCategory }));
  } else if (outcome === 'removed') {
    toast.info(intl.formatMessage(messages.removed, { product: product.name }));
  } else {
    const id = `comparison-added-${product.id}`;
    // A real link (new tab, copy address); a plain click navigates in the app and closes the toast.
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      toast.dismiss(id);
      navigate(comparisonHref);
    };
    toast.success(intl.formatMessage(messages.added, { product: product.name }), {
      id,
      description: (
        <a href={comparisonHref} onClick={follow}>
          {intl.formatMessage(messages.compare)}
        </a>
      ),
    });
  }
}
