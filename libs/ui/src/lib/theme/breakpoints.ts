/** Breakpoints of SPEC §9, in CSS px. Note: globalSm (400) sits between xs and sm. */
export const breakpoints = {
  xs: 320,
  globalSm: 400,
  sm: 576,
  md: 740,
  lg: 1024,
  xl: 1270,
  '2xl': 1350,
  '3xl': 1420,
  '4xl': 1536,
  '5xl': 1650,
  desktop: 1900,
  desktopLg: 2150,
  desktopXl: 2550,
  desktop2xl: 2850,
  desktop3xl: 3800,
  desktop4xl: 4050,
  desktop5xl: 5100,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

// `max-width` is inclusive, so "below N" ends just under N (the Bootstrap convention); range
// syntax (`width < N`) would say it exactly but older Android browsers still seen in some regions
// do not understand it.
const below = (px: number) => `(max-width: ${px - 0.02}px)`;
const from = (px: number) => `(min-width: ${px}px)`;

/** `@media` at and above the breakpoint. */
function up(bp: Breakpoint): string {
  return `@media ${from(breakpoints[bp])}`;
}

/** `@media` strictly below the breakpoint. */
function down(bp: Breakpoint): string {
  return `@media ${below(breakpoints[bp])}`;
}

/** `@media` from `min` (inclusive) to `max` (exclusive). */
function between(min: Breakpoint, max: Breakpoint): string {
  return `@media ${from(breakpoints[min])} and ${below(breakpoints[max])}`;
}

/** The mobile device class (below md) as a media query list, for `matchMedia`. */
export const mobileQuery = below(breakpoints.md);

/**
 * Named media queries for Emotion object or template styles:
 * `{ [media.up('md')]: { paddingInline: space[6] } }`.
 *
 * Device classes follow SPEC §9 literally: mobile below md, tablet md to xl (xl included),
 * desktop above xl; `deviceClassForWidth` gives the same answer for a width.
 */
export const media = {
  up,
  down,
  between,
  mobile: `@media ${mobileQuery}`,
  tablet: `@media ${from(breakpoints.md)} and (max-width: ${breakpoints.xl}px)`,
  desktop: `@media (min-width: ${breakpoints.xl + 0.02}px)`,
} as const;

/**
 * The device class for a viewport width in CSS px. A width that is not a finite number (unknown
 * viewport) falls back to desktop, as SPEC §9 does for the viewport cookie.
 */
export function deviceClassForWidth(width: number): DeviceClass {
  if (!Number.isFinite(width)) return 'desktop';
  if (width < breakpoints.md) return 'mobile';
  if (width <= breakpoints.xl) return 'tablet';
  return 'desktop';
}
