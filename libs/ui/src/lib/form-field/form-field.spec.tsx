import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../input/input';
import { Textarea } from '../textarea/textarea';
import { FormField } from './form-field';

describe('FormField', () => {
  it('labels any control and describes it with hint then error', () => {
    render(
      <FormField label="Comment" hint="Up to 500 characters." error="Write a few words." required>
        {(field) => <Textarea {...field} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', {
      name: 'Comment',
      description: 'Up to 500 characters. Write a few words.',
    });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect((textarea as HTMLTextAreaElement).required).toBe(true);
  });

  it('gives the control no invalid state or description without hint and error', () => {
    render(<FormField label="City">{(field) => <Input {...field} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('ignores an empty error', () => {
    render(
      <FormField label="City" error="">
        {(field) => <Input {...field} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'City' }).hasAttribute('aria-invalid')).toBe(false);
  });
});
