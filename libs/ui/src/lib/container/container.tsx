import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { media } from '../theme/breakpoints';
import { layout, space } from '../theme/tokens';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** `wide` (default) grows up to 3840 px; `narrow` keeps a reading width (1024 px). */
  size?: 'wide' | 'narrow';
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav' | 'article';
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

// Inline padding grows with the viewport, from a 320 px phone to a 3840 px (4K) screen.
const containerStyles = css({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: space[4],
  [media.up('sm')]: { paddingInline: space[5] },
  [media.up('md')]: { paddingInline: space[6] },
  [media.up('lg')]: { paddingInline: space[8] },
  [media.up('xl')]: { paddingInline: space[10] },
  [media.up('desktop')]: { paddingInline: space[12] },
  [media.up('desktopXl')]: { paddingInline: space[16] },
  [media.up('desktop3xl')]: { paddingInline: space[24] },
});

const sizeStyles = {
  wide: css({ maxInlineSize: layout.containerMaxWidth }),
  narrow: css({ maxInlineSize: layout.containerNarrowWidth }),
};

/** Centres page content with a maximum width and responsive inline padding. */
export function Container({ size = 'wide', as: Element = 'div', children, ref, ...rest }: ContainerProps) {
  // `as` is a union of tags whose ref types TypeScript cannot unify; each is an HTMLElement.
  return (
    <Element {...rest} ref={ref as Ref<never>} css={[containerStyles, sizeStyles[size]]}>
      {children}
    </Element>
  );
}
