import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const cities = [
  { value: 'dubai', label: 'Dubai' },
  { value: 'abu-dhabi', label: 'Abu Dhabi' },
  { value: 'sharjah', label: 'Sharjah' },
  { value: 'ajman', label: 'Ajman', disabled: true },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder, hint and error', () => {
    render(<Select label="City" options={cities} placeholder="Choose a city" hint="For delivery." error="Choose one." />);
    const trigger = screen.getByRole('combobox', { name: 'City', description: 'For delivery. Choose one.' });
    expect(trigger.textContent).toContain('Choose a city');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the keyboard and selects an option', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="City" options={cities} onValueChange={onValueChange} />);

    screen.getByRole('combobox', { name: 'City' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Ajman' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Sharjah' }));

    expect(onValueChange).toHaveBeenCalledWith('sharjah');
    expect(screen.getByRole('combobox', { name: 'City' }).textContent).toContain('Sharjah');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits its value with a form through a hidden native select', () => {
    const { container } = render(
      <form>
        <Select label="City" name="city" options={cities} defaultValue="dubai" />
      </form>,
    );
    const native = container.querySelector('select[name="city"]') as HTMLSelectElement;
    expect(native.value).toBe('dubai');
    expect(native.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders option groups with their labels', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Store"
        options={[
          { label: 'Dubai', options: [{ value: 'mall', label: 'Dubai Mall' }] },
          { label: 'Sharjah', options: [{ value: 'city-centre', label: 'City Centre' }] },
        ]}
      />,
    );
    screen.getByRole('combobox', { name: 'Store' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'City Centre' })).toBeTruthy();
  });

  it('auto-scrolls every 50 ms while the pointer rests on a scroll button', () => {
    // jsdom has no layout: give the list a scrollable size so Radix shows the scroll button.
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    vi.useFakeTimers();
    const setInterval = vi.spyOn(window, 'setInterval');
    const many = Array.from({ length: 40 }, (_, index) => ({ value: `c${index}`, label: `City ${index}` }));
    render(<Select label="City" options={many} defaultValue="c0" defaultOpen position="item-aligned" />);
    const listbox = screen.getByRole('listbox');
    const viewport = listbox.querySelector('[data-radix-select-viewport]') as HTMLElement;
    const down = listbox.querySelector('[data-scroll-button="down"]') as HTMLElement;
    expect(down.getAttribute('aria-hidden')).toBe('true');

    const before = viewport.scrollTop;
    fireEvent.pointerMove(down);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 50);
    // Three ticks in 150 ms, one item (40 px) each.
    act(() => vi.advanceTimersByTime(150));
    expect(viewport.scrollTop - before).toBe(120);

    fireEvent.pointerLeave(down);
    act(() => vi.advanceTimersByTime(150));
    expect(viewport.scrollTop - before).toBe(120);
    scrollHeight.mockRestore();
    clientHeight.mockRestore();
    offsetHeight.mockRestore();
  });
});
