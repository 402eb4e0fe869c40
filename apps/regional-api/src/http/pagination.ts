import { z } from 'zod';
import type { List } from '@storefront/api-client/contract';
import { positiveInteger } from './query';

const DEFAULT_ITEMS_PER_PAGE = 30;
/** The storefront asks for "all" with 999 (SPEC §7, §9); more is served as 999, not refused. */
export const MAX_ITEMS_PER_PAGE = 999;
// Far beyond any real list; keeps page × itemsPerPage a safe integer for OFFSET.
const MAX_PAGE = 1_000_000;

/** The paging parameters every list accepts; spread into a list's query schema. */
export const pagingQuery = {
  page: positiveInteger().pipe(z.number().max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` })).optional(),
  itemsPerPage: positiveInteger().optional(),
};

export interface Paging {
  page: number;
  itemsPerPage: number;
  limit: number;
  offset: number;
}

export function pagingOf(query: { page?: number | undefined; itemsPerPage?: number | undefined }): Paging {
  const page = query.page ?? 1;
  const itemsPerPage = Math.min(query.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE);
  return { page, itemsPerPage, limit: itemsPerPage, offset: (page - 1) * itemsPerPage };
}

/** `{ items, totalItems, page, itemsPerPage }`, the shape of every list (listSchema). */
export function listBody<T>(items: T[], totalItems: number, { page, itemsPerPage }: Paging): List<T> {
  return { items, totalItems, page, itemsPerPage };
}
