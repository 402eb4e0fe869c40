import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colors } from '../theme/tokens';
import { LoadingBar } from './loading-bar';
import { createLoadingIndicator, estimatedProgress, LOADING_BAR_DEFAULTS } from './loading-indicator';
import type { LoadingIndicatorState } from './loading-indicator';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function indicatorWithLog() {
  const states: LoadingIndicatorState[] = [];
  const indicator = createLoadingIndicator({}, (state) => states.push(state));
  return { indicator, latest: () => indicator.getState(), states };
}

describe('loading indicator timings', () => {
  it('uses the SPEC §9 constants by default', () => {
    expect(LOADING_BAR_DEFAULTS).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 });
  });

  it('shows only after the 200 ms throttle, then advances towards 100 % over the 2000 ms duration', () => {
    const { indicator, latest } = indicatorWithLog();
    indicator.start();
    vi.advanceTimersByTime(199);
    expect(latest().visible).toBe(false);

    vi.advanceTimersByTime(1);
    expect(latest().visible).toBe(true);

    vi.advanceTimersByTime(1000);
    const halfway = latest().progress;
    // Half the duration: 50 % (the first frame starts the clock one frame late).
    expect(halfway).toBeGreaterThan(45);
    expect(halfway).toBeLessThanOrEqual(50);

    vi.advanceTimersByTime(1000);
    expect(latest().progress).toBeCloseTo(estimatedProgress(2000, 2000), 0);
    expect(latest().progress).toBeLessThan(100);
    indicator.dispose();
  });

  it('fills on finish, hides 500 ms later and resets 400 ms after that', () => {
    const { indicator, latest } = indicatorWithLog();
    indicator.start();
    vi.advanceTimersByTime(600);
    indicator.finish();
    expect(latest()).toEqual({ progress: 100, visible: true, error: false });

    vi.advanceTimersByTime(499);
    expect(latest().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(latest()).toEqual({ progress: 100, visible: false, error: false });

    vi.advanceTimersByTime(399);
    expect(latest().progress).toBe(100);
    vi.advanceTimersByTime(1);
    expect(latest().progress).toBe(0);
  });

  it('never shows for a navigation shorter than the throttle', () => {
    const { indicator, states } = indicatorWithLog();
    indicator.start();
    vi.advanceTimersByTime(150);
    indicator.finish();
    vi.advanceTimersByTime(2000);
    expect(states.some((state) => state.visible)).toBe(false);
  });

  it('keeps showing when a new navigation starts while the bar hides', () => {
    const { indicator, latest } = indicatorWithLog();
    indicator.start();
    vi.advanceTimersByTime(300);
    indicator.finish();
    vi.advanceTimersByTime(100);
    indicator.start();
    expect(latest()).toMatchObject({ progress: 0, visible: true });
    vi.advanceTimersByTime(1000);
    expect(latest().visible).toBe(true);
    expect(latest().progress).toBeGreaterThan(0);
    indicator.dispose();
  });

  it('hides at once when forced, and keeps an error until reset', () => {
    const { indicator, latest } = indicatorWithLog();
    indicator.start();
    vi.advanceTimersByTime(300);
    indicator.finish({ force: true });
    expect(latest()).toEqual({ progress: 0, visible: false, error: false });

    indicator.start();
    vi.advanceTimersByTime(300);
    indicator.finish({ error: true });
    expect(latest().error).toBe(true);
    vi.advanceTimersByTime(900);
    expect(latest()).toEqual({ progress: 0, visible: false, error: false });
  });

  it('never moves a progress set by hand backwards', () => {
    const { indicator, latest } = indicatorWithLog();
    indicator.start();
    vi.advanceTimersByTime(250);
    indicator.set(90);
    vi.advanceTimersByTime(100);
    expect(latest().progress).toBeGreaterThanOrEqual(90);
    indicator.set(100);
    expect(latest().progress).toBe(100);
    indicator.dispose();
  });
});

describe('LoadingBar', () => {
  function bar(container: HTMLElement) {
    return container.firstElementChild as HTMLElement;
  }

  it('is idle, hidden and 3 px of brand green until a navigation starts', () => {
    const { container } = render(<LoadingBar active={false} />);
    expect(bar(container).getAttribute('data-state')).toBe('idle');
    expect(bar(container).getAttribute('aria-hidden')).toBe('true');
    expect(bar(container).style.opacity).toBe('0');
    expect(bar(container).style.blockSize).toBe('3px');
    expect(colors.loadingBar).toBe('#66CC33');
    expect(bar(container).style.backgroundColor).toBe('rgb(102, 204, 51)');
  });

  it('follows `active` with the timings of the state machine', () => {
    const { container, rerender } = render(<LoadingBar active={false} label="Loading page" />);
    rerender(<LoadingBar active label="Loading page" />);
    act(() => vi.advanceTimersByTime(199));
    expect(bar(container).getAttribute('data-state')).toBe('idle');
    act(() => vi.advanceTimersByTime(301));
    expect(bar(container).getAttribute('data-state')).toBe('loading');
    expect(bar(container).getAttribute('role')).toBe('progressbar');
    expect(bar(container).getAttribute('aria-label')).toBe('Loading page');

    rerender(<LoadingBar active={false} label="Loading page" />);
    expect(bar(container).style.transform).toBe('scaleX(1)');
    act(() => vi.advanceTimersByTime(500));
    expect(bar(container).getAttribute('data-state')).toBe('idle');
    act(() => vi.advanceTimersByTime(400));
    expect(bar(container).style.transform).toBe('scaleX(0)');
  });

  it('finishes in the error colour when the navigation failed', () => {
    const { container, rerender } = render(<LoadingBar active />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingBar active={false} error />);
    expect(bar(container).getAttribute('data-error')).toBe('true');
  });
});
