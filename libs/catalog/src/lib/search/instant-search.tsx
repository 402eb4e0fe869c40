import styled from '@emotion/styled';
import type { List, ProductSummary } from '@storefront/api-client';
import { skipQuery } from '@storefront/api-client';
import { formatMoney, formattingLocale } from '@storefront/locales';
import { useCurrentRegionLocale, useRegionPath } from '@storefront/regions';
import { TextField, VisuallyHidden } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { searchText } from '../filters/product-filters';
import { productSearchQuery } from '../state/catalog.queries';
import { searchMessages as messages } from './search.messages';
import { useDebouncedValue } from './use-debounced-value';

/** A pause in typing this long sends the text (issue 12: at most one request per 250 ms). */
export const SEARCH_DEBOUNCE_MS = 250;
/** Suggestions shown at most. */
export const SUGGESTION_COUNT = 6;

export interface InstantSearchProps {
  /** The form's id: a submit button outside it (a dialog's footer) submits it. */
  formId: string;
  /** A backend image path as the browser fetches it (the app's image URL builder). */
  imageUrl?: (path: string) => string;
  /** Called when the search leaves for a product or the results page (a dialog closes). */
  onLeave?: () => void;
}

/**
 * Instant search (WAI-ARIA combobox with a list of suggestions): the text is sent after a pause in
 * typing, the best matching products come back with picture and price; ↑/↓ choose one, Enter opens
 * it, or, with none chosen, the results page `/catalog/?q=…` with filters and sort (the same URL a
 * plain GET submission builds, so the form works without JavaScript too). A text without a letter
 * or digit never reaches the backend.
 */
export function InstantSearch({ formId, imageUrl = (path) => path, onLeave }: InstantSearchProps) {
  const intl = useIntl();
  const router = useRouter();
  const regionPath = useRegionPath();
  const { current } = useCurrentRegionLocale();
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(searchText(text), SEARCH_DEBOUNCE_MS);
  const args = current && query ? { region: current.region.code, locale: current.locale, q: query, itemsPerPage: SUGGESTION_COUNT } : skipQuery;
  const { data, isError } = productSearchQuery.useQuery(args);
  // The previous suggestions stay while the next ones load: the list does not flicker per key.
  const shown = useLastAnswer(data, query);
  const suggestions = shown?.result.items ?? [];
  const open = Boolean(query) && suggestions.length > 0;
  const catalog = regionPath('catalog');
  const resultsHref = (q: string) => `${catalog}?${new URLSearchParams({ q })}`;
  const productHref = (product: ProductSummary) => regionPath(`product/${product.slug}`);
  const optionId = (index: number) => `${listId}-${index}`;

  const leave = (href: string) => {
    onLeave?.();
    void router.navigate({ href });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen) return leave(productHref(chosen));
    // A text without a letter or digit gets the results page's prompt, not a request.
    if (text.trim()) leave(resultsHref(text.trim()));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    // -1 is the field itself: the choice goes round through it.
    const count = suggestions.length + 1;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((index) => ((index + 1 + step + count) % count) - 1);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    leave(href);
  };

  const numberLocale = current ? formattingLocale(current.locale, current.region.iso2) : intl.locale;
  let status = null;
  if (query && isError && !data) status = <FormattedMessage {...messages.failed} />;
  else if (query && shown && shown.query === query && !suggestions.length) {
    status = (
      <>
        <strong>
          <FormattedMessage {...messages.noMatches} values={{ query }} />
        </strong>{' '}
        <FormattedMessage {...messages.noMatchesHint} />
      </>
    );
  } else if (query && !shown) status = <FormattedMessage {...messages.searching} />;

  return (
    <form id={formId} role="search" action={catalog} method="get" onSubmit={submit}>
      <TextField
        type="search"
        name="q"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        label={intl.formatMessage(messages.label)}
        hint={intl.formatMessage(messages.hint)}
        required
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        // The field, not the close button, is where a shopper who asked for search starts.
        autoFocus
      />
      <Status id={statusId} role="status">
        {status}
        {open ? (
          <VisuallyHidden>
            <FormattedMessage {...messages.found} values={{ count: shown?.result.totalItems ?? 0 }} />
          </VisuallyHidden>
        ) : null}
      </Status>
      <Suggestions id={listId} role="listbox" aria-label={intl.formatMessage(messages.suggestions)} hidden={!open} aria-busy={query !== shown?.query}>
        {suggestions.map((product, index) => (
          <Suggestion
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            href={productHref(product)}
            tabIndex={-1}
            onClick={(event) => follow(event, productHref(product))}
            onMouseMove={() => setActive(index)}
          >
            <img src={imageUrl(product.image.path)} alt="" width={64} height={48} loading="lazy" decoding="async" />
            <span>
              <Name>{product.name}</Name>
              <Detail>{product.shortDescription}</Detail>
            </span>
            <PriceText>
              {formatMoney(numberLocale, { minor: product.price, currency: product.currency, fractionDigits: product.fractionDigits })}
            </PriceText>
          </Suggestion>
        ))}
      </Suggestions>
      {open && query ? (
        <AllResults href={resultsHref(query)} onClick={(event) => follow(event, resultsHref(query))}>
          <FormattedMessage {...messages.allResults} values={{ query }} />
        </AllResults>
      ) : null}
    </form>
  );
}

/** The last answer that arrived, with the text it answers, kept while the next one loads. */
function useLastAnswer(result: List<ProductSummary> | undefined, query: string | undefined) {
  const [last, setLast] = useState<{ result: List<ProductSummary>; query: string }>();
  // Derived during render (React's "storing information from previous renders"): no extra paint.
  if (result && query && (last?.query !== query || last.result !== result)) setLast({ result, query });
  if (!query && last) setLast(undefined);
  return query ? last : undefined;
}

const Status = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-direction: column;
  margin-block-start: ${({ theme }) => theme.space[3]};
  &[hidden] {
    display: none;
  }
`;

const Suggestion = styled.a`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-block-size: 44px;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    inline-size: 4rem;
    block-size: 3rem;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const PriceText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const AllResults = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  margin-block-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
