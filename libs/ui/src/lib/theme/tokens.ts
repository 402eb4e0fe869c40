/**
 * Design tokens: the raw values every component and every consumer's `styled`/`css` reads.
 * Colours are chosen in pairs (text on surface) that meet WCAG AA; `theme.spec.ts` checks them.
 */

export const colors = {
  /** Near-black ink: default buttons, primary text on light surfaces. */
  ink: '#111318',
  inkHover: '#2A2F37',
  /** The one brand accent (green). Text on it is `onAccent`, never white (2:1 only). */
  accent: '#66CC33',
  accentHover: '#57B52A',
  onAccent: '#0B0D10',
  /** Accent for text and links on white (the bright accent is too light for text). */
  accentText: '#2F6B14',
  loadingBar: '#66CC33',
  /** Header colour schemes. */
  headerDark: '#000000',
  headerLight: '#FFFFFF',
  onHeaderDark: '#FFFFFF',
  onHeaderLight: '#111318',
  text: '#111318',
  textMuted: '#565D67',
  textInverse: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceMuted: '#F3F4F6',
  surfaceInverse: '#111318',
  /** Neutral fill for gray buttons and pills. */
  neutral: '#E6E8EB',
  neutralHover: '#D6D9DE',
  /** Decorative separators (not a control boundary). */
  border: '#D3D7DC',
  /** Control boundaries (inputs, outlined buttons): at least 3:1 against the surface. */
  borderStrong: '#7D8590',
  danger: '#C4281C',
  onDanger: '#FFFFFF',
  /** Tinted backgrounds for status messages (toasts, alerts); their text colour is the status colour. */
  dangerSurface: '#FDECEA',
  success: '#25792A',
  successSurface: '#E9F6EA',
  warning: '#8A5300',
  warningSurface: '#FFF4DB',
  /** Amber fill (badges); text on it is `ink`. */
  warningStrong: '#F2A900',
  info: '#1F5FBF',
  onInfo: '#FFFFFF',
  infoSurface: '#E8F1FD',
  /** Modal and drawer backdrop. */
  overlay: 'rgba(17, 19, 24, 0.56)',
  /** Skeleton placeholders (decorative). */
  skeleton: '#E6E8EB',
  skeletonHighlight: '#F3F4F6',
  /** Focus ring: at least 3:1 on white and on the black header. */
  focus: '#1F6FEB',
  disabled: '#E6E8EB',
  onDisabled: '#6B727C',
} as const;

/**
 * The two header colour schemes of SPEC §2: black on customer-service pages, about-us, offers and
 * product pages, white elsewhere. The app picks one per route; both pairs meet WCAG AA.
 */
export const headerSchemes = {
  dark: { background: colors.headerDark, text: colors.onHeaderDark, border: '#2A2F37' },
  light: { background: colors.headerLight, text: colors.onHeaderLight, border: colors.border },
} as const;

export type HeaderScheme = keyof typeof headerSchemes;

/** Spacing scale in rem (1 step = 4 px at the default root size). */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

export type SpaceToken = keyof typeof space;

export const fonts = {
  /**
   * System fonts first (no web-font download on the critical path), then Noto faces that cover
   * Latin, Cyrillic, Arabic and Georgian where the platform font does not.
   */
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Georgian', Tahoma, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  /** Arabic first (Naskh faces read better at body sizes than the Kufi fallbacks of some systems). */
  arabic: "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Segoe UI', 'Geeza Pro', Tahoma, system-ui, sans-serif",
  /** Georgian (Mkhedruli) first; system-ui on Windows and Android has no Georgian glyphs of its own. */
  georgian: "'Noto Sans Georgian', 'BPG Arial', Sylfaen, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
  /** Arabic and Georgian glyphs are taller than Latin ones: body text gets more leading. */
  relaxed: 1.7,
} as const;

/** Letter spacing breaks Arabic joining: components reset it to 0 under `:lang(ar)`. */
export const letterSpacings = {
  normal: '0',
  wide: '0.04em',
} as const;

export const radii = {
  none: '0',
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  pill: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(17, 19, 24, 0.08)',
  md: '0 4px 12px rgba(17, 19, 24, 0.12)',
  lg: '0 12px 32px rgba(17, 19, 24, 0.18)',
} as const;

/** Stacking layers, lowest first. */
export const zIndices = {
  base: 0,
  raised: 10,
  dropdown: 1000,
  sticky: 1100,
  header: 1200,
  drawer: 1300,
  modal: 1400,
  /** Select lists and other popovers: above modals, because a modal may contain a select. */
  popover: 1450,
  toast: 1500,
  loadingBar: 1600,
} as const;

export const durations = {
  instant: '80ms',
  fast: '150ms',
  normal: '200ms',
  slow: '400ms',
} as const;

/** Sizes for `Icon` components in CSS px; 24 is the default (SPEC §9). */
export const iconSizes = {
  sm: 16,
  md: 24,
  lg: 32,
  xl: 48,
} as const;

export const easings = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  decelerate: 'cubic-bezier(0, 0, 0, 1)',
  accelerate: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

export const layout = {
  /** The widest content box: 4K screens. */
  containerMaxWidth: '3840px',
  /** Reading width for text pages. */
  containerNarrowWidth: '1024px',
  /** Minimum target size for md and larger controls (WCAG 2.5.5). */
  minTarget: '2.75rem',
  /** The least any pointer target may be, both ways (WCAG 2.2 2.5.8, AA: 24×24 CSS px): links in running lists. */
  minTargetAA: '1.5rem',
} as const;
