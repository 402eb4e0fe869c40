import styled from '@emotion/styled';
import type { InitOffers } from '@storefront/api-client';
import { Button, SearchIcon, TextField } from '@storefront/ui';
import { useLocation } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductFilters } from '../filters/product-filters';
import { useSearchEvent } from '../analytics/list-analytics';
import { OfferDiscount } from '../offers/offer-discount';
import { ListIntro } from './list-intro';
import { listNameMessages } from './list-name.messages';
import { productListMessages as messages } from './product-list.messages';
import { useListNavigate } from './query-link';

type RunningOffer = InitOffers['items'][number];

export interface ProductsIntroProps {
  filters: ProductFilters;
  /** The page was asked for a search (`q` in its query), even one without a usable text. */
  searched: boolean;
  /** The running offer the list is filtered by, if any. */
  offer?: RunningOffer;
  count?: number;
}

/**
 * The head of `/catalog/?…`, the list of every product: search results with a field to search again,
 * an offer's products with its discount and end date, or all products narrowed by filters.
 */
export function ProductsIntro({ filters, searched, offer, count }: ProductsIntroProps) {
  const intl = useIntl();
  useSearchEvent(searched ? filters.q : undefined);
  if (searched) {
    const title = filters.q ? intl.formatMessage(listNameMessages.searchResults, { query: filters.q }) : intl.formatMessage(listNameMessages.search);
    return (
      <ListIntro crumbs={[{ label: intl.formatMessage(listNameMessages.search) }]} title={title} count={filters.q ? count : undefined}>
        <CatalogSearchForm query={filters.q ?? ''} />
      </ListIntro>
    );
  }
  if (offer) {
    return (
      <ListIntro crumbs={[{ label: offer.title }]} title={offer.title} count={count}>
        <OfferTerms>
          <OfferDiscount percent={offer.discountPercent} />
          <FormattedMessage
            {...messages.offerEnds}
            values={{ date: intl.formatDate(offer.endsAt, { dateStyle: 'long', timeZone: 'UTC' }) }}
          />
        </OfferTerms>
      </ListIntro>
    );
  }
  const title = intl.formatMessage(listNameMessages.allProducts);
  return <ListIntro crumbs={[{ label: title }]} title={title} count={count} />;
}

/**
 * A search of the catalogue from its root or a new one from the results page: a GET form of `q` alone
 * (a new text starts without the old filters), the same URL with and without JavaScript.
 */
export function CatalogSearchForm({ query = '' }: { query?: string }) {
  const intl = useIntl();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useListNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '');
    navigate(`${pathname}?${new URLSearchParams({ q: text })}`);
  };
  return (
    <SearchRow role="search" method="get" action={pathname} onSubmit={submit}>
      <TextField
        type="search"
        name="q"
        // Keyed by the text: a new search's results show its own words in the field.
        key={query}
        defaultValue={query}
        label={intl.formatMessage(messages.searchLabel)}
        required
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit" variant="green" startIcon={<SearchIcon size={20} />}>
        <FormattedMessage {...messages.searchSubmit} />
      </Button>
    </SearchRow>
  );
}

const SearchRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: 40rem;
  > :first-of-type {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
`;

const OfferTerms = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
