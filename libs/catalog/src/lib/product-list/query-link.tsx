import { useLocation, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { filtersQueryString, type ProductFilters } from '../filters/product-filters';

/** The URL of the current list with other filters or another page (the canonical query). */
export function useListHref(): (filters: ProductFilters, page?: number) => string {
  const pathname = useLocation({ select: (location) => location.pathname });
  return useCallback(
    (filters, page = 1) => {
      const query = filtersQueryString(filters, page);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname],
  );
}

/** Goes to a URL of the current list on the client (the router keeps the query as written). */
export function useListNavigate(): (href: string) => void {
  const router = useRouter();
  return useCallback((href) => void router.navigate({ href }), [router]);
}

/**
 * A link to another state of the list (a page, the list without a filter): a crawlable `<a href>`
 * that navigates on the client when JavaScript runs, and is a plain link when it does not.
 */
export function QueryLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useListNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}

/** History state of a list grown by "Show more": the page its grid starts at. */
interface AppendState {
  appendFrom?: unknown;
}

/**
 * The first page a list shows: the page of the URL, or the earlier one where "Show more" started (kept in
 * the history entry, so back and forward restore the grown list; a reload or a shared link shows the
 * URL's page alone).
 */
export function useFirstShownPage(page: number): number {
  const appendFrom = useRouterState({ select: (state) => (state.location.state as AppendState).appendFrom });
  return typeof appendFrom === 'number' && Number.isInteger(appendFrom) && appendFrom >= 1 && appendFrom < page ? appendFrom : page;
}
