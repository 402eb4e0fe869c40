// @vitest-environment happy-dom
import { renderWithProviders } from '@storefront/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { motorcycles } from '../stories/story-products';
import { SearchSuggestions, optionId } from './search-suggestions';

const raptors = motorcycles.filter((product) => product.slug.startsWith('raptor')).slice(0, 2);
const categories = [{ id: 60, slug: 'riding-gear', path: 'parts-accessories/riding-gear', title: 'Riding gear' }];
const offers = [{ id: 5, slug: 'gear-up', title: 'Gear up', discountPercent: 20, filterQueryString: 'offers.slug=gear-up' }];

const renderSuggestions = (props: Partial<Parameters<typeof SearchSuggestions>[0]> = {}) =>
  renderWithProviders(
    <SearchSuggestions
      id="list"
      state="found"
      query="gear"
      products={raptors}
      categories={categories}
      offers={offers}
      total={raptors.length}
      active={-1}
      productHref={(product) => `/ae_en/product/${product.slug}/`}
      categoryHref={(category) => `/ae_en/catalog/${category.path}/`}
      offerHref={(offer) => `/ae_en/catalog/?offers.slug=${offer.slug}`}
      resultsHref="/ae_en/catalog/?q=gear"
      formatPrice={() => 'AED 1'}
      {...props}
    />,
  );

// A per-file DOM: the catalog's other specs run in node, so Testing Library's cleanup is ours to call.
afterEach(cleanup);

describe('SearchSuggestions', () => {
  it('lists the categories and offers after the products, in labelled groups of one list', async () => {
    await renderSuggestions({ active: 2 });
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
    const category = within(within(listbox).getByRole('group', { name: 'Categories' })).getByRole('option', { name: 'Riding gear' });
    const offer = within(within(listbox).getByRole('group', { name: 'Offers' })).getByRole('option', { name: /Gear up/ });
    // One index across the groups: the field's `aria-activedescendant` names any of them.
    expect(category.id).toBe(optionId('list', 2));
    expect(offer.id).toBe(optionId('list', 3));
    expect(category.getAttribute('aria-selected')).toBe('true');
    expect(category.getAttribute('href')).toBe('/ae_en/catalog/parts-accessories/riding-gear/');
    expect(offer.getAttribute('href')).toBe('/ae_en/catalog/?offers.slug=gear-up');
    expect(screen.getByRole('status').textContent).toContain('2 products found 2 matching categories and offers');
  });

  it('keeps the products as a plain list where nothing else matches', async () => {
    await renderSuggestions({ categories: [], offers: [] });
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('shows categories even where no product matches', async () => {
    await renderSuggestions({ products: [], total: 0, offers: [] });
    expect(screen.getByRole('listbox').hidden).toBe(false);
    expect(screen.getByRole('option', { name: 'Riding gear' }).id).toBe(optionId('list', 0));
    expect(screen.getByRole('status').textContent).not.toContain('products found');
  });
});
