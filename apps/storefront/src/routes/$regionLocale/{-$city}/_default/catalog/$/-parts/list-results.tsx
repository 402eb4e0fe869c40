import styled from '@emotion/styled';
import {
  ListPagination,
  ShowEarlier,
  ShowMore,
  useFirstShownPage,
  useGetProductListQuery,
  useListUpdating,
  type ProductFilters,
  type ProductListArgs,
} from '@storefront/catalog';
import type { AnalyticsItemList } from '@storefront/analytics';
import type { ProductListV2, ProductSummary } from '@storefront/api-client';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useBackendImageUrl } from '../../../../../../../app/backend-image';
import { ProductGridWithActions } from '../../../../../../../pages/product-grid-with-actions';

const regionRoute = getRouteApi('/$regionLocale');

export interface ListResultsProps {
  listArgs: ProductListArgs;
  filters: ProductFilters;
  page: number;
  /** The URL's page of the list (with products). */
  list: Pick<ProductListV2, 'items' | 'itemsPerPage' | 'totalItems'>;
  /** The list as GA4 reports name it (`view_item_list`, `select_item`). */
  analyticsList: AnalyticsItemList;
}

/**
 * A list's products: "Show earlier", the pages "Show more" has grown the list by and the URL's page as
 * the catalogue's cards with the cart's and the comparison's buttons, "Show more" and numbered pages.
 */
export function ListResults({ listArgs, filters, page, list, analyticsList }: ListResultsProps) {
  const { regionLocale } = regionRoute.useRouteContext();
  const imageUrl = useBackendImageUrl();
  const updating = useListUpdating();
  const firstShown = useFirstShownPage(page);
  const earlierPages = Array.from({ length: page - firstShown }, (_, index) => firstShown + index);
  const pageCount = Math.max(1, Math.ceil(list.totalItems / list.itemsPerPage));
  const grid = (products: readonly ProductSummary[]) => (
    <ProductGridWithActions
      products={products}
      region={regionLocale.region.code}
      locale={regionLocale.locale}
      country={regionLocale.region.iso2}
      imageUrl={imageUrl}
      list={analyticsList}
    />
  );
  return (
    <>
      <ShowEarlier filters={filters} page={page} itemsPerPage={list.itemsPerPage} totalItems={list.totalItems} />
      {/* Another filter, sort or page on its way: the products stay, dimmed and busy, until it comes. */}
      <Pages aria-busy={updating || undefined}>
        {/* "Show more" grew the list: the pages from where it started, then the URL's. */}
        {earlierPages.map((earlier) => (
          <EarlierPage key={earlier} listArgs={listArgs} page={earlier} grid={grid} />
        ))}
        {grid(list.items)}
      </Pages>
      <ShowMore
        filters={filters}
        page={page}
        pageCount={pageCount}
        nextCount={Math.min(list.itemsPerPage, list.totalItems - page * list.itemsPerPage)}
      />
      <ListPagination filters={filters} page={page} pageCount={pageCount} />
    </>
  );
}

/** A page of the list shown above the URL's after "Show more" (cached since it was shown). */
function EarlierPage({ listArgs, page, grid }: { listArgs: ProductListArgs; page: number; grid: (products: readonly ProductSummary[]) => ReactNode }) {
  const { currentData: data } = useGetProductListQuery({ ...listArgs, params: { ...listArgs.params, page } });
  return data ? grid(data.items) : null;
}

const Pages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  transition: opacity ${({ theme }) => theme.durations.normal};
  &[aria-busy='true'] {
    opacity: 0.45;
    cursor: progress;
    /* A quick answer never flickers: the dimming starts after a moment. */
    transition-delay: ${({ theme }) => theme.durations.fast};
  }
  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;
