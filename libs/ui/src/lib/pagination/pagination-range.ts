export type PaginationItem = number | 'ellipsis';

export interface PaginationRangeOptions {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** Pages shown on each side of the current one. Default 1. */
  siblingCount?: number;
  /** Pages always shown at the start and at the end. Default 1. */
  boundaryCount?: number;
}

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * The page numbers to show, with `'ellipsis'` for gaps: `1 … 4 5 6 … 10`. The list has the same
 * length wherever the current page is, so the control does not jump while paging.
 */
export function paginationRange({ page, pageCount, siblingCount = 1, boundaryCount = 1 }: PaginationRangeOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(current - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );
  const before: PaginationItem[] =
    siblingsStart > boundaryCount + 2
      ? ['ellipsis']
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : [];
  const after: PaginationItem[] =
    siblingsEnd < count - boundaryCount - 1
      ? ['ellipsis']
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : [];
  const items = [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
  // Small counts produce overlapping pieces: keep each page once, in order.
  return items.filter((item, index) => item === 'ellipsis' || items.indexOf(item) === index);
}
