import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const regions = [
  { value: 'dubai', label: 'Dubai', content: 'Stores in Dubai' },
  { value: 'sharjah', label: 'Sharjah', content: 'Stores in Sharjah' },
  { value: 'ajman', label: 'Ajman', content: 'Stores in Ajman', disabled: true },
  { value: 'fujairah', label: 'Fujairah', content: 'Stores in Fujairah' },
];

describe('Tabs', () => {
  it('is a named tab list whose first tab and panel are selected by default', () => {
    render(<Tabs label="Regions" items={regions} />);
    expect(screen.getByRole('tablist', { name: 'Regions' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Dubai', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Dubai' }).textContent).toBe('Stores in Dubai');
  });

  it('moves with the arrow keys, skipping disabled tabs, and shows the focused panel', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="Regions" items={regions} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Dubai' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sharjah', selected: true })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fujairah', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Stores in Fujairah');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dubai', selected: true })).toBeTruthy();
    expect(onValueChange).toHaveBeenLastCalledWith('dubai');
  });

  it('reverses the arrow keys in right-to-left', async () => {
    const user = userEvent.setup();
    render(<Tabs label="المناطق" items={regions} dir="rtl" />);
    await user.click(screen.getByRole('tab', { name: 'Dubai' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sharjah', selected: true })).toBeTruthy();
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Tabs label="Regions" items={regions} value="sharjah" />);
    expect(screen.getByRole('tab', { name: 'Sharjah', selected: true })).toBeTruthy();
    rerender(<Tabs label="Regions" items={regions} value="fujairah" />);
    expect(screen.getByRole('tab', { name: 'Fujairah', selected: true })).toBeTruthy();
  });
});
