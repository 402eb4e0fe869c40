import { firstQueryValue } from '../query/first-query-value';

/** What the blog page's URL asks for: `?category=` (a category's slug) and `?page=` (from 1). */
export interface BlogListSearch {
  category?: string;
  /** `null`: not a page number a list can have (a 404, as the catalogue's). */
  page: number | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE = /^[1-9]\d{0,6}$/;
const MAX_PAGE = 1_000_000;

/** A content slug of the backend (lowercase words joined by hyphens, at most 100 characters), else `null`. */
export function contentSlugOf(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 100 && SLUG.test(value) ? value : null;
}

/**
 * Reads the blog page's query. A category that cannot be a slug is `category: ''` (no such category:
 * the page is a 404 without asking the backend); a missing or empty one is every category. A page that
 * is not a plain positive integer is `null`.
 */
export function blogListSearch(search: Readonly<Record<string, unknown>>): BlogListSearch {
  const rawCategory = firstQueryValue(search, 'category');
  const rawPage = firstQueryValue(search, 'page');
  const category = rawCategory === undefined || rawCategory === '' ? undefined : (contentSlugOf(rawCategory) ?? '');
  const page = rawPage === undefined ? 1 : typeof rawPage === 'string' && PAGE.test(rawPage) && Number(rawPage) <= MAX_PAGE ? Number(rawPage) : null;
  return { ...(category === undefined ? {} : { category }), page };
}

/** The blog page's query for a category and a page, in one canonical order (`page` not written for 1). */
export function blogListQueryString({ category, page = 1 }: { category?: string; page?: number }): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  return query.toString();
}
