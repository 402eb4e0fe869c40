import styled from '@emotion/styled';
import type { CategoryFilters } from '@storefront/api-client';
import { Button, Drawer, useDebouncedValue } from '@storefront/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { productListParams, withoutFilters, type ProductFilters } from '../filters/product-filters';
import { useGetProductListQuery, type ProductListArgs } from '../state/catalog.api';
import { FilterForm } from './filter-form';
import { productListMessages as messages } from './product-list.messages';
import { useListHref, useListNavigate } from './query-link';

/** A pause in drafting this long asks for the draft's count. */
const DRAFT_DEBOUNCE_MS = 300;

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters of the URL: the draft starts from them. */
  filters: ProductFilters;
  /** What the list can be filtered on (`/v2/products/` `filters` of the URL's list). */
  available: CategoryFilters;
  /** The page's list query: the draft's is the same list (category, page size) with its filters, on page 1. */
  listArgs: ProductListArgs;
}

/** The list query of `listArgs`'s list with other filters, on page 1 (what applying them shows). */
function draftListArgs({ region, locale, params }: ProductListArgs, filters: ProductFilters): ProductListArgs {
  const { category, itemsPerPage } = params;
  return {
    region,
    locale,
    params: productListParams(filters, {
      category: typeof category === 'string' ? category : undefined,
      page: 1,
      itemsPerPage: typeof itemsPerPage === 'number' ? itemsPerPage : undefined,
    }),
  };
}

/**
 * Phones' and tablets' filters (issue 12): the filter form in a drawer, where ticking drafts instead
 * of applying; the list of the draft is asked for after a pause and its size is the footer's "Show N
 * products", which applies the draft (one navigation, its answer already cached). Option counts
 * follow the draft. "Clear all" applies the list without filters.
 */
export function FilterDrawer({ open, onOpenChange, filters, available, listArgs }: FilterDrawerProps) {
  const intl = useIntl();
  const listHref = useListHref();
  const navigate = useListNavigate();
  const [draft, setDraft] = useState(filters);
  // Each opening starts from the URL (the form inside is mounted afresh too).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }
  const settled = useDebouncedValue(draft, DRAFT_DEBOUNCE_MS);
  // The settled draft's own answer (`currentData`): never the previous draft's count as this one's.
  const { currentData: data } = useGetProductListQuery(draftListArgs(listArgs, settled));
  const counted = settled === draft ? data?.totalItems : undefined;
  const go = (next: ProductFilters) => {
    onOpenChange(false);
    navigate(listHref(next));
  };
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.filters)}
      closeLabel={intl.formatMessage(messages.closeFilters)}
      side="start"
      footer={
        <Footer>
          <Button variant="outlined" onClick={() => go(withoutFilters(filters))}>
            <FormattedMessage {...messages.clearAll} />
          </Button>
          <Button variant="green" onClick={() => go(draft)} aria-live="polite" disabled={counted === 0}>
            {counted === undefined ? (
              <FormattedMessage {...messages.apply} />
            ) : (
              <FormattedMessage {...messages.showResults} values={{ count: counted }} />
            )}
          </Button>
        </Footer>
      }
    >
      <FilterForm filters={filters} available={data?.filters ?? available} onDraft={setDraft} draft={draft} />
    </Drawer>
  );
}

const Footer = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: 100%;
`;
