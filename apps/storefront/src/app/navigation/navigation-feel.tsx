import { Global, css } from '@emotion/react';
import { useAppSelector } from '../store-hooks';
import { LoadingBar } from '@storefront/ui';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useFieldMetrics } from '../field-metrics';
import { selectBodyScrollLocked } from '../shell.slice';
import { startLinkPreloading } from './link-preloader';
import { navigationMessages } from './navigation.messages';
import { useNavigationScroll } from './navigation-scroll';
import { REDUCED_MOTION_QUERY, startSmoothScroll, type SmoothScroll } from './smooth-scroll';

/** Lenis's own stylesheet (lenis/dist/lenis.css), through Emotion so that it carries the CSP nonce. */
const lenisStyles = css`
  html.lenis,
  html.lenis body {
    height: auto;
  }
  .lenis:not(.lenis-autoToggle).lenis-stopped {
    overflow: clip;
  }
  .lenis [data-lenis-prevent] {
    overscroll-behavior: contain;
  }
  .lenis.lenis-smooth iframe {
    pointer-events: none;
  }
`;

/**
 * How moving between pages feels (SPEC §2, §9), rendered once in the document: the green loading
 * bar while the router loads, smooth scrolling to the top or to the `#anchor` of each new page
 * (Lenis, fetched when the browser is idle, unless the shopper prefers reduced motion), and route
 * chunks preloaded for the links in view. Only the browser renders it, once hydrated, from its own
 * chunk (`navigationFeel`, below): none of it is first-load JS.
 */
export function NavigationFeel() {
  const router = useRouter();
  const intl = useIntl();
  const active = useRouterState({ select: (state) => state.status === 'pending' });
  const failed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error') });
  const navigationScroll = useNavigationScroll();
  const scrollLocked = useAppSelector(selectBodyScrollLocked);
  const smooth = useRef<SmoothScroll | undefined>(undefined);
  const locked = useRef(scrollLocked);

  useEffect(() => {
    // Lenis itself is fetched once the browser is idle after hydration (not in the first load).
    const scroll = startSmoothScroll();
    smooth.current = scroll;
    scroll.setLocked(locked.current);
    const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    const follow = () => scroll.setEnabled(!reducedMotion.matches);
    follow();
    reducedMotion.addEventListener('change', follow);
    const disconnect = navigationScroll?.connect(router, () => scroll.scroller());
    return () => {
      disconnect?.();
      reducedMotion.removeEventListener('change', follow);
      scroll.destroy();
      smooth.current = undefined;
    };
  }, [router, navigationScroll]);

  // A header modal holds the page still (SPEC §2): so must the smooth scroller.
  useEffect(() => {
    locked.current = scrollLocked;
    smooth.current?.setLocked(scrollLocked);
  }, [scrollLocked]);

  useEffect(() => startLinkPreloading(router), [router]);

  // Field speed metrics of the landing page, with analytics consent only: started from this chunk so that
  // none of it is first-load JS (docs/adr/0276-field-speed-metrics-through-the-host.md).
  useFieldMetrics();

  // The bar's inline styles would break the CSP in server HTML: it never renders there.
  return (
    <>
      <Global styles={lenisStyles} />
      <LoadingBar active={active} error={failed} label={intl.formatMessage(navigationMessages.loading)} />
    </>
  );
}
