import { css, Global } from '@emotion/react';
import { colors, fonts, fontSizes, lineHeights } from '../theme/tokens';

// Static, so Emotion serialises it once per process (SSR renders it on every request).
const globalStyles = css({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
  },
  body: {
    margin: 0,
    fontFamily: fonts.body,
    fontSize: fontSizes.md,
    lineHeight: lineHeights.normal,
    color: colors.text,
    backgroundColor: colors.surface,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    // Long words (German compounds, URLs) wrap instead of widening a phone layout.
    overflowWrap: 'break-word',
  },
  // Script-specific faces and leading. `:lang()` follows the nearest `lang` attribute, so a
  // Georgian product name inside an English page gets the Georgian face too.
  ':lang(ar)': { fontFamily: fonts.arabic, lineHeight: lineHeights.relaxed },
  ':lang(ka)': { fontFamily: fonts.georgian, lineHeight: lineHeights.relaxed },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  'img, video': { maxInlineSize: '100%', blockSize: 'auto' },
  '[hidden]': { display: 'none !important' },
  // One focus style for everything that takes keyboard focus; components do not remove it.
  ':focus-visible': {
    outline: `2px solid ${colors.focus}`,
    outlineOffset: '2px',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // csstype has no `!important` variants; the cast only widens the literal.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** Document-wide base styles: box sizing, body type and colours, focus ring, reduced motion. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
