// Instant search's categories and offers (issue 34 item 5): an endpoint in a module of its own, apart from
// `catalog.api.ts`, so that only the header's search dialog carries it (a lazy chunk:
// docs/adr/0232-click-only-parts-stay-lazy.md).
import { apiPaths, baseApi, type SearchSuggestions } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';

interface SearchSuggestionsArgs {
  region: string;
  locale: LocaleCode;
  /** What the shopper typed (with a letter or digit: the backend answers 400 otherwise). */
  q: string;
}

/**
 * The contract's `searchSuggestionsPath`, built from `apiPaths.products`: exported from the client's index, the
 * constant sat in every page's first load (+41 bytes gzip on each route). `search-suggestions.api.spec.ts`
 * holds the two equal.
 */
export const searchSuggestionsUrl = `${apiPaths.products}suggestions`;

/**
 * `GET /products/suggestions?q=` (docs/regional-api.md "Catalogue"): the visible categories and running
 * offers whose titles hold every word of the text as a word start, at most five of each.
 */
const searchSuggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchSuggestions: build.query<SearchSuggestions, SearchSuggestionsArgs>({
      query: ({ region, locale, q }) => ({ region, url: searchSuggestionsUrl, params: { locale, q }, schema: 'searchSuggestions' }),
    }),
  }),
});

export const { useGetSearchSuggestionsQuery } = searchSuggestionsApi;
