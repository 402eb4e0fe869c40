import styled from '@emotion/styled';
import { Button } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductFilters } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { appendState, useFirstShownPage, useListHref } from './query-link';

export interface ShowMoreProps {
  filters: ProductFilters;
  page: number;
  pageCount: number;
  /** Products the next page adds. */
  nextCount: number;
}

/**
 * "Show more" under a list (issue 12): the next page's products join the grid below the ones shown; the
 * URL moves to that page (`page=N`) without scrolling. Without JavaScript it is a link to the next page.
 */
export function ShowMore({ filters, page, pageCount, nextCount }: ShowMoreProps) {
  const router = useRouter();
  const listHref = useListHref();
  const firstShown = useFirstShownPage(page);
  if (page >= pageCount) return null;
  const href = listHref(filters, page + 1);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href, state: appendState(firstShown) as never, resetScroll: false });
  };
  return (
    <Row>
      <Button href={href} variant="outlined" onClick={onClick}>
        <FormattedMessage {...messages.showMore} values={{ count: nextCount }} />
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  justify-content: center;
`;
