import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './stack';

describe('Stack', () => {
  it('renders a list when used as a list, keeping its items', () => {
    render(
      <Stack as="ul" direction="row" gap={2} aria-label="Categories">
        <li>Generators</li>
        <li>Pumps</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list.tagName).toBe('UL');
  });

  it('lays out by direction and gap from the spacing scale', () => {
    const { rerender } = render(<Stack data-testid="stack">a</Stack>);
    const column = screen.getByTestId('stack').className;
    rerender(
      <Stack data-testid="stack" direction="row" gap={8}>
        a
      </Stack>,
    );
    const css = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');
    expect(screen.getByTestId('stack').className).not.toBe(column);
    expect(css).toContain('flex-direction:row;gap:2rem');
  });
});
