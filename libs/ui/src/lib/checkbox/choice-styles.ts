import { css } from '@emotion/react';
import { colors, durations, fontSizes, lineHeights, radii, space } from '../theme/tokens';

// Checkboxes and radios are native inputs (they work before hydration and in forms), drawn with
// `appearance: none`. Marks are SVG backgrounds in white on the ink fill.
const svg = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'>${body}</svg>`,
  )}")`;

const checkMark = svg(
  "<path d='M5 10.5l3.5 3.5L15 7' fill='none' stroke='white' stroke-width='2.4' stroke-linecap='round' stroke-linejoin='round'/>",
);
const dashMark = svg("<path d='M5.5 10h9' stroke='white' stroke-width='2.4' stroke-linecap='round'/>");
const dotMark = svg("<circle cx='10' cy='10' r='4.5' fill='white'/>");

/** Label beside the box; hint and error under the label. */
export const choiceStyles = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: space[3],
  rowGap: space[1],
  alignItems: 'start',
});

export const choiceLabelStyles = css({
  gridColumn: 2,
  // The label row is at least as tall as a touch target, so the whole label is easy to hit.
  minBlockSize: '1.5rem',
  paddingBlock: '0.125rem',
  fontSize: fontSizes.md,
  lineHeight: lineHeights.snug,
  cursor: 'pointer',
  'input:disabled + &': { color: colors.onDisabled, cursor: 'not-allowed' },
});

export const choiceTextStyles = css({ gridColumn: 2 });

const boxBase = css({
  appearance: 'none',
  margin: 0,
  marginBlockStart: '0.125rem',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  border: `2px solid ${colors.borderStrong}`,
  backgroundColor: colors.surface,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '100% 100%',
  cursor: 'pointer',
  transition: `background-color ${durations.fast}, border-color ${durations.fast}`,
  '&:hover:not(:disabled)': { borderColor: colors.ink },
  // Only `:checked` here: a radio of a group where none is checked also matches `:indeterminate`.
  '&:checked': { backgroundColor: colors.ink, borderColor: colors.ink },
  '&[aria-invalid="true"]': { borderColor: colors.danger },
  '&:disabled': { backgroundColor: colors.disabled, borderColor: colors.disabled, cursor: 'not-allowed' },
  '&:disabled:checked': { backgroundColor: colors.onDisabled, borderColor: colors.onDisabled },
  '@media (forced-colors: active)': { appearance: 'auto' },
});

export const checkboxBoxStyles = css(boxBase, {
  borderRadius: radii.sm,
  '&:checked': { backgroundImage: checkMark },
  '&:indeterminate': { backgroundImage: dashMark, backgroundColor: colors.ink, borderColor: colors.ink },
});

export const radioBoxStyles = css(boxBase, {
  borderRadius: radii.pill,
  '&:checked': { backgroundImage: dotMark },
});
