import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio';

const warranty = [
  { value: 'basic', label: 'Basic', hint: 'Included' },
  { value: 'pro', label: 'Pro' },
  { value: 'fleet', label: 'Fleet', disabled: true },
];

describe('RadioGroup', () => {
  it('is a labelled group whose radios share a name', () => {
    render(<RadioGroup legend="Warranty" name="warranty" options={warranty} />);
    const group = screen.getByRole('radiogroup', { name: 'Warranty' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(group.tagName).toBe('FIELDSET');
    expect(radios.map((radio) => radio.name)).toEqual(['warranty', 'warranty', 'warranty']);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(screen.getByRole('radio', { name: 'Basic', description: 'Included' })).toBeTruthy();
  });

  it('selects with a click and moves with the arrow keys, skipping disabled options', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup legend="Warranty" name="warranty" options={warranty} defaultValue="basic" onValueChange={onValueChange} />);

    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    expect((screen.getByRole('radio', { name: 'Pro' }) as HTMLInputElement).checked).toBe(true);
    expect(onValueChange).toHaveBeenLastCalledWith('pro', expect.anything());

    await user.keyboard('{ArrowUp}');
    expect((screen.getByRole('radio', { name: 'Basic' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Fleet' })).toHaveProperty('disabled', true);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<RadioGroup legend="Warranty" name="w" options={warranty} value="pro" />);
    expect((screen.getByRole('radio', { name: 'Pro' }) as HTMLInputElement).checked).toBe(true);
    rerender(<RadioGroup legend="Warranty" name="w" options={warranty} value="basic" />);
    expect((screen.getByRole('radio', { name: 'Basic' }) as HTMLInputElement).checked).toBe(true);
  });

  it('carries required and error state on the group', () => {
    render(<RadioGroup legend="Warranty" name="w" options={warranty} required error="Choose a warranty." />);
    const group = screen.getByRole('radiogroup', { name: 'Warranty', description: 'Choose a warranty.' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
  });
});
