import { storedCartLineCount } from '@storefront/cart';
import { storedComparisonCount } from '@storefront/comparison';
import { useAppDispatch } from '../../app/store-hooks';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import {
  HEADER_SCROLLED_THRESHOLD,
  mobileMenuToggled,
  modalChanged,
  scrollOffsetChanged,
  type HeaderModal,
} from '../../app/shell.slice';

/**
 * SPEC §4: the header is marked scrolled beyond 32 px. A passive listener reads the offset once a
 * frame at most and tells the store only when the flag flips.
 */
export function useScrollFlag() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let frame = 0;
    let scrolled: boolean | undefined;
    const read = () => {
      frame = 0;
      const offset = window.scrollY;
      const beyond = offset > HEADER_SCROLLED_THRESHOLD;
      if (beyond === scrolled) return;
      scrolled = beyond;
      dispatch(scrollOffsetChanged(offset));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // A page restored mid-way (reload, back) starts scrolled.
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [dispatch]);
}

/**
 * SPEC §2: any header dialog locks the page's scrolling. The state is written on `<body
 * data-modal>` and the lock is a style of that attribute (`documentStyles` of the header), so leaving the
 * state, or the page, releases it whatever the dialog library does.
 */
export function useBodyScrollLock(modal: HeaderModal) {
  useEffect(() => {
    document.body.dataset['modal'] = modal;
    return () => {
      delete document.body.dataset['modal'];
    };
  }, [modal]);
}

/** Any navigation closes the header's dialogs and menu (browser back included). */
export function useCloseOnNavigation(pathname: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(modalChanged('none'));
    dispatch(mobileMenuToggled(false));
  }, [pathname, dispatch]);
}

const isShown = (element: HTMLElement | null): element is HTMLElement =>
  !!element && element.isConnected && element.getClientRects().length > 0;

/**
 * Gives focus back to the control that opened a dialog when it closes. The header's dialogs are
 * opened from several places (the header, the mobile menu), so they have no Radix trigger; when
 * the opener is gone (the menu closed), focus goes to `fallback` (the burger). Used where the
 * dialog mounts (`DialogSlot`), an ancestor of the dialog's focus scope.
 */
export function useFocusReturn(open: boolean, fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  // Before the dialog's focus scope moves focus inside (that happens in a passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : fallback.current;
  }, [open, fallback]);
  // After the focus scope has stopped trapping focus (its clean-up runs before this effect).
  useEffect(() => {
    const previous = opener.current;
    if (open || !previous) return;
    opener.current = null;
    const target = isShown(previous) ? previous : fallback.current;
    if (isShown(target)) target.focus();
  }, [open, fallback]);
}

/**
 * Calls `listener` whenever local storage may have changed: in another tab (`storage`), or in this one
 * (the cart and the comparison send the same event to their own tab when they save).
 */
function subscribeToStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The number of lines of the region's stored cart (0 on the server and before hydration). */
export function useCartLineCount(region: string): number {
  return useSyncExternalStore(subscribeToStorage, () => storedCartLineCount(region), () => 0);
}

/** The number of compared products of the region, over all categories (0 on the server and before hydration). */
export function useComparisonCount(region: string): number {
  return useSyncExternalStore(subscribeToStorage, () => storedComparisonCount(region), () => 0);
}
