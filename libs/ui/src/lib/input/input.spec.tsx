import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('is a text input by default that takes typing and forwards its ref', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<Input aria-label="Name" ref={ref} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

    await user.type(input, 'Ali');

    expect(input.type).toBe('text');
    expect(input.value).toBe('Ali');
    expect(ref.current).toBe(input);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('is marked invalid on request only', () => {
    render(
      <>
        <Input aria-label="Email" type="email" invalid />
        <Input aria-label="City" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'City' }).hasAttribute('aria-invalid')).toBe(false);
  });
});
