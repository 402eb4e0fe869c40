import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('renders a span by default and a div on request', () => {
    render(
      <>
        <VisuallyHidden>inline</VisuallyHidden>
        <VisuallyHidden as="div">block</VisuallyHidden>
      </>,
    );
    expect(screen.getByText('inline').tagName).toBe('SPAN');
    expect(screen.getByText('block').tagName).toBe('DIV');
  });
});
