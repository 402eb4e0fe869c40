import { css } from '@emotion/react';
import { colors, durations, easings, fontSizes, fontWeights, headerSchemes, layout, media, radii, shadows, space, zIndices } from '@storefront/ui';

/**
 * The header's colours as custom properties of `<header data-scheme>`: every part reads the
 * variables, so the SPEC §2 colour rule is one attribute and both schemes share the styles.
 */
export const schemeVariables = css({
  '&[data-scheme="light"]': {
    '--header-bg': headerSchemes.light.background,
    '--header-fg': headerSchemes.light.text,
    '--header-muted': colors.textMuted,
    '--header-border': headerSchemes.light.border,
    '--header-hover': colors.surfaceMuted,
    '--header-utility-bg': colors.surfaceMuted,
    '--header-sale': colors.accentText,
    '--header-shadow': '0 8px 24px rgba(17, 19, 24, 0.10)',
  },
  '&[data-scheme="dark"]': {
    '--header-bg': headerSchemes.dark.background,
    '--header-fg': headerSchemes.dark.text,
    '--header-muted': '#B4BAC2',
    '--header-border': headerSchemes.dark.border,
    '--header-hover': '#1D2127',
    '--header-utility-bg': colors.ink,
    '--header-sale': colors.accent,
    '--header-shadow': '0 8px 24px rgba(0, 0, 0, 0.45)',
  },
});

/** Row heights: fixed, so that nothing the header shows (badges, scrolled look) moves the page. */
export const headerHeights = {
  utility: '2.75rem',
  mainMobile: '3.5rem',
  mainTablet: '4rem',
  nav: '3.25rem',
  // From xl up the categories have a row of their own too, where long titles take two lines.
  mainDesktop: '4.5rem',
  navDesktop: '3.5rem',
  mainDesktopXl: '5.5rem',
  navDesktopXl: '4rem',
  mainDesktop3xl: '6.5rem',
  navDesktop3xl: '5rem',
} as const;

const hover = (styles: Parameters<typeof css>[0]) => css({ '@media (hover: hover)': { '&:hover': styles } });

/** A 44 px round icon control (burger, search, comparison, cart). */
export const iconControl = css(
  {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: layout.minTarget,
    blockSize: layout.minTarget,
    padding: 0,
    border: 0,
    borderRadius: radii.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${durations.fast} ${easings.standard}`,
    [media.up('desktopXl')]: { inlineSize: '3.5rem', blockSize: '3.5rem', '& svg': { inlineSize: 28, blockSize: 28 } },
    [media.up('desktop3xl')]: { inlineSize: '4rem', blockSize: '4rem', '& svg': { inlineSize: 32, blockSize: 32 } },
  },
  hover({ backgroundColor: 'var(--header-hover)' }),
);

/** The number on an icon: drawn over its corner, so it never changes the header's size. */
export const countBadge = css({
  position: 'absolute',
  insetBlockStart: '0.125rem',
  insetInlineEnd: '0.0625rem',
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: '0.3125rem',
  borderRadius: radii.pill,
  border: '2px solid var(--header-bg)',
  backgroundColor: colors.accent,
  color: colors.onAccent,
  fontSize: '0.6875rem',
  fontWeight: fontWeights.bold,
  lineHeight: '1rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '&::after': { content: 'attr(data-count)' },
  pointerEvents: 'none',
});

/** A text control of the utility row or the menu: icon, label, chevron. */
export const textControl = css(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space[2],
    minBlockSize: layout.minTarget,
    paddingInline: space[3],
    margin: 0,
    border: 0,
    borderRadius: radii.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: fontWeights.medium,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background-color ${durations.fast} ${easings.standard}`,
    '& [data-icon]': { color: 'var(--header-muted)' },
  },
  hover({ backgroundColor: 'var(--header-hover)' }),
);

/** Lists without bullets or indents. */
export const plainList = css({ listStyle: 'none', margin: 0, padding: 0 });

/** The discount of a sale entry: a green chip. */
export const discountChip = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minBlockSize: '1.5rem',
  paddingInline: space[2],
  borderRadius: radii.sm,
  backgroundColor: colors.accent,
  color: colors.onAccent,
  fontSize: fontSizes.xs,
  fontWeight: fontWeights.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A header dropdown (the sale menu, a category's panel) under the header's main row, as wide as the header. */
export const dropdownPanel = css({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: zIndices.dropdown,
  maxBlockSize: 'calc(100dvh - 10rem)',
  overflowY: 'auto',
  backgroundColor: colors.surface,
  color: colors.text,
  borderBlockStart: `1px solid ${colors.border}`,
  boxShadow: shadows.lg,
});

/** A link of a header dropdown as a tile (a sale, a sub-category): bordered, at least 3.5rem high. */
export const dropdownTile = css({
  display: 'flex',
  alignItems: 'center',
  blockSize: '100%',
  minBlockSize: '3.5rem',
  paddingBlock: space[3],
  paddingInline: space[4],
  border: `1px solid ${colors.border}`,
  borderRadius: radii.md,
  color: colors.text,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
  transition: `border-color ${durations.fast} ${easings.standard}, background-color ${durations.fast} ${easings.standard}`,
  '@media (hover: hover)': { '&:hover': { borderColor: colors.accent, backgroundColor: colors.surfaceMuted } },
  '&[aria-current="page"]': { borderColor: colors.accentText, boxShadow: `inset 0 0 0 1px ${colors.accentText}` },
});
