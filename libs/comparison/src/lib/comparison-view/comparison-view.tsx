import { css } from '@emotion/react';
import type { ComparisonProduct } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { RegionLink } from '@storefront/regions';
import { CompareIcon, EmptyState, Skeleton, VisuallyHidden, emptyStateActionStyles, space } from '@storefront/ui';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { COMPARISON_LIMITS } from '../state/comparison.model';
import { selectComparisonCategories, selectComparisonRegion } from '../state/comparison.selectors';
import {
  chooseComparisonCategory,
  removeFromComparison,
  toggleComparison,
  toggleComparisonCharacteristic,
} from '../state/comparison.thunks';
import { useComparisonDispatch, useComparisonSelector } from '../state/store-hooks';
import { SHARE_PARAM, parseSharedProducts } from '../share/share-link';
import { ShareComparison, SharedComparisonView } from './comparison-share';
import { ComparisonTabs } from './comparison-table';
import { comparisonViewMessages as messages } from './comparison-view.messages';
import { useComparedProducts } from './use-compared-products';

export interface ComparisonViewProps {
  /** The region's code (`ae`): whose saved comparison it shows. */
  region: string;
  locale: LocaleCode;
  /** ISO country of the region (`AE`): numbers and prices format with Latin digits in Arabic. */
  country: string;
  imageUrl: (path: string) => string;
  /** The app's controls for a compared product (the cart's "add to cart"): features meet in the app. */
  renderActions?: (product: ComparisonProduct) => ReactNode;
}

/**
 * The comparison page's body (SPEC §2, §4): a tab per compared category with its count, and the active
 * category's table; a designed empty state when nothing is compared; a placeholder while the saved
 * comparison is read (the server renders that: the comparison lives in the browser's storage). The page
 * injects and restores the comparison (`useComparisonSync`). With `?products=` in the address it shows
 * that shared comparison instead, read only, the shopper's own untouched (docs/adr/0282-comparison-share-link.md).
 */
export function ComparisonView({ region, locale, country, imageUrl, renderActions }: ComparisonViewProps) {
  const dispatch = useComparisonDispatch();
  const restored = useComparisonSelector(selectComparisonRegion) === region;
  const categories = useComparisonSelector(selectComparisonCategories);
  const active = categories.find((category) => category.isActive) ?? categories[0];
  const products = useComparedProducts(region, locale, active?.products ?? []);
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const shared = useMemo(() => {
    const value = new URLSearchParams(searchStr).get(SHARE_PARAM);
    return value === null ? undefined : parseSharedProducts(value);
  }, [searchStr]);
  // What "save to my comparison" did, said once the page shows the shopper's own comparison.
  const [saved, setSaved] = useState('');

  if (!restored) return <ComparisonRestoring />;
  if (shared) {
    return (
      <div css={rootStyles}>
        <SharedComparisonView
          region={region}
          locale={locale}
          country={country}
          imageUrl={imageUrl}
          renderActions={renderActions}
          shared={shared}
          onSaved={setSaved}
        />
      </div>
    );
  }
  const savedStatus = (
    <p role="status" css={savedStyles}>
      {saved}
    </p>
  );
  if (!active) {
    return (
      <>
        {savedStatus}
        <ComparisonEmpty />
      </>
    );
  }

  return (
    <div css={rootStyles}>
      {savedStatus}
      <ShareComparison categories={categories} />
      <ComparisonTabs
        categories={categories}
        active={active}
        onChoose={(categoryId) => dispatch(chooseComparisonCategory(region, categoryId))}
        products={products}
        region={region}
        locale={locale}
        country={country}
        imageUrl={imageUrl}
        renderActions={renderActions}
        onRemove={(productId) => dispatch(removeFromComparison(region, productId))}
        onAdd={(product) => void dispatch(toggleComparison({ product, region, locale }))}
        onToggleCharacteristic={(group, title) =>
          dispatch(toggleComparisonCharacteristic(region, { categoryId: active.id, group, title }))
        }
      />
    </div>
  );
}

/** What the server renders, and the browser until it has read the saved comparison. */
function ComparisonRestoring() {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" css={restoringStyles}>
      <VisuallyHidden>{intl.formatMessage(messages.restoring)}</VisuallyHidden>
      <div aria-hidden="true" css={restoringTabsStyles}>
        <Skeleton shape="text" width="8rem" />
        <Skeleton shape="text" width="8rem" />
      </div>
      <div aria-hidden="true" css={restoringSlotsStyles}>
        {Array.from({ length: COMPARISON_LIMITS.slots }, (_, index) => (
          <Skeleton key={index} shape="rect" height="16rem" />
        ))}
      </div>
    </div>
  );
}

/** Nothing compared: what comparison is for and the way to the catalogue. */
function ComparisonEmpty() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<CompareIcon />}
      title={intl.formatMessage(messages.emptyTitle)}
      action={
        <RegionLink to="catalog" css={emptyStateActionStyles}>
          {intl.formatMessage(messages.emptyAction)}
        </RegionLink>
      }
    >
      {intl.formatMessage(messages.emptyText, {
        limit: COMPARISON_LIMITS.productsPerCategory,
        categories: COMPARISON_LIMITS.categories,
      })}
    </EmptyState>
  );
}

const rootStyles = css({
  position: 'relative',
  // Print: the table and the product names, nothing to press.
  '@media print': { '& [data-print="hide"], & [role="tablist"]': { display: 'none' } },
});

const savedStyles = css({ margin: 0 });

const restoringStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4] });
const restoringTabsStyles = css({ display: 'flex', gap: space[3] });
const restoringSlotsStyles = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space[4] });
