import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useCallback, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryMenu } from './category-menu';
import type { CategoryLink } from './header-links';
import { HOVER_INTENT } from './hover-intent';

vi.mock('@storefront/regions', () => ({
  RegionLink: ({ to, children, className, onClick }: { to: string; children: ReactNode; className?: string; onClick?: () => void }) => (
    <a href={`/ae_en/${to}/`} className={className} onClick={(event) => (event.preventDefault(), onClick?.())}>
      {children}
    </a>
  ),
}));

const category = (id: number, title: string, children: string[]): CategoryLink => ({
  key: `category-${id}`,
  title,
  to: `catalog/${title.toLowerCase()}`,
  children: children.map((child, index) => ({
    key: `category-${id}-${index}`,
    title: child,
    to: `catalog/${title.toLowerCase()}/${child.toLowerCase()}`,
  })),
});
const categories = [category(1, 'Motorcycles', ['Enduro', 'Cross']), category(2, 'Generators', ['Inverter', 'Diesel'])];

/** The strip as MainNav holds it: one panel open at a time, each entry a link with its menu after it. */
function Strip() {
  const [open, setOpen] = useState<string | null>(null);
  const onOpenChange = useCallback(
    (key: string, next: boolean) => setOpen((current) => (next ? key : current === key ? null : current)),
    [],
  );
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <ul>
        {categories.map((entry) => (
          <li key={entry.key} data-testid={entry.key}>
            <a href={`/ae_en/${entry.to}/`}>{entry.title}</a>
            <CategoryMenu category={entry} open={open === entry.key} onOpenChange={onOpenChange} />
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </IntlProvider>
  );
}

const toggle = (title: string) => screen.getByRole('button', { name: `${title}: sub-categories` });
const panelOf = (title: string) => document.getElementById(toggle(title).getAttribute('aria-controls') ?? '') as HTMLElement;
const press = (key: string, target: Element = document.activeElement ?? document.body) => fireEvent.keyDown(target, { key });

describe('CategoryMenu (disclosure navigation)', () => {
  it('toggles a panel named by aria-controls whose links exist only while it is open', () => {
    render(<Strip />);
    const button = toggle('Motorcycles');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf('Motorcycles').hidden).toBe(true);
    expect(within(panelOf('Motorcycles')).queryAllByRole('link', { hidden: true })).toEqual([]);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(panelOf('Motorcycles')).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All Motorcycles',
      'Enduro',
      'Cross',
    ]);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps one panel open at a time', () => {
    render(<Strip />);
    fireEvent.click(toggle('Motorcycles'));
    fireEvent.click(toggle('Generators'));
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Generators').getAttribute('aria-expanded')).toBe('true');
  });

  it('enters the panel with ArrowDown from the category link, moves with the arrows and leaves with Escape', () => {
    render(<Strip />);
    const link = screen.getByRole('link', { name: 'Motorcycles' });
    link.focus();
    press('ArrowDown', link);
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('All Motorcycles');

    press('ArrowDown');
    expect(document.activeElement?.textContent).toBe('Enduro');
    press('End');
    expect(document.activeElement?.textContent).toBe('Cross');
    press('Home');
    press('ArrowUp');
    expect(document.activeElement).toBe(toggle('Motorcycles'));

    press('ArrowDown');
    press('Escape');
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Motorcycles'));
  });

  it('closes when the focus leaves the entry, not when it moves inside', () => {
    render(<Strip />);
    fireEvent.click(toggle('Motorcycles'));
    const [first, second] = within(panelOf('Motorcycles')).getAllByRole('link');
    fireEvent.focusOut(first as Element, { relatedTarget: second });
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('true');
    fireEvent.focusOut(second as Element, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside its entry', () => {
    render(<Strip />);
    fireEvent.click(toggle('Motorcycles'));
    fireEvent.pointerDown(within(panelOf('Motorcycles')).getByRole('link', { name: 'Enduro' }));
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when one of its links is followed', () => {
    render(<Strip />);
    fireEvent.click(toggle('Motorcycles'));
    fireEvent.click(within(panelOf('Motorcycles')).getByRole('link', { name: 'Enduro' }));
    expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
  });

  describe('hover intent', () => {
    let hoverCapable = true;
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: hover)' && hoverCapable }));
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      hoverCapable = true;
    });

    const pointer = (type: 'pointerenter' | 'pointerleave', entry: string, pointerType = 'mouse') =>
      act(() => {
        const event = new Event(type);
        Object.defineProperty(event, 'pointerType', { value: pointerType });
        screen.getByTestId(entry).dispatchEvent(event);
      });
    const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('opens when the pointer rests on the entry and closes a moment after it leaves', () => {
      render(<Strip />);
      pointer('pointerenter', 'category-1');
      wait(HOVER_INTENT.openDelayMs - 1);
      expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
      wait(1);
      expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('true');

      pointer('pointerleave', 'category-1');
      wait(HOVER_INTENT.closeDelayMs - 1);
      pointer('pointerenter', 'category-1');
      wait(HOVER_INTENT.closeDelayMs);
      expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('true');

      pointer('pointerleave', 'category-1');
      wait(HOVER_INTENT.closeDelayMs);
      expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');
    });

    it('keeps a panel opened by a click when the pointer leaves', () => {
      render(<Strip />);
      pointer('pointerenter', 'category-1');
      fireEvent.click(toggle('Motorcycles'));
      pointer('pointerleave', 'category-1');
      wait(HOVER_INTENT.closeDelayMs * 2);
      expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('true');
    });

    it('ignores touch and screens that cannot hover', () => {
      render(<Strip />);
      pointer('pointerenter', 'category-1', 'touch');
      wait(HOVER_INTENT.openDelayMs);
      expect(toggle('Motorcycles').getAttribute('aria-expanded')).toBe('false');

      hoverCapable = false;
      pointer('pointerenter', 'category-2');
      wait(HOVER_INTENT.openDelayMs);
      expect(toggle('Generators').getAttribute('aria-expanded')).toBe('false');
    });
  });
});
