import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';
import type { HeadingLevel } from './heading';

describe('Heading', () => {
  it.each<HeadingLevel>([1, 2, 3, 4])('renders level %i as the matching h element', (level) => {
    render(<Heading level={level}>Generators</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Generators' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('keeps the element of its level when the visual size differs', () => {
    const { rerender } = render(<Heading level={2}>Specifications</Heading>);
    const h2Class = screen.getByRole('heading', { level: 2 }).className;

    rerender(
      <Heading level={2} size={4}>
        Specifications
      </Heading>,
    );

    const heading = screen.getByRole('heading', { level: 2, name: 'Specifications' });
    expect(heading.className).not.toBe(h2Class);
  });

  it('passes other props through', () => {
    render(
      <Heading level={1} id="page-title">
        Pumps
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'Pumps' }).id).toBe('page-title');
  });
});
