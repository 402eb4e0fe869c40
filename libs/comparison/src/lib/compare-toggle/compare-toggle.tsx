import type { ProductSummary } from '@storefront/api-client';
import { findRegion, useCurrentRegionLocale, useRegionPath } from '@storefront/regions';
import { Button, CheckIcon, CompareIcon, type ButtonSize, type ButtonVariant } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { loadComparisonRuntime } from '../state/comparison.lazy';
import type { ComparableProduct } from '../state/comparison.model';
import { selectIsCompared } from '../state/comparison.selectors';
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
 * warning. The page calls `useComparisonSync(region, rootReducer)` once (it injects the slice and
 * restores the saved comparison); the toggle's own code beyond its first render loads on first use.
 */
export function CompareToggle({ product, region, variant = 'outlined', size = 'md', fullWidth, className }: CompareToggleProps) {
  const intl = useIntl();
  const dispatch = useComparisonDispatch();
  const router = useRouter();
  const pathTo = useRegionPath();
  const { current } = useCurrentRegionLocale();
  const compared = useComparisonSelector((state) => selectIsCompared(state, product.id));
  const locale = current?.locale ?? findRegion(region)?.defaultLocaleCode ?? 'en';

  // The comparison's code loads on first use (prefetched when the pointer or focus reaches the button).
  const preload = () => {
    loadComparisonRuntime().catch(() => undefined);
  };

  const onClick = async () => {
    let runtime: Awaited<ReturnType<typeof loadComparisonRuntime>>;
    try {
      runtime = await loadComparisonRuntime();
    } catch (error) {
      console.error('The comparison could not be loaded', error);
      return;
    }
    const { outcome } = dispatch(runtime.toggleComparison({ product, region, locale }));
    runtime.announceToggle({
      outcome,
      intl,
      product: { id: product.id, name: product.name },
      comparisonHref: pathTo('comparison'),
      navigate: (href) => void router.navigate({ href }),
    });
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
      onClick={() => void onClick()}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {intl.formatMessage(compared ? messages.inComparison : messages.add)}
    </Button>
  );
}
