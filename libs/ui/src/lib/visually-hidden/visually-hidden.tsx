import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenStyles = css({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** `span` (default) inside phrasing content, `div` for block content. */
  as?: 'span' | 'div';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Text for screen readers only, e.g. a label that the visual design shows as an icon. */
export function VisuallyHidden({ as: Element = 'span', children, ref, ...rest }: VisuallyHiddenProps) {
  // `as` is a union of tags whose ref types TypeScript cannot unify; each is an HTMLElement.
  return (
    <Element {...rest} ref={ref as Ref<never>} css={visuallyHiddenStyles}>
      {children}
    </Element>
  );
}
