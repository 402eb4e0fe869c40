import { KEPT_SCROLL } from '@storefront/url';
import { useLocation, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type RefObject } from 'react';
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

/**
 * Goes to a URL of the current list on the client (the router keeps the query as written); `replace`
 * changes the current history entry instead of adding one.
 */
export function useListNavigate(): (href: string, options?: { replace?: boolean }) => void {
  const router = useRouter();
  return useCallback((href, options) => void router.navigate({ href, replace: options?.replace }), [router]);
}

/** A plain left click, which the page handles itself (not a new tab or window). */
export const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to another state of the list (a page, the list without a filter): a crawlable `<a href>`
 * that navigates on the client when JavaScript runs, and is a plain link when it does not.
 */
export function QueryLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useListNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}

/**
 * This document's mark on the history entries it grows: browsers keep `history.state` over a reload, and a
 * reloaded page (or one restored in another document) shows the URL's page alone, as the server rendered it.
 */
const THIS_DOCUMENT = Math.random().toString(36).slice(2);

/** History state of a list grown by "Show more": the page its grid starts at, and the document that grew it. */
interface AppendState {
  appendFrom?: unknown;
  appendDocument?: unknown;
}

/**
 * The history state that makes a list shown from `firstShown` on (`ShowMore`'s navigation), which keeps
 * the window where it is.
 */
export function appendState(firstShown: number): AppendState {
  return { appendFrom: firstShown, appendDocument: THIS_DOCUMENT, ...KEPT_SCROLL };
}

/**
 * The first page a list shows: the page of the URL, or the earlier one where "Show more" started in this
 * document (back and forward restore the grown list; a reload or a shared link shows the URL's page alone).
 */
export function useFirstShownPage(page: number): number {
  const { appendFrom, appendDocument } = useRouterState({ select: (state) => state.location.state as AppendState });
  const grown = appendDocument === THIS_DOCUMENT && typeof appendFrom === 'number' && Number.isInteger(appendFrom);
  return grown && appendFrom >= 1 && appendFrom < page ? appendFrom : page;
}

/**
 * Another state of the list on this path is on its way (a filter, the sort, a page): the router keeps
 * the page as it was until the new list has come, so the page marks its products busy meanwhile
 * rather than looking frozen (issue 27).
 */
export function useListUpdating(): boolean {
  return useRouterState({
    select: ({ status, location, resolvedLocation }) =>
      status === 'pending' && location.pathname === resolvedLocation?.pathname && location.searchStr !== resolvedLocation.searchStr,
  });
}

/**
 * A filter control that starts from the URL (`defaultChecked`, `defaultValue`) and follows a new URL
 * (back, forward, a chip, the drawer) in place: a ticked box, a chosen sort. Never re-mounted for it
 * (a new `key` would be), so the control a shopper just used keeps the keyboard focus while the list
 * updates under it (issue 27).
 */
export function useFollowUrl<T extends HTMLInputElement | HTMLSelectElement>(value: boolean | string): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    if (typeof value === 'boolean') (control as HTMLInputElement).checked = value;
    else control.value = value;
  }, [value]);
  return ref;
}
