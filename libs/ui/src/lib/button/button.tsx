import { css, keyframes } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import {
  colors,
  durations,
  easings,
  fontSizes,
  fontWeights,
  layout,
  letterSpacings,
  lineHeights,
  radii,
  space,
} from '../theme/tokens';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

export const buttonVariants = ['default', 'gray', 'outlined', 'green', 'product', 'pills'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['xs', 'sm', 'md', 'lg', 'cart', 'catalog'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonOwnProps {
  /** Visual style. `pills` is a rounded chip; pass `aria-pressed` to make it a toggle. */
  variant?: ButtonVariant;
  /** md and larger are at least 44 px tall (touch target). */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the control. */
  loading?: boolean;
  /** Announced while `loading` (visually hidden), e.g. a translated "Loading…". */
  loadingLabel?: string;
  /** Stretches to the inline size of the container. */
  fullWidth?: boolean;
  /** Decorative icon before the label (hidden from assistive technology by the caller). */
  startIcon?: ReactNode;
  /** Decorative icon after the label. */
  endIcon?: ReactNode;
  children?: ReactNode;
}

type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

type ButtonAsLinkProps = ButtonOwnProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof ButtonOwnProps> & {
    /** Renders an `<a>` styled as a button. */
    href: string;
    /** A link cannot be disabled natively: it loses its `href` and gets `aria-disabled`. */
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** Selector for "interactive right now": neither disabled, nor aria-disabled, nor busy. */
const enabled = ':not(:disabled):not([aria-disabled="true"]):not([aria-busy="true"])';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  margin: 0,
  border: '2px solid transparent',
  borderRadius: radii.sm,
  fontFamily: 'inherit',
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.tight,
  textAlign: 'center',
  textDecoration: 'none',
  // Long translated labels (German compounds) wrap instead of overflowing the viewport.
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: durations.fast,
  transitionTimingFunction: easings.standard,
  '&:disabled:not([aria-busy="true"]), &[aria-disabled="true"]': {
    backgroundColor: colors.disabled,
    borderColor: colors.disabled,
    color: colors.onDisabled,
    cursor: 'not-allowed',
  },
  '&[aria-busy="true"]': { cursor: 'progress' },
});

/** Foreground/background pairs per variant, exported for the contrast check in the spec. */
export const buttonVariantColors: Record<ButtonVariant, { color: string; background: string }> = {
  default: { color: colors.textInverse, background: colors.ink },
  gray: { color: colors.text, background: colors.neutral },
  outlined: { color: colors.text, background: colors.surface },
  green: { color: colors.onAccent, background: colors.accent },
  product: { color: colors.textInverse, background: colors.ink },
  pills: { color: colors.text, background: colors.neutral },
};

const hover = (styles: Parameters<typeof css>[0]) =>
  // Only devices that really hover: a tap on a phone must not leave a stuck hover colour.
  css({ '@media (hover: hover)': { [`&:hover${enabled}`]: styles } });

const uppercase = css({
  textTransform: 'uppercase',
  letterSpacing: letterSpacings.wide,
  // Letter spacing breaks the joining of Arabic letters.
  '&:lang(ar)': { letterSpacing: letterSpacings.normal },
});

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css(
    { backgroundColor: colors.ink, color: colors.textInverse },
    hover({ backgroundColor: colors.inkHover }),
  ),
  gray: css(
    { backgroundColor: colors.neutral, color: colors.text },
    hover({ backgroundColor: colors.neutralHover }),
  ),
  outlined: css(
    { backgroundColor: 'transparent', borderColor: colors.ink, color: colors.text },
    hover({ backgroundColor: colors.surfaceMuted }),
  ),
  green: css(
    { backgroundColor: colors.accent, color: colors.onAccent },
    hover({ backgroundColor: colors.accentHover }),
  ),
  product: css(
    { backgroundColor: colors.ink, color: colors.textInverse, fontWeight: fontWeights.bold },
    uppercase,
    hover({ backgroundColor: colors.accent, color: colors.onAccent }),
  ),
  pills: css(
    {
      backgroundColor: colors.neutral,
      color: colors.text,
      borderRadius: radii.pill,
      fontWeight: fontWeights.medium,
      '&[aria-pressed="true"]': { backgroundColor: colors.ink, color: colors.textInverse },
    },
    hover({ borderColor: colors.ink }),
  ),
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  // xs and sm are for dense UI (filters, tables); they still clear WCAG 2.2's 24 px minimum.
  xs: css({
    minBlockSize: '1.75rem',
    paddingBlock: space[1],
    paddingInline: space[3],
    fontSize: fontSizes.xs,
    gap: space[1],
  }),
  sm: css({ minBlockSize: '2.25rem', paddingBlock: space[1], paddingInline: space[4], fontSize: fontSizes.sm }),
  md: css({
    minBlockSize: layout.minTarget,
    paddingBlock: space[2],
    paddingInline: space[5],
    fontSize: fontSizes.md,
  }),
  lg: css({ minBlockSize: '3.25rem', paddingBlock: space[3], paddingInline: space[8], fontSize: fontSizes.lg }),
  cart: css({
    minBlockSize: '3.5rem',
    minInlineSize: '12rem',
    paddingBlock: space[3],
    paddingInline: space[8],
    fontSize: fontSizes.md,
    fontWeight: fontWeights.bold,
  }),
  catalog: css(
    {
      minBlockSize: layout.minTarget,
      minInlineSize: layout.minTarget,
      paddingBlock: space[2],
      paddingInline: space[4],
      fontSize: fontSizes.sm,
      fontWeight: fontWeights.bold,
    },
    uppercase,
  ),
};

