import { describe, expect, it } from 'vitest';
import { blogListQueryString, blogListSearch, contentSlugOf } from './blog-search';

describe('blogListSearch', () => {
  it('reads a category and a page', () => {
    expect(blogListSearch({ category: 'maintenance', page: '2' })).toEqual({ category: 'maintenance', page: 2 });
  });

  it('lists every category on page 1 when the query says nothing', () => {
    expect(blogListSearch({})).toEqual({ page: 1 });
    expect(blogListSearch({ category: '' })).toEqual({ page: 1 });
  });

  it('marks a category that cannot be a slug as unknown, so the page is a 404 without a backend call', () => {
    expect(blogListSearch({ category: '"><script>' }).category).toBe('');
    expect(blogListSearch({ category: 'Maintenance' }).category).toBe('');
    expect(blogListSearch({ category: 'a'.repeat(101) }).category).toBe('');
  });

  it('takes the first of a repeated key', () => {
    expect(blogListSearch({ category: ['adventures', 'maintenance'], page: ['3', '4'] })).toEqual({ category: 'adventures', page: 3 });
  });

  it('refuses pages that are not plain positive integers', () => {
    for (const page of ['0', '-1', '1.5', '1e3', ' 2', '02', '', 'abc', '10000001']) {
      expect(blogListSearch({ page }).page, page).toBeNull();
    }
  });
});

describe('blogListQueryString', () => {
  it('writes the category first and leaves page 1 out', () => {
    expect(blogListQueryString({ category: 'maintenance', page: 1 })).toBe('category=maintenance');
    expect(blogListQueryString({ category: 'maintenance', page: 3 })).toBe('category=maintenance&page=3');
    expect(blogListQueryString({ page: 2 })).toBe('page=2');
    expect(blogListQueryString({})).toBe('');
  });

  it('round-trips through blogListSearch', () => {
    const query = Object.fromEntries(new URLSearchParams(blogListQueryString({ category: 'power-and-garden', page: 5 })));
    expect(blogListSearch(query)).toEqual({ category: 'power-and-garden', page: 5 });
  });
});

describe('contentSlugOf', () => {
  it('accepts lowercase words joined by hyphens only', () => {
    expect(contentSlugOf('chain-care-in-five-minutes')).toBe('chain-care-in-five-minutes');
    expect(contentSlugOf('-chain')).toBeNull();
    expect(contentSlugOf('chain--care')).toBeNull();
    expect(contentSlugOf(42)).toBeNull();
  });
});
