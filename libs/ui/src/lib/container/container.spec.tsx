import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container';

describe('Container', () => {
  it('renders the landmark given by as, with its props', () => {
    render(
      <Container as="main" id="content">
        Page
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main.id).toBe('content');
    expect(main.textContent).toBe('Page');
  });

  it('grows its inline padding with the breakpoints up to 4K, using logical properties only', () => {
    render(<Container>Page</Container>);
    const css = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent).join('');
    expect(css).toContain('max-inline-size:3840px');
    expect(css).toContain('@media (min-width: 3800px){.');
    expect(css).toMatch(/padding-inline:/);
    expect(css).not.toMatch(/(padding|margin)-(left|right)|[^-](left|right):/);
  });
});
