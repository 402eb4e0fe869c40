import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody, CardFooter, CardMedia } from './card';

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

describe('Card primitives', () => {
  it('compose a product card: media, body and footer in order', () => {
    render(
      <Card as="article" padding={0} aria-label="Generator">
        <CardMedia data-testid="media">
          <img src="/a.jpg" alt="" width={10} height={10} />
        </CardMedia>
        <CardBody data-testid="body">Petrol generator</CardBody>
        <CardFooter data-testid="footer">
          <button type="button">Add to cart</button>
        </CardFooter>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Generator' });
    expect([...article.children].map((child) => child.getAttribute('data-testid'))).toEqual(['media', 'body', 'footer']);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });
});
