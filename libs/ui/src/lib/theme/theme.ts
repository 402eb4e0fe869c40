import { breakpoints, media } from './breakpoints';
import {
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  headerSchemes,
  iconSizes,
  layout,
  letterSpacings,
  lineHeights,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens';

/** The one theme of the storefront, given to Emotion by `UiProvider`. */
export const theme = {
  colors,
  headerSchemes,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  radii,
  shadows,
  zIndices,
  durations,
  easings,
  iconSizes,
  layout,
  breakpoints,
  media,
} as const;

type UiTheme = typeof theme;

// Emotion's `Theme` is an empty interface meant to be augmented: with this, `styled` callbacks,
// `css={(t) => …}` and `useTheme()` are typed with our tokens wherever @storefront/ui is imported.
declare module '@emotion/react' {
  export interface Theme {
    colors: UiTheme['colors'];
    headerSchemes: UiTheme['headerSchemes'];
    space: UiTheme['space'];
    fonts: UiTheme['fonts'];
    fontSizes: UiTheme['fontSizes'];
    fontWeights: UiTheme['fontWeights'];
    lineHeights: UiTheme['lineHeights'];
    letterSpacings: UiTheme['letterSpacings'];
    radii: UiTheme['radii'];
    shadows: UiTheme['shadows'];
    zIndices: UiTheme['zIndices'];
    durations: UiTheme['durations'];
    easings: UiTheme['easings'];
    iconSizes: UiTheme['iconSizes'];
    layout: UiTheme['layout'];
    breakpoints: UiTheme['breakpoints'];
    media: UiTheme['media'];
  }
}
