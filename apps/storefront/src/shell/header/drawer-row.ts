import { css } from '@emotion/react';
import { colors, durations, easings, fontSizes, fontWeights, lineHeights, radii, space } from '@storefront/ui';

/**
 * A row of a header drawer (the mobile menu's links, the city list): a full-width target that
 * lights up on hover and when it is the current page. Only the lazily loaded drawers import it, so
 * it stays out of the first load (header-styles.ts is in it).
 */
export const drawerRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minBlockSize: '3.25rem',
  paddingInline: space[3],
  borderRadius: radii.md,
  color: colors.text,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
  transition: `background-color ${durations.fast} ${easings.standard}`,
  '@media (hover: hover)': { '&:hover': { backgroundColor: colors.surfaceMuted } },
  '&[aria-current="page"]': { backgroundColor: colors.surfaceMuted },
});

/** A row of the mobile menu: a category, a sale link, comparison; the current page is marked at its start. */
export const menuRow = css(drawerRow, {
  position: 'relative',
  paddingBlock: space[2],
  fontSize: fontSizes.md,
  lineHeight: lineHeights.snug,
  '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${colors.accent}` },
  '[dir="rtl"] &[aria-current="page"]': { boxShadow: `inset -3px 0 0 ${colors.accent}` },
  // The count sits in the row here, not over an icon.
  '& [data-count]': { position: 'static', border: 0 },
});

/** A menu row that is a button (it opens the next level, or goes back): looks like the links. */
export const buttonRow = css(
  { inlineSize: '100%', margin: 0, border: 0, background: 'transparent', font: 'inherit', textAlign: 'start', cursor: 'pointer' },
  // After the reset: the row's own type wins over `font: inherit`.
  menuRow,
);
