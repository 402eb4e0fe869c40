import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { media } from '../theme/breakpoints';
import { colors, fontSizes, fontWeights, lineHeights } from '../theme/tokens';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: renders `<h1>` … `<h4>` with the matching size. */
  level: HeadingLevel;
  /** Visual size when it must differ from the outline level (e.g. a small h2 in a card). */
  size?: HeadingLevel;
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

const baseStyles = css({
  margin: 0,
  color: colors.text,
  fontWeight: fontWeights.bold,
  lineHeight: lineHeights.tight,
  overflowWrap: 'break-word',
  // Long compound words (German) hyphenate where the page's lang allows.
  hyphens: 'auto',
});

const sizeStyles: Record<HeadingLevel, ReturnType<typeof css>> = {
  1: css({
    fontSize: fontSizes['2xl'],
    [media.up('md')]: { fontSize: fontSizes['3xl'] },
    [media.up('xl')]: { fontSize: fontSizes['4xl'] },
  }),
  2: css({
    fontSize: fontSizes.xl,
    [media.up('md')]: { fontSize: fontSizes['2xl'] },
    [media.up('xl')]: { fontSize: fontSizes['3xl'] },
  }),
  3: css({ fontSize: fontSizes.lg, [media.up('md')]: { fontSize: fontSizes.xl } }),
  4: css({ fontSize: fontSizes.md, lineHeight: lineHeights.snug, [media.up('md')]: { fontSize: fontSizes.lg } }),
};

const elements = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A section heading whose element follows the document outline. */
export function Heading({ level, size = level, children, ...rest }: HeadingProps) {
  const Element = elements[level];
  return (
    <Element {...rest} css={[baseStyles, sizeStyles[size]]}>
      {children}
    </Element>
  );
}