const fullWidthStyles = css({ display: 'flex', inlineSize: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const spinnerStyles = css({
  flexShrink: 0,
  inlineSize: '1em',
  blockSize: '1em',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  borderRadius: radii.pill,
  animation: `${spin} 0.8s linear infinite`,
});

function Content({ loading, loadingLabel, startIcon, endIcon, children }: ButtonOwnProps) {
  return (
    <>
      {loading ? <span aria-hidden="true" css={spinnerStyles} /> : startIcon}
      {children}
      {endIcon}
      {/* The space keeps the label a separate word in the accessible name. */}
      {loading && loadingLabel ? <> <VisuallyHidden>{loadingLabel}</VisuallyHidden></> : null}
    </>
  );
}

function stylesFor({ variant = 'default', size = 'md', fullWidth }: ButtonOwnProps) {
  return [base, variantStyles[variant], sizeStyles[size], fullWidth ? fullWidthStyles : null];
}

const preventNavigation = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

/**
 * The storefront's button. Renders `<button type="button">` by default, or `<a>` when `href` is
 * given (navigation styled as a button). Labels come translated from the caller.
 */
export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const {
      variant,
      size,
      loading = false,
      loadingLabel,
      fullWidth,
      startIcon,
      endIcon,
      children,
      href,
      disabled = false,
      onClick,
      ref,
      ...anchorProps
    } = props;
    const inert = disabled || loading;
    return (
      <a
        {...anchorProps}
        ref={ref}
        // Without href the anchor is no longer a link nor focusable; role keeps it announced.
        href={inert ? undefined : href}
        role={inert ? 'link' : anchorProps.role}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        onClick={inert ? preventNavigation : onClick}
        css={stylesFor({ variant, size, fullWidth })}
      >
        <Content loading={loading} loadingLabel={loadingLabel} startIcon={startIcon} endIcon={endIcon}>
          {children}
        </Content>
      </a>
    );
  }

  const {
    variant,
    size,
    loading = false,
    loadingLabel,
    fullWidth,
    startIcon,
    endIcon,
    children,
    type = 'button',
    disabled = false,
    ref,
    href: _href,
    ...buttonProps
  } = props;
  return (
    <button
      {...buttonProps}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={stylesFor({ variant, size, fullWidth })}
    >
      <Content loading={loading} loadingLabel={loadingLabel} startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </button>
  );
}
