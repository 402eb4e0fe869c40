import { css } from '@emotion/react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { colors, fontSizes, fontWeights, letterSpacings, lineHeights, radii, space } from '../theme/tokens';

/** The badges of SPEC §1. */
export const badgeKinds = ['best-seller', 'new', 'sale', 'limited-stock', 'pre-order'] as const;
export type BadgeKind = (typeof badgeKinds)[number];

export const badgeSizes = ['sm', 'md'] as const;
type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  kind: BadgeKind;
  size?: BadgeSize;
  /** The translated label ("Best seller", "Sale −20 %"). */
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/** Text and fill per kind, exported for the contrast check in the spec. */
export const badgeColors: Record<BadgeKind, { color: string; background: string }> = {
  'best-seller': { color: colors.textInverse, background: colors.ink },
  new: { color: colors.onAccent, background: colors.accent },
  sale: { color: colors.onDanger, background: colors.danger },
  'limited-stock': { color: colors.ink, background: colors.warningStrong },
  'pre-order': { color: colors.onInfo, background: colors.info },
};

const baseStyles = css({
  display: 'inline-flex',
  alignItems: 'center',
  maxInlineSize: '100%',
  borderRadius: radii.sm,
  fontWeight: fontWeights.bold,
  lineHeight: lineHeights.tight,
  textTransform: 'uppercase',
  letterSpacing: letterSpacings.wide,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '&:lang(ar)': { letterSpacing: letterSpacings.normal },
});

const kindStyles = Object.fromEntries(
  badgeKinds.map((kind) => [kind, css({ color: badgeColors[kind].color, backgroundColor: badgeColors[kind].background })]),
) as Record<BadgeKind, ReturnType<typeof css>>;

const sizeStyles: Record<BadgeSize, ReturnType<typeof css>> = {
  sm: css({ paddingBlock: '0.125rem', paddingInline: space[2], fontSize: fontSizes.xs }),
  md: css({ paddingBlock: space[1], paddingInline: space[3], fontSize: fontSizes.sm }),
};

/** A product badge: best seller, new, sale, limited stock or pre-order. */
export function Badge({ kind, size = 'sm', children, ...rest }: BadgeProps) {
  return (
    <span {...rest} data-badge={kind} css={[baseStyles, kindStyles[kind], sizeStyles[size]]}>
      {children}
    </span>
  );
}
