import styled from '@emotion/styled';
import type { LocaleCode } from '@storefront/locales';
import type { MouseEvent } from 'react';
import { RecentSearches } from './recent-searches';
import { RecentlyViewedList } from './recently-viewed-list';

export interface SearchHistoryProps {
  region: string;
  locale: LocaleCode;
  country: string;
  imageUrl: (path: string) => string;
  resultsHref: (query: string) => string;
  /** A recent search was chosen. */
  onSearch: (event: MouseEvent<HTMLAnchorElement>, query: string) => void;
  /** A recently viewed product's link was followed. */
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The search dialog's empty state (no text typed yet): the shopper's last searches and the products they
 * opened, in this region, under `preferences` consent; nothing otherwise.
 */
export function SearchHistory({ region, locale, country, imageUrl, resultsHref, onSearch, onFollow }: SearchHistoryProps) {
  return (
    <Stack>
      <RecentSearches region={region} resultsHref={resultsHref} onSearch={onSearch} />
      <RecentlyViewedList region={region} locale={locale} country={country} imageUrl={imageUrl} headingLevel={3} onFollow={onFollow} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  margin-block-start: ${({ theme }) => theme.space[4]};
  &:empty {
    display: none;
  }
`;
