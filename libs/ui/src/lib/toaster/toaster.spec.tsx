import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { UiProvider } from '../ui-provider/ui-provider';
import { preloadToaster, toast, toastColors, Toaster, TOASTER_DEFAULTS, TOASTER_STYLE_HASH } from './toaster';

const sonnerSource = () => readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');

// Sonner is loaded on demand; load it once so that the specs render synchronously.
beforeAll(async () => {
  await preloadToaster();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

/** Sonner adds a toast to its list on the next tick. */
function send(show: () => void) {
  act(() => {
    show();
    vi.advanceTimersByTime(1);
  });
}

const list = () => document.querySelector('[data-sonner-toaster]') as HTMLElement;
const toasts = () => [...document.querySelectorAll('[data-sonner-toast]')] as HTMLElement[];

describe('Toaster configuration (SPEC §9)', () => {
  it('states the constants of the specification', () => {
    expect(TOASTER_DEFAULTS).toMatchObject({
      visibleToasts: 3,
      duration: 4000,
      gap: 14,
      width: 356,
      position: 'bottom-right',
      rtlPosition: 'bottom-left',
      hotkey: ['altKey', 'KeyT'],
      label: 'Notifications',
      swipeThreshold: 45,
      swipeVelocity: 0.11,
      removeDelay: 200,
    });
  });

  it("relies on Sonner's own swipe, width and removal constants, which equal the SPEC", () => {
    // Sonner does not expose these as props; pin the installed version's values.
    const source = sonnerSource();
    expect(source).toMatch(/SWIPE_THRESHOLD = 45;/);
    expect(source).toMatch(/velocity > 0\.11/);
    expect(source).toMatch(/TIME_BEFORE_UNMOUNT = 200;/);
    expect(source).toMatch(/TOAST_WIDTH = 356;/);
  });

  it("gives the CSP hash of the stylesheet Sonner inserts", () => {
    const inserted = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(sonnerSource())?.[1];
    const css = JSON.parse(`"${inserted}"`) as string;
    expect(TOASTER_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
  });

  it.each(Object.entries(toastColors))('the %s toast has text contrast of at least 4.5:1', (_type, { color, background }) => {
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Toaster', () => {
  it('shows at most 3 toasts at a time, 14 px apart and 356 px wide, bottom-right', () => {
    render(<Toaster />);
    send(() => {
      for (let index = 1; index <= 5; index += 1) toast(`Message ${index}`);
    });
    expect(toasts()).toHaveLength(5);
    expect(toasts().filter((item) => item.getAttribute('data-visible') === 'true')).toHaveLength(3);
    expect(list().style.getPropertyValue('--gap')).toBe('14px');
    expect(list().style.getPropertyValue('--width')).toBe('356px');
    expect(list().getAttribute('data-y-position')).toBe('bottom');
    expect(list().getAttribute('data-x-position')).toBe('right');
  });

  it('stacks bottom-left in right-to-left', () => {
    render(
      <UiProvider dir="rtl">
        <Toaster />
      </UiProvider>,
    );
    send(() => {
      toast('تم الحفظ');
    });
    expect(list().getAttribute('data-x-position')).toBe('left');
    expect(list().getAttribute('dir')).toBe('rtl');
  });

  it('stacks at the top on a phone, under the inset it is given (the sticky header)', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<Toaster phoneTopInset="var(--header-row)" />);
      send(() => {
        toast('Added to your cart');
      });
      expect(matchMedia).toHaveBeenCalledWith('(max-width: 739.98px)');
      expect(list().getAttribute('data-y-position')).toBe('top');
      expect(list().getAttribute('data-x-position')).toBe('center');
      expect(list().style.getPropertyValue('--mobile-offset-top')).toBe('calc(var(--header-row) + 0.5rem)');
      expect(list().style.getPropertyValue('--offset-top')).toBe('calc(var(--header-row) + 0.5rem)');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('has the six types of SPEC §9', () => {
    render(<Toaster />);
    send(() => {
      toast('Default');
      toast.success('Success');
      toast.error('Error');
    });
    send(() => {
      toast.info('Info');
      toast.warning('Warning');
      toast.loading('Loading');
    });
    const types = toasts().map((item) => item.getAttribute('data-type') ?? 'default');
    expect(types.sort()).toEqual(['default', 'error', 'info', 'loading', 'success', 'warning']);
  });

  it('closes a toast after 4000 ms, removing it in 200 ms', () => {
    render(<Toaster />);
    send(() => {
      toast('Added to cart');
    });
    // (Sonner adds the toast one tick after the call: allow a few ms around each boundary.)
    act(() => vi.advanceTimersByTime(3990));
    expect(toasts()[0]?.getAttribute('data-removed')).toBe('false');

    act(() => vi.advanceTimersByTime(20));
    expect(toasts()[0]?.getAttribute('data-removed')).toBe('true');
    act(() => vi.advanceTimersByTime(170));
    expect(toasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(30));
    expect(toasts()).toHaveLength(0);
  });

  it('is a labelled region that Alt+T focuses', () => {
    render(<Toaster label="Уведомления" />);
    send(() => {
      toast('Сохранено');
    });
    expect(screen.getByRole('region', { name: 'Уведомления alt+T' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(list());
  });

  it('keeps toasts sent before a toaster is mounted and shows them when it is', () => {
    send(() => {
      toast.success('Sent early');
    });
    expect(toasts()).toHaveLength(0);
    render(<Toaster />);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Sent early')).toBeTruthy();
  });

  it('renders nothing on the server (no hydration mismatch)', async () => {
    const { renderToString } = await import('react-dom/server');
    expect(renderToString(<Toaster />)).toBe('');
  });

  it('labels the close buttons when asked to show them', () => {
    render(<Toaster closeLabel="Close" />);
    send(() => {
      toast('Saved');
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('runs an action and shows a description', () => {
    const onClick = vi.fn();
    render(<Toaster />);
    send(() => {
      toast('Removed from comparison', { description: 'Generator 3.5 kW', action: { label: 'Undo', onClick } });
    });
    expect(screen.getByText('Generator 3.5 kW')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
