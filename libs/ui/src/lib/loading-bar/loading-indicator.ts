/** SPEC §9: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, height 3. */
export const LOADING_BAR_DEFAULTS = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const;

export interface LoadingIndicatorOptions {
  /** Navigations shorter than this never show the bar. */
  throttle?: number;
  /** Time scale of the estimated progress: 50 % at half of it, 70 % at `duration`, never 100 % until finished. */
  duration?: number;
  /** How long the full bar stays after finishing. */
  hideDelay?: number;
  /** How long after hiding the progress goes back to 0 (after the fade-out). */
  resetDelay?: number;
}

export interface LoadingIndicatorState {
  /** 0–100. */
  progress: number;
  visible: boolean;
  error: boolean;
}

export interface LoadingIndicator {
  /** A navigation started. */
  start(): void;
  /** The navigation ended; `error` colours the bar, `force` hides it at once. */
  finish(options?: { error?: boolean; force?: boolean }): void;
  /** Moves the bar to a known progress (100 finishes). */
  set(progress: number): void;
  getState(): LoadingIndicatorState;
  /** Stops every timer (unmount). */
  dispose(): void;
}

/** Progress that slows as it goes: 50 % at half the duration, 70 % at the duration, then creeps towards 100 % (atan). */
export function estimatedProgress(duration: number, elapsed: number): number {
  const completion = (elapsed / duration) * 100;
  return (2 / Math.PI) * 100 * Math.atan(completion / 50);
}

/**
 * The timing state machine of the loading bar, independent of React: `start` shows the bar after
 * the throttle and advances it frame by frame; `finish` fills it, hides it after the hide delay
 * and resets it after the reset delay. Timers come from the global scope (fake timers in tests).
 */
export function createLoadingIndicator(
  options: LoadingIndicatorOptions,
  onChange: (state: LoadingIndicatorState) => void,
): LoadingIndicator {
  const {
    throttle = LOADING_BAR_DEFAULTS.throttle,
    duration = LOADING_BAR_DEFAULTS.duration,
    hideDelay = LOADING_BAR_DEFAULTS.hideDelay,
    resetDelay = LOADING_BAR_DEFAULTS.resetDelay,
  } = options;

  let state: LoadingIndicatorState = { progress: 0, visible: false, error: false };
  let done = true;
  let frame: number | undefined;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function update(next: Partial<LoadingIndicatorState>) {
    const merged = { ...state, ...next };
    if (merged.progress === state.progress && merged.visible === state.visible && merged.error === state.error) return;
    state = merged;
    onChange(state);
  }

  function clearProgress() {
    clearTimeout(throttleTimer);
    if (frame !== undefined) cancelAnimationFrame(frame);
    throttleTimer = undefined;
    frame = undefined;
  }

  function clearHide() {
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    hideTimer = undefined;
    resetTimer = undefined;
  }

  function startProgress(from: number) {
    done = false;
    let startedAt: number | undefined;
    const step = (timestamp: number) => {
      if (done) return;
      startedAt ??= timestamp;
      const estimate = estimatedProgress(duration, timestamp - startedAt);
      // A progress set by hand (set(40)) is never moved backwards by the estimate.
      update({ progress: Math.min(100, Math.max(from, estimate, state.progress)) });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  }

  function show(from: number) {
    update({ visible: true });
    startProgress(from);
  }

  function set(progress: number) {
    if (progress >= 100) {
      finish();
      return;
    }
    clearProgress();
    const from = Math.max(0, progress);
    update({ progress: from });
    done = false;
    if (state.visible || throttle <= 0) {
      show(from);
    } else {
      throttleTimer = setTimeout(() => show(from), throttle);
    }
  }

  function finish({ error = false, force = false }: { error?: boolean; force?: boolean } = {}) {
    done = true;
    clearProgress();
    clearHide();
    if (force) {
      update({ progress: 0, visible: false, error });
      return;
    }
    update({ progress: 100, error });
    hideTimer = setTimeout(() => {
      update({ visible: false });
      resetTimer = setTimeout(() => update({ progress: 0, error: false }), resetDelay);
    }, hideDelay);
  }

  return {
    start() {
      clearHide();
      update({ error: false });
      set(0);
    },
    finish,
    set,
    getState: () => state,
    dispose() {
      done = true;
      clearProgress();
      clearHide();
    },
  };
}
