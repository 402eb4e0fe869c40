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
    const { container } = render(<Container>Page</Container>);
    const className = [...((container.firstElementChild as HTMLElement | null)?.classList ?? [])].find((name) => name.startsWith('css-'));
    // The container's own rules only: other specs of the worker leave their styles in the document too.
    const css = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => style.textContent)
      .join('')
      .split('}')
      .filter((rule) => className && rule.includes(`.${className}`))
      .join('}');
    expect(css).toContain('max-inline-size:3840px');
    expect(css).toContain('@media (min-width: 3800px){.');
    expect(css).toMatch(/padding-inline:/);
    expect(css).not.toMatch(/(padding|margin)-(left|right)|[^-](left|right):/);
  });
});
