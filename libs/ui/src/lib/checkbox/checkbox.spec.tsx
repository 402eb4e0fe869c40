import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label, the box and the Space key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="I agree to the terms" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement;

    await user.click(screen.getByText('I agree to the terms'));
    expect(checkbox.checked).toBe(true);
    await user.keyboard(' ');
    expect(checkbox.checked).toBe(false);
    await user.click(checkbox);
    expect(checkbox.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('is announced as mixed when indeterminate', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="All generators" indeterminate ref={ref} />);
    expect(ref.current?.indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'All generators' })).toBe(ref.current);
  });

  it('describes itself with the hint and the error', () => {
    render(<Checkbox label="Subscribe" hint="One email a month." error="Please confirm." />);
    const checkbox = screen.getByRole('checkbox', { name: 'Subscribe', description: 'One email a month. Please confirm.' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
  });
});
