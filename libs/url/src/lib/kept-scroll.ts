/**
 * A navigation that keeps the window where it is (SPEC §2 scrolls a new page to its top): "Show more"
 * grows a list in place. The navigation says so in its history state, where the app's scroll handling
 * reads it back from the location it reaches (the router's `resetScroll: false` is an option of the
 * navigation that its events do not carry).
 */

/** The mark a navigation that keeps the scroll spreads into its history state. */
export const KEPT_SCROLL = { keepScroll: true } as const;

/** Whether a history entry's state carries `KEPT_SCROLL` (any other value: no). */
export function keepsScroll(state: unknown): boolean {
  // A primitive has no such property; only null and undefined need the optional chain.
  return (state as Partial<typeof KEPT_SCROLL> | null | undefined)?.keepScroll === true;
}
