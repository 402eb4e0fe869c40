import styled from '@emotion/styled';
import type { CategoryFilters } from '@storefront/api-client';
import { breakpoints } from '@storefront/ui';
import { Suspense, lazy, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { activeFilterCount, type ProductFilters } from '../filters/product-filters';
import type { ProductListArgs } from '../state/catalog.api';
import { FilterForm } from './filter-form';
import { productListMessages as messages } from './product-list.messages';

// Radix Dialog and the drafting list come with the first opening (or the pointer or focus arriving).
const loadDrawer = () => import('./filter-drawer');
const FilterDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.FilterDrawer })));
const prefetchDrawer = () => void loadDrawer().catch(() => undefined);

/** Where the filters leave the disclosure for their place beside the list (the page's grid). */
const FILTERS_BESIDE_LIST = `(min-width: ${breakpoints.xl}px)`;

export interface FilterPanelProps {
  /** The filters of the URL. */
  filters: ProductFilters;
  /** What the list can be filtered on, with option counts. */
  available: CategoryFilters;
  /** The page's list query: the drawer's draft asks for the same list with its filters. */
  listArgs: ProductListArgs;
  /** Unfolded from the start (a desktop, where the filters stand beside the list). */
  defaultOpen?: boolean;
  /** The form's `id`. */
  id?: string;
}

/**
 * A list's filters as the page shows them: a disclosure ("Filters (2)") around the GET form. Beside
 * the list (from xl) it is always open; below xl, once the page runs, its summary opens the filter
 * drawer instead (`FilterDrawer`: drafting with "Show N products"); without JavaScript it unfolds the
 * form in place.
 */
export function FilterPanel({ filters, available, listArgs, defaultOpen, id }: FilterPanelProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const openDrawer = (event: MouseEvent<HTMLElement>) => {
    if (window.matchMedia(FILTERS_BESIDE_LIST).matches) return;
    event.preventDefault();
    setDrawerWanted(true);
    setDrawerOpen(true);
  };
  return (
    <Panel>
      <details open={defaultOpen || undefined}>
        <summary onClick={openDrawer} onPointerEnter={prefetchDrawer} onFocus={prefetchDrawer}>
          <FormattedMessage {...messages.filtersActive} values={{ count: activeFilterCount(filters) }} />
        </summary>
        <FilterForm id={id} filters={filters} available={available} />
      </details>
      {/* Mounted from the first opening on: closing animates, reopening is at once. */}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} filters={filters} available={available} listArgs={listArgs} />
        </Suspense>
      ) : null}
    </Panel>
  );
}

const Panel = styled.aside`
  details > summary {
    display: flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
  details[open] > summary {
    margin-block-end: ${({ theme }) => theme.space[4]};
  }
  details > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.up('xl')} {
    details > summary {
      min-block-size: 0;
      padding-inline: 0;
      border: 0;
      font-size: ${({ theme }) => theme.fontSizes.lg};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;
