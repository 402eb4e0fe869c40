import { useAppDispatch } from './store-hooks';
import { breakpointForWidth, viewportChanged, viewportCookie } from '@storefront/regions';
import { useEffect } from 'react';

const RESIZE_SETTLE_MS = 200;

/**
 * Keeps the `viewport` cookie and the store's breakpoint in step with the window, so the next page
 * the server renders already has the shopper's layout (no flash).
 */
export function ViewportWatcher() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const breakpoint = breakpointForWidth(window.innerWidth);
      document.cookie = viewportCookie(breakpoint);
      dispatch(viewportChanged(breakpoint));
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_SETTLE_MS);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [dispatch]);
  return null;
}
