import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input with its label', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(input);
  });

  it('gives each field its own id unless one is passed', () => {
    render(
      <>
        <TextField label="First name" />
        <TextField label="Last name" />
        <TextField label="City" id="city" />
      </>,
    );
    const first = screen.getByLabelText('First name');
    const last = screen.getByLabelText('Last name');
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(last.id);
    expect(screen.getByLabelText('City').id).toBe('city');
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Phone" type="tel" hint="We call you back within one hour." />);
    expect(
      screen.getByRole('textbox', { name: 'Phone', description: 'We call you back within one hour.' }),
    ).toBeTruthy();
  });

  it('marks the input invalid and describes it with the error after the hint', () => {
    render(
      <TextField
        label="Email"
        type="email"
        hint="For the order confirmation."
        error="Enter a complete email address."
      />,
    );
    const input = screen.getByRole('textbox', {
      name: 'Email',
      description: 'For the order confirmation. Enter a complete email address.',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it("keeps the caller's aria-describedby", () => {
    render(
      <>
        <p id="privacy">We never share it.</p>
        <TextField label="Email" aria-describedby="privacy" hint="For the order confirmation." />
      </>,
    );
    expect(
      screen.getByRole('textbox', { name: 'Email', description: 'We never share it. For the order confirmation.' }),
    ).toBeTruthy();
  });

  it('forwards input props and its ref to the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField label="City" ref={ref} name="city" required autoComplete="address-level2" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;

    await user.type(input, 'Dubai');

    expect(ref.current).toBe(input);
    expect(input.name).toBe('city');
    expect(input.required).toBe(true);
    expect(input.value).toBe('Dubai');
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});
