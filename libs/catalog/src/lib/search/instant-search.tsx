import type { List, ProductSummary, SearchSuggestions as SearchSections } from '@storefront/api-client';
import { priceNow, skipToken } from '@storefront/api-client';
import { formatMoney, formattingLocale } from '@storefront/locales';
import { useCurrentRegionLocale, useRegionPath } from '@storefront/regions';
import { TextField, useDebouncedValue } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_SUGGESTIONS_LIST, trackSelectItem } from '../analytics/list-analytics';
import { searchText } from '../filters/product-filters';
import { plainClick } from '../product-list/query-link';
import { useSearchProductsQuery } from '../state/catalog.api';
import { useGetSearchSuggestionsQuery } from '../state/search-suggestions.api';
import { searchMessages as messages } from './search.messages';
import { SearchSuggestions, optionId, type SuggestionsState } from './search-suggestions';

// The empty state's history (recent searches, recently viewed): a chunk of its own, so that the header's
// preload list of the dialog's code does not grow with it.
const SearchHistory = lazy(() => import('../shopper-history/search-history').then((module) => ({ default: module.SearchHistory })));

/** A pause in typing this long sends the text (issue 12: at most one request per 250 ms). */
const SEARCH_DEBOUNCE_MS = 250;
/** Suggestions shown at most. */
const SUGGESTION_COUNT = 6;

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
 * typing, the best matching products come back with picture and price, the matching categories and
 * running offers after them (`/products/suggestions`, issue 34); ↑/↓ choose one, Enter opens
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
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(searchText(text), SEARCH_DEBOUNCE_MS);
  const args = current && query ? { region: current.region.code, locale: current.locale, q: query, itemsPerPage: SUGGESTION_COUNT } : skipToken;
  const { currentData: data, isError } = useSearchProductsQuery(args);
  // Categories and offers beside the products, from their own endpoint; `data` keeps the last answer while
  // the next loads, and a failure only leaves them out.
  const { data: sections, isFetching: sectionsFetching } = useGetSearchSuggestionsQuery(args === skipToken ? skipToken : { region: args.region, locale: args.locale, q: args.q });
  // The previous suggestions stay while the next ones load: the list does not flicker per key.
  const shown = useLastAnswer(data, query);
  const suggestions = shown?.result.items ?? [];
  const categories = (query && sections?.categories) || [];
  const offers = (query && sections?.offers) || [];
  // Every option in list order: the products, then the categories, then the offers (↑/↓ go through all).
  const optionCount = suggestions.length + categories.length + offers.length;
  const open = Boolean(query) && optionCount > 0;
  const catalog = regionPath('catalog');
  const resultsHref = (q: string) => `${catalog}?${new URLSearchParams({ q })}`;
  const productHref = (product: ProductSummary) => regionPath(`product/${product.slug}`);
  const categoryHref = (category: SearchSections['categories'][number]) => regionPath(`catalog/${category.path}`);
  // An offer's page is the catalogue of its products, as the offers page's tiles lead to it.
  const offerHref = (offer: SearchSections['offers'][number]) => `${catalog}?${new URLSearchParams({ 'offers.slug': offer.slug })}`;
  /** The href of the category or offer at list index `index` (after the products), if it is one. */
  const sectionHrefAt = (index: number) => {
    const category = categories[index - suggestions.length];
    if (category) return categoryHref(category);
    const offer = offers[index - suggestions.length - categories.length];
    return offer ? offerHref(offer) : undefined;
  };

  const leave = (href: string) => {
    onLeave?.();
    void router.navigate({ href });
  };
  // A search submitted or a result opened is remembered (recent searches, under `preferences` consent),
  // by the history's module: loaded with the empty state already, so this waits for nothing.
  const remember = (searched: string) => {
    const region = current?.region.code;
    if (!region) return;
    import('../shopper-history/shopper-history').then(
      (module) => module.rememberSearch(region, searched),
      () => undefined,
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen) {
      trackSelectItem(chosen, SEARCH_SUGGESTIONS_LIST, active);
      remember(text);
      return leave(productHref(chosen));
    }
    const section = open && active >= 0 ? sectionHrefAt(active) : undefined;
    if (section) {
      remember(text);
      return leave(section);
    }
    // A text without a letter or digit gets the results page's prompt, not a request.
    if (text.trim()) {
      remember(text);
      leave(resultsHref(text.trim()));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    // -1 is the field itself: the choice goes round through it.
    const count = optionCount + 1;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((index) => ((index + 1 + step + count) % count) - 1);
  };
  const follow = (event: MouseEvent<HTMLAnchorElement>, href: string, index?: number) => {
    const chosen = index === undefined ? undefined : suggestions[index];
    if (chosen) trackSelectItem(chosen, SEARCH_SUGGESTIONS_LIST, index);
    remember(text);
    if (!plainClick(event)) return;
    event.preventDefault();
    leave(href);
  };

  const numberLocale = current ? formattingLocale(current.locale, current.region.iso2) : intl.locale;
  let state: SuggestionsState = 'idle';
  if (query && isError && !data) state = 'failed';
  // "No matches" once the categories and offers have answered too (a category may match where no product does).
  else if (query && shown?.query === query && !optionCount && !sectionsFetching) state = 'no-matches';
  else if (open) state = 'found';
  else if (query && !shown) state = 'searching';

  return (
    <form id={formId} role="search" action={catalog} method="get" onSubmit={submit}>
      <TextField
        // Not `type="search"`: ARIA in HTML allows no combobox role on a search field.
        type="text"
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
        aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
        // The field, not the close button, is where a shopper who asked for search starts.
        autoFocus
      />
      <SearchSuggestions
        id={listId}
        state={state}
        query={query ?? ''}
        products={suggestions}
        categories={categories}
        offers={offers}
        total={shown?.result.totalItems ?? 0}
        active={active}
        busy={query !== shown?.query}
        productHref={productHref}
        categoryHref={categoryHref}
        offerHref={offerHref}
        resultsHref={query ? resultsHref(query) : catalog}
        formatPrice={(product) =>
          formatMoney(numberLocale, { minor: priceNow(product).price, currency: product.currency, fractionDigits: product.fractionDigits })
        }
        imageUrl={imageUrl}
        onFollow={follow}
        onPoint={setActive}
      />
      {/* The empty state (nothing typed yet): the shopper's last searches and products, this region's. */}
      {current && !text.trim() ? (
        <Suspense fallback={null}>
          <SearchHistory
            region={current.region.code}
            locale={current.locale}
            country={current.region.iso2}
            imageUrl={imageUrl}
            resultsHref={resultsHref}
            onSearch={(event, searched) => {
              remember(searched);
              if (!plainClick(event)) return;
              event.preventDefault();
              leave(resultsHref(searched));
            }}
            onFollow={() => onLeave?.()}
          />
        </Suspense>
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

