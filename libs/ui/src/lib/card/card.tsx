import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { colors, radii, shadows, space } from '../theme/tokens';
import type { SpaceToken } from '../theme/tokens';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; pick the one that matches the content (`article` for a product). */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  /** Inner padding from the spacing scale. */
  padding?: SpaceToken;
  /** Adds a shadow for cards that float above the page. */
  elevated?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const cardStyles = css({
  display: 'block',
  minInlineSize: 0,
  backgroundColor: colors.surface,
  color: colors.text,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
});

const elevatedStyles = css({ boxShadow: shadows.md, borderColor: 'transparent' });

/** A surface that groups related content. */
export function Card({ as: Element = 'div', padding = 4, elevated = false, children, ref, ...rest }: CardProps) {
  // `as` is a union of tags whose ref types TypeScript cannot unify; each is an HTMLElement.
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      css={[cardStyles, elevated && elevatedStyles, { padding: space[padding] }]}
    >
      {children}
    </Element>
  );
}
