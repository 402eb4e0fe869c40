import { Pagination } from '@storefront/ui';
import { useIntl } from 'react-intl';
import type { ProductFilters } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { QueryLink, useListHref } from './query-link';

export interface ListPaginationProps {
  filters: ProductFilters;
  page: number;
  pageCount: number;
}

/** Numbered pages as crawlable links of the same list (`page` in the URL, not written for 1). */
export function ListPagination({ filters, page, pageCount }: ListPaginationProps) {
  const intl = useIntl();
  const listHref = useListHref();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      getHref={(target) => listHref(filters, target)}
      renderLink={({ href, children, ...rest }) => (
        <QueryLink href={href} {...rest}>
          {children}
        </QueryLink>
      )}
      label={intl.formatMessage(messages.pagination)}
      previousLabel={intl.formatMessage(messages.previousPage)}
      nextLabel={intl.formatMessage(messages.nextPage)}
      pageLabel={(target) => intl.formatMessage(messages.pageNumber, { page: String(target) })}
    />
  );
}
