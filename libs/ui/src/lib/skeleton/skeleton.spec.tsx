import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders the number of text lines asked for', () => {
    const { container } = render(<Skeleton lines={3} />);
    expect(container.firstElementChild?.children).toHaveLength(3);
  });

  it('takes its size as logical inline and block sizes, in a class (the CSP allows no style attribute)', () => {
    const { container } = render(<Skeleton shape="rect" width="12rem" height="9rem" />);
    const element = container.firstElementChild as HTMLElement;
    expect(element.hasAttribute('style')).toBe(false);
    const style = getComputedStyle(element);
    expect(style.inlineSize).toBe('12rem');
    expect(style.blockSize).toBe('9rem');
  });
});
