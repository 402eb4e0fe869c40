import { describe, expect, it, vi } from 'vitest';
import { instantScroller } from './navigation-scroll';
import { SMOOTH_SCROLL_OPTIONS, createSmoothScroll, startSmoothScroll, type SmoothScrollEngine } from './smooth-scroll';

function fakeEngine(): SmoothScrollEngine {
  return { resize: vi.fn(), scrollTo: vi.fn(), start: vi.fn(), stop: vi.fn(), destroy: vi.fn() } as unknown as SmoothScrollEngine;
}

/** A smooth scroll whose engine and idle moment the test controls. */
function setUp({ fails = false } = {}) {
  const engines: SmoothScrollEngine[] = [];
  const create = vi.fn(async () => {
    if (fails) throw new Error('Failed to fetch dynamically imported module');
    const engine = fakeEngine();
    engines.push(engine);
    return engine;
  });
  let idle: (() => void) | undefined;
  const cancel = vi.fn();
  const schedule = vi.fn((start: () => void) => {
    idle = start;
    return cancel;
  });
  const onError = vi.fn();
  const scroll = startSmoothScroll({ create, schedule, onError });
  return { scroll, engines, create, schedule, cancel, onError, runIdle: () => idle?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('smooth scroll (SPEC §9: Lenis, lerp 0.1, multipliers 1, none with reduced motion)', () => {
  it('uses the SPEC constants', () => {
    expect(SMOOTH_SCROLL_OPTIONS).toEqual({ lerp: 0.1, wheelMultiplier: 1, touchMultiplier: 1 });
  });

  it('creates Lenis with them, from its own chunk', async () => {
    const lenis = await createSmoothScroll();
    expect(lenis.options).toMatchObject({ lerp: 0.1, wheelMultiplier: 1, touchMultiplier: 1 });
    lenis.destroy();
  });

  it('fetches the engine only once the browser is idle', async () => {
    const { scroll, create, runIdle, engines } = setUp();
    scroll.setEnabled(true);
    expect(create).not.toHaveBeenCalled();
    runIdle();
    await settle();
    expect(create).toHaveBeenCalledTimes(1);
    scroll.scroller().toTop();
    expect(engines[0]?.scrollTo).toHaveBeenCalledWith(0);
  });

  it('never fetches it for a shopper who prefers reduced motion, and jumps', () => {
    const { scroll, create, schedule } = setUp();
    scroll.setEnabled(false);
    expect(schedule).not.toHaveBeenCalled();
    expect(scroll.scroller()).toBe(instantScroller);
    expect(create).not.toHaveBeenCalled();
  });

  it('glides a navigation that comes before the idle moment once the engine is there', async () => {
    const { scroll, create, cancel, engines } = setUp();
    scroll.setEnabled(true);
    const element = document.createElement('section');
    scroll.scroller().toElement(element);
    expect(cancel).toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
    await settle();
    expect(engines[0]?.scrollTo).toHaveBeenCalledWith(element);
  });

  it('holds still while a header modal locks the page', async () => {
    const { scroll, runIdle, engines } = setUp();
    scroll.setLocked(true);
    scroll.setEnabled(true);
    runIdle();
    await settle();
    expect(engines[0]?.stop).toHaveBeenCalled();
    scroll.setLocked(false);
    expect(engines[0]?.start).toHaveBeenCalled();
  });

  it('stops when reduced motion is switched on, and starts again when it is off', async () => {
    const { scroll, runIdle, engines } = setUp();
    scroll.setEnabled(true);
    runIdle();
    await settle();
    scroll.setEnabled(false);
    expect(engines[0]?.destroy).toHaveBeenCalled();
    expect(scroll.scroller()).toBe(instantScroller);
    scroll.setEnabled(true);
    runIdle();
    await settle();
    expect(engines).toHaveLength(2);
  });

  it('jumps when the engine cannot be fetched', async () => {
    const { scroll, onError } = setUp({ fails: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scroll.setEnabled(true);
    scroll.scroller().toTop();
    await settle();
    expect(onError).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('drops an engine that arrives after the page is gone', async () => {
    const { scroll, runIdle, engines } = setUp();
    scroll.setEnabled(true);
    runIdle();
    scroll.destroy();
    await settle();
    expect(engines[0]?.destroy).toHaveBeenCalled();
  });
});
