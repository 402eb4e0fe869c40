import { css } from '@emotion/react';
import { colors, durations, easings, fontWeights, radii, space } from '@storefront/ui';

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
