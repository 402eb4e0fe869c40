import { colors, fontWeights, layout, radii, space } from '@storefront/ui';

/** A link drawn as a touch-sized pill (the blog's category tabs, the cities list): for a list's `'& a'`. */
export const pillLinkStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: layout.minTarget,
  paddingInline: space[4],
  borderRadius: radii.pill,
  border: `1px solid ${colors.border}`,
  color: colors.text,
  fontWeight: fontWeights.semibold,
  textDecoration: 'none',
} as const;
