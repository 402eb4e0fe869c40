import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders a div by default', () => {
    render(<Card data-testid="card">Content</Card>);
    expect(screen.getByTestId('card').tagName).toBe('DIV');
  });

  it('renders the element given by as, with its semantics and props', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card as="article" aria-label="Petrol generator" ref={ref}>
        Content
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Petrol generator' });
    expect(article.textContent).toBe('Content');
    expect(ref.current).toBe(article);
  });
});
