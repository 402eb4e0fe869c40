import { searchSuggestionsPath } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { searchSuggestionsUrl } from './search-suggestions.api';

describe('searchSuggestionsUrl', () => {
  it('is the contract’s path of the search suggestions', () => {
    expect(searchSuggestionsUrl).toBe(searchSuggestionsPath);
  });
});
