import styled from '@emotion/styled';
import { Button } from '@storefront/ui';
import type { ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { SORT_ORDERS, filtersToSearch, type ProductFilters, type SortOrder } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { useFollowUrl, useListHref, useListNavigate } from './query-link';

const SORT_LABELS = {
  'price-asc': messages.sortPriceAsc,
  'price-desc': messages.sortPriceDesc,
  newest: messages.sortNewest,
} as const satisfies Record<SortOrder, unknown>;

/**
 * The sort of a list as its own GET form: the current filters ride along as hidden fields (in URL
 * order), so that without JavaScript its button submits the same URL the client builds. With
 * JavaScript the choice applies at once; either way the list goes back to page 1.
 */
export function SortForm({ filters }: { filters: ProductFilters }) {
  const listHref = useListHref();
  const navigate = useListNavigate();
  const select = useFollowUrl<HTMLSelectElement>(filters.sort ?? '');
  const hidden = filtersToSearch({ ...filters, sort: undefined });
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    const sort = (SORT_ORDERS as readonly string[]).includes(value) ? (value as SortOrder) : undefined;
    navigate(listHref({ ...filters, sort }));
  };
  return (
    <SortRow method="get">
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label>
        <FormattedMessage {...messages.sortLabel} />
        <select ref={select} name="sort" defaultValue={filters.sort ?? ''} onChange={onChange}>
          {/* A search's own order is the best match first. */}
          <FormattedMessage {...(filters.q ? messages.sortRelevance : messages.sortDefault)}>
            {(text) => <option value="">{text}</option>}
          </FormattedMessage>
          {SORT_ORDERS.map((order) => (
            <FormattedMessage key={order} {...SORT_LABELS[order]}>
              {(text) => <option value={order}>{text}</option>}
            </FormattedMessage>
          ))}
        </select>
      </label>
      {/* Needed without JavaScript only; with it the select applies by itself. */}
      <noscript>
        <Button type="submit" size="sm" variant="outlined">
          <FormattedMessage {...messages.sortApply} />
        </Button>
      </noscript>
    </SortRow>
  );
}

const SortRow = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  select {
    min-block-size: 44px;
    padding-inline: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
