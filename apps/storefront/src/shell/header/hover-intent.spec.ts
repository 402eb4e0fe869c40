import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOVER_INTENT, createHoverIntent } from './hover-intent';

describe('createHoverIntent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setUp = () => {
    const open = vi.fn();
    const close = vi.fn();
    return { open, close, intent: createHoverIntent({ open, close }) };
  };

  it('opens once the pointer has rested for the open delay', () => {
    const { open, intent } = setUp();
    intent.enter();
    vi.advanceTimersByTime(HOVER_INTENT.openDelayMs - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a pointer that only passes through', () => {
    const { open, close, intent } = setUp();
    intent.enter();
    vi.advanceTimersByTime(HOVER_INTENT.openDelayMs - 50);
    intent.leave();
    vi.advanceTimersByTime(HOVER_INTENT.closeDelayMs * 2);
    expect(open).not.toHaveBeenCalled();
    // Closing what never opened is harmless; the caller closes only its own panel.
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes only after the grace period, and not at all when the pointer comes back in time', () => {
    const { close, intent } = setUp();
    intent.enter();
    vi.advanceTimersByTime(HOVER_INTENT.openDelayMs);
    intent.leave();
    vi.advanceTimersByTime(HOVER_INTENT.closeDelayMs - 1);
    intent.enter();
    vi.advanceTimersByTime(HOVER_INTENT.closeDelayMs * 2);
    expect(close).not.toHaveBeenCalled();

    intent.leave();
    vi.advanceTimersByTime(HOVER_INTENT.closeDelayMs);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('forgets a pending change when cancelled', () => {
    const { open, close, intent } = setUp();
    intent.enter();
    intent.cancel();
    intent.leave();
    intent.cancel();
    vi.runAllTimers();
    expect(open).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });

  it('takes other delays', () => {
    const open = vi.fn();
    const intent = createHoverIntent({ open, close: vi.fn(), openDelayMs: 10 });
    intent.enter();
    vi.advanceTimersByTime(10);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
