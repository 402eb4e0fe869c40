import { css, keyframes } from '@emotion/react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { colors, radii, space } from '../theme/tokens';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `text`: lines of body text; `rect`: an image or a card; `circle`: an avatar or an icon. */
  shape?: SkeletonShape;
  /** Inline size, any CSS length. Default: the full line for text and rect. */
  width?: CSSProperties['inlineSize'];
  /** Block size, any CSS length. Default: one line for text, 8rem for rect. */
  height?: CSSProperties['blockSize'];
  /** Number of text lines; the last one is shorter, as real paragraphs are. */
  lines?: number;
  ref?: Ref<HTMLSpanElement>;
}

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const blockStyles = css({
  display: 'block',
  backgroundColor: colors.skeleton,
  backgroundImage: `linear-gradient(90deg, ${colors.skeleton} 0%, ${colors.skeletonHighlight} 50%, ${colors.skeleton} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

const shapeStyles: Record<SkeletonShape, ReturnType<typeof css>> = {
  text: css({ blockSize: '1em', borderRadius: radii.sm, inlineSize: '100%' }),
  rect: css({ blockSize: '8rem', borderRadius: radii.md, inlineSize: '100%' }),
  circle: css({ blockSize: '2.5rem', inlineSize: '2.5rem', borderRadius: radii.pill }),
};

const linesStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2] });
const lastLineStyles = css({ inlineSize: '60%' });

/**
 * A placeholder in the shape of content that is loading. It is decorative (`aria-hidden`): mark
 * the region that loads with `aria-busy` and announce the loading state there.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, ref, ...rest }: SkeletonProps) {
  // Sizes are classes, not `style` attributes: the pages' CSP allows no inline styles.
  const inline = width === undefined ? undefined : css({ inlineSize: width });
  const block = height === undefined ? undefined : css({ blockSize: height });
  if (shape === 'text' && lines > 1) {
    return (
      <span {...rest} ref={ref} aria-hidden="true" data-skeleton="" css={[linesStyles, inline]}>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} css={[blockStyles, shapeStyles.text, index === lines - 1 && lastLineStyles, block]} />
        ))}
      </span>
    );
  }
  return <span {...rest} ref={ref} aria-hidden="true" data-skeleton="" css={[blockStyles, shapeStyles[shape], inline, block]} />;
}
