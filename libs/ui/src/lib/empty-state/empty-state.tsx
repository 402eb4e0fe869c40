import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fontSizes, fontWeights, radii, space } from '../theme/tokens';

export interface EmptyStateProps {
  /** A line drawing (decorative: `aria-hidden`), about 64 px. */
  icon?: ReactNode;
  /** What is empty, as a heading ("Your cart is empty"). */
  title: ReactNode;
  /** Heading level of the title; default 2. */
  level?: 2 | 3;
  /** Why, or what the shopper can do. */
  children?: ReactNode;
  /** The way on: a link or button the caller styles (`emptyStateActionStyles` fits a link). */
  action?: ReactNode;
  className?: string;
}

/**
 * A designed empty state (an empty cart, a comparison with nothing in it, no results): an icon, what
 * is empty, why, and the one thing to do next, centred on a muted surface. Never a blank area.
 */
export function EmptyState({ icon, title, level = 2, children, action, className }: EmptyStateProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <div css={rootStyles} className={className}>
      {icon ? (
        <span css={iconStyles} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title css={titleStyles}>{title}</Title>
      {children ? <div css={textStyles}>{children}</div> : null}
      {action ? <div css={actionStyles}>{action}</div> : null}
    </div>
  );
}

/** The look of an empty state's main action when it is a link (a pill like the primary button). */
export const emptyStateActionStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: 48,
  paddingInline: space[6],
  borderRadius: radii.pill,
  background: colors.ink,
  color: colors.textInverse,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
  '&:hover': { background: colors.inkHover },
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: 2 },
});

const rootStyles = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[3],
  paddingBlock: space[12],
  paddingInline: space[4],
  textAlign: 'center',
  borderRadius: radii.lg,
  background: colors.surfaceMuted,
});

const iconStyles = css({
  display: 'inline-flex',
  color: colors.textMuted,
  '& svg': { inlineSize: 64, blockSize: 64 },
});

const titleStyles = css({ margin: 0, fontSize: fontSizes['2xl'], fontWeight: fontWeights.bold });

const textStyles = css({ margin: 0, maxInlineSize: '32rem', color: colors.textMuted, '& p': { margin: 0 } });

const actionStyles = css({ marginBlockStart: space[2] });
