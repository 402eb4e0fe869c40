import styled from '@emotion/styled';
import { CloseIcon } from '@storefront/ui';
import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { HistoryHeader, RemoveButton, keepFocusIn } from './recently-viewed-list';
import { browserStorage, clearSearches, removeSearch } from './shopper-history';
import { shopperHistoryMessages as messages } from './shopper-history.messages';
import { useSearchHistory } from './use-shopper-history';

export interface RecentSearchesProps {
  region: string;
  /** The results page of a text (`/catalog/?q=…`). */
  resultsHref: (query: string) => string;
  /** A search was chosen: the dialog searches it again (and remembers it first). */
  onSearch: (event: MouseEvent<HTMLAnchorElement>, query: string) => void;
}

/**
 * The shopper's last searches in this region, newest first: each a link to its results (one click to
 * search again), each removable, with "Clear". Nothing without `preferences` consent.
 */
export function RecentSearches({ region, resultsHref, onSearch }: RecentSearchesProps) {
  const intl = useIntl();
  const titleId = useId();
  const searches = useSearchHistory(region);
  if (!searches.length) return null;
  return (
    <section aria-labelledby={titleId} data-recent-searches="">
      <HistoryHeader
        titleId={titleId}
        level={3}
        title={intl.formatMessage(messages.searchesTitle)}
        clearLabel={intl.formatMessage(messages.clearSearches)}
        onClear={() => {
          const storage = browserStorage();
          if (storage) clearSearches(storage, region);
        }}
      />
      <List>
        {searches.map((query) => (
          <Item key={query}>
            <SearchLink href={resultsHref(query)} onClick={(event) => onSearch(event, query)} dir="auto">
              {query}
            </SearchLink>
            <RemoveButton
              type="button"
              aria-label={intl.formatMessage(messages.removeSearch, { query })}
              onClick={(event) => {
                const section = event.currentTarget.closest('section');
                const storage = browserStorage();
                if (storage) removeSearch(storage, region, query);
                keepFocusIn(section);
              }}
            >
              <CloseIcon size={16} aria-hidden="true" />
            </RemoveButton>
          </Item>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const SearchLink = styled.a`
  display: block;
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
