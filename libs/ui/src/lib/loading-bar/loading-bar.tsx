import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { colors, easings, zIndices } from '../theme/tokens';
import { createLoadingIndicator, LOADING_BAR_DEFAULTS } from './loading-indicator';
import type { LoadingIndicator, LoadingIndicatorOptions, LoadingIndicatorState } from './loading-indicator';

export interface LoadingBarProps extends LoadingIndicatorOptions {
  /** True while a navigation is under way; the app wires it to the router. */
  active: boolean;
  /** The navigation failed: the bar finishes in the error colour. */
  error?: boolean;
  /** Default the brand green #66CC33. */
  color?: string;
  /** In CSS px; default 3. */
  height?: number;
  /**
   * Makes the bar a labelled progress bar for assistive technology while it shows ("Loading
   * page"). Without it the bar is decorative: announce navigation elsewhere (route announcer).
   */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

const barStyles = css({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: zIndices.loadingBar,
  pointerEvents: 'none',
  // The bar grows from the inline start: from the right in RTL.
  transformOrigin: '0 50%',
  '[dir="rtl"] &': { transformOrigin: '100% 50%' },
  transition: `transform 100ms linear, opacity 400ms ${easings.standard}`,
});

/**
 * The navigation loading bar (SPEC §2, §9): green, 3 px, shown only for navigations longer than
 * 200 ms, filled on finish, hidden 500 ms later and reset 400 ms after that.
 */
export function LoadingBar({
  active,
  error = false,
  color = colors.loadingBar,
  height = LOADING_BAR_DEFAULTS.height,
  label,
  throttle,
  duration,
  hideDelay,
  resetDelay,
  ref,
}: LoadingBarProps) {
  const [state, setState] = useState<LoadingIndicatorState>({ progress: 0, visible: false, error: false });
  const indicator = useRef<LoadingIndicator | null>(null);
  const wasActive = useRef(false);

  useEffect(() => {
    const created = createLoadingIndicator({ throttle, duration, hideDelay, resetDelay }, setState);
    indicator.current = created;
    return () => {
      created.dispose();
      indicator.current = null;
      // A re-created indicator starts from scratch: let the next effect start it again if needed.
      wasActive.current = false;
    };
  }, [throttle, duration, hideDelay, resetDelay]);

  useEffect(() => {
    if (active && !wasActive.current) indicator.current?.start();
    if (!active && wasActive.current) indicator.current?.finish({ error });
    wasActive.current = active;
  }, [active, error, throttle, duration, hideDelay, resetDelay]);

  const announced = Boolean(label) && state.visible;
  return (
    <div
      ref={ref}
      role={announced ? 'progressbar' : undefined}
      aria-label={announced ? label : undefined}
      aria-valuemin={announced ? 0 : undefined}
      aria-valuemax={announced ? 100 : undefined}
      aria-valuenow={announced ? Math.round(state.progress) : undefined}
      aria-hidden={announced ? undefined : true}
      data-state={state.visible ? 'loading' : 'idle'}
      data-error={state.error || undefined}
      css={barStyles}
      style={{
        blockSize: height,
        backgroundColor: state.error ? colors.danger : color,
        opacity: state.visible ? 1 : 0,
        transform: `scaleX(${state.progress / 100})`,
      }}
    />
  );
}
