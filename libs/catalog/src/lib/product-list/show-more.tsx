import styled from '@emotion/styled';
import { Button } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProductFilters } from '../filters/product-filters';
import { productListMessages as messages } from './product-list.messages';
import { appendState, plainClick, useFirstShownPage, useListHref } from './query-link';

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
    if (!plainClick(event)) return;
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

export interface ShowEarlierProps {
  filters: ProductFilters;
  /** The URL's page, the last one shown. */
  page: number;
  itemsPerPage: number;
  totalItems: number;
}

/**
 * Over a list that starts after its first page (a reload or a shared link of `page=3`, which shows that
 * page alone): which products these are ("Products 49–72 of 130") and a button that shows the page
 * before above them, in the same history entry, until the list starts at its first product. Without
 * JavaScript the button is a link to the page before (docs/adr/0092-a-reloaded-page-of-a-grown-list.md).
 */
export function ShowEarlier({ filters, page, itemsPerPage, totalItems }: ShowEarlierProps) {
  const router = useRouter();
  const listHref = useListHref();
  const firstShown = useFirstShownPage(page);
  // Once used on this list, the line stays when the first page has come (the button goes): the focus moves to it.
  const list = listHref(filters);
  const [usedOn, setUsedOn] = useState<string>();
  const used = usedOn === list;
  const line = useRef<HTMLParagraphElement>(null);
  const complete = firstShown === 1;
  useEffect(() => {
    if (used && complete) line.current?.focus();
  }, [used, complete]);
  if (complete && !used) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setUsedOn(list);
    void router.navigate({ href: listHref(filters, page), state: appendState(firstShown - 1) as never, replace: true, resetScroll: false });
  };
  return (
    <Row>
      <Range ref={line} tabIndex={-1}>
        <FormattedMessage
          {...messages.listRange}
          values={{ from: (firstShown - 1) * itemsPerPage + 1, to: Math.min(page * itemsPerPage, totalItems), total: totalItems }}
        />
      </Range>
      {complete ? null : (
        <Button href={listHref(filters, firstShown - 1)} variant="outlined" onClick={onClick}>
          <FormattedMessage {...messages.showEarlier} values={{ count: itemsPerPage }} />
        </Button>
      )}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`;

const Range = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
