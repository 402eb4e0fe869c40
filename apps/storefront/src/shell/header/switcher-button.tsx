import { css } from '@emotion/react';
import { ChevronDownIcon, ChevronEndIcon, colors, fontSizes, fontWeights, space, type IconComponent } from '@storefront/ui';
import type { ReactNode } from 'react';
import { textControl } from './header-styles';

export interface SwitcherButtonProps {
  icon: IconComponent;
  /** What is chosen now (a country, a city): the visible text. */
  value: ReactNode;
  /** The accessible name; it starts with the visible value (WCAG 2.5.3). */
  label: string;
  /** The menu's rows also show what the value is ("City"). */
  caption?: ReactNode;
  expanded: boolean;
  onClick: () => void;
  /** Where the dialog's code is fetched early (`LazyComponent.triggerProps`). */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  variant: 'bar' | 'menu';
}

/** Opens a header dialog (country, city) from the utility row or from the mobile menu. */
export function SwitcherButton({
  icon: Icon,
  value,
  label,
  caption,
  expanded,
  onClick,
  onPointerEnter,
  onFocus,
  variant,
}: SwitcherButtonProps) {
  return (
    <button
      type="button"
      css={[textControl, variant === 'menu' && menuStyles]}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      <Icon size={variant === 'menu' ? 22 : 18} />
      {variant === 'menu' ? (
        <span css={menuTextStyles}>
          <span css={captionStyles}>{caption}</span>
          <span>{value}</span>
        </span>
      ) : (
        <span css={barValueStyles}>{value}</span>
      )}
      {variant === 'menu' ? <ChevronEndIcon size={18} /> : <ChevronDownIcon size={14} />}
    </button>
  );
}

const barValueStyles = css({ overflow: 'hidden', textOverflow: 'ellipsis', maxInlineSize: '16rem' });

const menuStyles = css({
  inlineSize: '100%',
  minBlockSize: '3.5rem',
  paddingInline: space[3],
  textAlign: 'start',
  whiteSpace: 'normal',
  '--header-hover': colors.surfaceMuted,
  '--header-muted': colors.textMuted,
});

const menuTextStyles = css({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  fontWeight: fontWeights.semibold,
});

const captionStyles = css({ color: colors.textMuted, fontSize: fontSizes.xs, fontWeight: fontWeights.medium });
