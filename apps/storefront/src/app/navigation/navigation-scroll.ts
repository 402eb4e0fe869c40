import { keepsScroll } from '@storefront/url';
import type { AnyRouter } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

/** How a history entry was reached (@tanstack/history's action types). */
export type HistoryActionType = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO';

/**
 * Where the window goes once a navigation has rendered:
 * - `restore`: the router's scroll restoration decides (back/forward, the first page, a reload);
 * - `top` / `hash`: a new navigation goes to the top, or to its `#anchor` (SPEC §2);
 * - `keep`: a navigation marked its history state as one that keeps the scroll (`KEPT_SCROLL`).
 */
export type ScrollPlan = { kind: 'restore' } | { kind: 'keep' } | { kind: 'top' } | { kind: 'hash'; id: string };

const RESTORE: ScrollPlan = { kind: 'restore' };

/** SPEC §2: new navigations scroll to their hash anchor, else to the top; history traversal restores. */
export function scrollPlanFor({
  action,
  keepScroll,
  hash,
}: {
  action: HistoryActionType | undefined;
  keepScroll: boolean;
  hash: string;
}): ScrollPlan {
  if (action !== 'PUSH' && action !== 'REPLACE') return RESTORE;
  if (hash) return { kind: 'hash', id: hash };
  return keepScroll ? { kind: 'keep' } : { kind: 'top' };
}

/** Moves the window; smooth when a smooth scroller runs, instant otherwise (reduced motion). */
export interface WindowScroller {
  toTop(): void;
  toElement(element: HTMLElement): void;
  /** The window was moved by someone else (scroll restoration): forget any animation in flight. */
  sync(): void;
}

export const instantScroller: WindowScroller = {
  toTop: () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
  toElement: (element) => element.scrollIntoView({ behavior: 'instant', block: 'start' }),
  sync: () => undefined,
};

/**
 * Shares the scroll decision of each navigation between the router (its `scrollRestoration`
 * option, called after a navigation renders) and the page, which performs new navigations' scroll
 * itself so that it can be smooth. Created with the router; connected in the browser.
 */
export interface NavigationScroll {
  /** The router's `scrollRestoration` option: true when the router restores this navigation. */
  routerRestoresScroll(): boolean;
  /** Starts following the router's navigations; returns the cleanup. */
  connect(router: AnyRouter, scroller: () => WindowScroller): () => void;
}

export function createNavigationScroll(): NavigationScroll {
  let plan: ScrollPlan = RESTORE;
  return {
    routerRestoresScroll: () => plan.kind === 'restore',
    connect(router, scroller) {
      let action: HistoryActionType | undefined;
      const stops = [
        router.history.subscribe(({ action: next }: { action: { type: HistoryActionType } }) => {
          action = next.type;
        }),
        router.subscribe('onResolved', ({ toLocation }) => {
          plan = scrollPlanFor({ action, keepScroll: keepsScroll(toLocation.state), hash: toLocation.hash });
        }),
        // Subscribed after the router's own scroll restoration, so this runs once it has acted.
        router.subscribe('onRendered', () => {
          const current = plan;
          plan = RESTORE;
          action = undefined;
          const target = scroller();
          if (current.kind === 'restore') target.sync();
          else if (current.kind === 'top') target.toTop();
          else if (current.kind === 'hash') {
            const element = document.getElementById(current.id);
            if (element) target.toElement(element);
            else target.toTop();
          }
        }),
      ];
      return () => {
        plan = RESTORE;
        stops.forEach((stop) => stop());
      };
    },
  };
}

export const NavigationScrollContext = createContext<NavigationScroll | undefined>(undefined);

export function useNavigationScroll(): NavigationScroll | undefined {
  return useContext(NavigationScrollContext);
}
