import type { ProductSummary } from '@storefront/api-client';
import { findRegion, useCurrentRegionLocale, useRegionPath } from '@storefront/regions';
import { Button, CheckIcon, CompareIcon, toast, type ButtonSize, type ButtonVariant } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { COMPARISON_LIMITS, type ComparableProduct } from '../state/comparison.model';
import { selectIsCompared } from '../state/comparison.selectors';
import { toggleComparison } from '../state/comparison.thunks';
import { useComparisonDispatch, useComparisonSelector } from '../state/store-hooks';
import { compareToggleMessages as messages } from './compare-toggle.messages';

export interface CompareToggleProps {
  /** The product (a product summary, or anything with its id, slug, name, image and leaf category). */
  product: ProductSummary | ComparableProduct;
  /** The page's region code (`ae`): whose saved comparison it changes. */
  region: string;
  /** Default `outlined`. */
  variant?: ButtonVariant;
  /** Default `md` (at least 44 px tall). */
  size?: ButtonSize;
  /** Stretches to the width of its container (a card's footer). */
  fullWidth?: boolean;
  className?: string;
}

/**
 * "Add to comparison" (SPEC §4, §5): a toggle button (`aria-pressed`) that adds the product to its
 * category's comparison or removes it. Adding says so in a toast with a link to the region's
 * comparison page; a refused product (6 categories, or 3 products of its category) gets the limit's
 * warning. The page injects `comparisonSlice` and keeps it restored with `useComparisonSync(region)`.
 */
export function CompareToggle({ product, region, variant = 'outlined', size = 'md', fullWidth, className }: CompareToggleProps) {
  const intl = useIntl();
  const dispatch = useComparisonDispatch();
  const router = useRouter();
  const pathTo = useRegionPath();
  const { current } = useCurrentRegionLocale();
  const compared = useComparisonSelector((state) => selectIsCompared(state, product.id));
  const locale = current?.locale ?? findRegion(region)?.defaultLocaleCode ?? 'en';

  const onClick = () => {
    const { outcome } = dispatch(toggleComparison({ product, region, locale }));
    const name = product.name;
    if (outcome === 'tooManyCategories') {
      toast.warning(intl.formatMessage(messages.categoriesLimit, { limit: COMPARISON_LIMITS.categories }));
    } else if (outcome === 'tooManyProducts') {
      toast.warning(intl.formatMessage(messages.productsLimit, { limit: COMPARISON_LIMITS.productsPerCategory }));
    } else if (outcome === 'removed') {
      toast.info(intl.formatMessage(messages.removed, { product: name }));
    } else {
      const href = pathTo('comparison');
      const id = `comparison-added-${product.id}`;
      // A real link (new tab, copy address); a plain click navigates in the app and closes the toast.
      const follow = (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        toast.dismiss(id);
        void router.navigate({ href });
      };
      toast.success(intl.formatMessage(messages.added, { product: name }), {
        id,
        description: (
          <a href={href} onClick={follow}>
            {intl.formatMessage(messages.compare)}
          </a>
        ),
      });
    }
  };

  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      aria-pressed={compared}
      startIcon={compared ? <CheckIcon size={20} /> : <CompareIcon size={20} />}
      onClick={onClick}
    >
      {intl.formatMessage(compared ? messages.inComparison : messages.add)}
    </Button>
  );
}
