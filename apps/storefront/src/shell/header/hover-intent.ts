/** How long a resting pointer takes to open a panel, and how long a panel outlives the pointer's leaving. */
export const HOVER_INTENT = { openDelayMs: 150, closeDelayMs: 300 } as const;

export interface HoverIntent {
  /** The pointer entered the trigger or its panel: open after the delay, or stay open. */
  enter(): void;
  /** The pointer left both: close after the grace period unless it comes back. */
  leave(): void;
  /** Forget any pending change (a click, Escape or the unmount decided instead). */
  cancel(): void;
}

interface HoverIntentOptions {
  open: () => void;
  close: () => void;
  openDelayMs?: number;
  closeDelayMs?: number;
}

/**
 * Hover intent for a disclosure: a pointer that only crosses an entry on its way elsewhere opens
 * nothing, and one that slips off the panel for a moment (a diagonal move, a shaky hand) does not
 * lose it. Only one change is ever pending: entering cancels a pending close, leaving a pending open.
 */
export function createHoverIntent({
  open,
  close,
  openDelayMs = HOVER_INTENT.openDelayMs,
  closeDelayMs = HOVER_INTENT.closeDelayMs,
}: HoverIntentOptions): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const after = (delayMs: number, change: () => void) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      change();
    }, delayMs);
  };
  return {
    enter: () => after(openDelayMs, open),
    leave: () => after(closeDelayMs, close),
    cancel,
  };
}
