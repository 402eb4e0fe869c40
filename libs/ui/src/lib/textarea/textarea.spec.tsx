import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('takes several lines and has four rows by default', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Message" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

    await user.type(textarea, 'Hello{Enter}world');

    expect(textarea.value).toBe('Hello\nworld');
    expect(textarea.rows).toBe(4);
  });

  it('is marked invalid on request', () => {
    render(<Textarea aria-label="Message" invalid />);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe('true');
  });
});
