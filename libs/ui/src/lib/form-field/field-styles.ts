import { css } from '@emotion/react';
import { colors, durations, fontSizes, fontWeights, layout, lineHeights, radii, space } from '../theme/tokens';

// Shared by every form control, so inputs, selects and the phone field look and behave alike.

export const fieldStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1], minInlineSize: 0 });

export const labelStyles = css({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.snug,
  color: colors.text,
});

/** The box of a text-like control (input, textarea, select trigger). */
export const controlStyles = css({
  inlineSize: '100%',
  minBlockSize: layout.minTarget,
  paddingBlock: space[2],
  paddingInline: space[3],
  border: `1px solid ${colors.borderStrong}`,
  borderRadius: radii.sm,
  backgroundColor: colors.surface,
  color: colors.text,
  // 16 px keeps iOS Safari from zooming into the field on focus.
  fontSize: fontSizes.md,
  lineHeight: lineHeights.normal,
  transition: `border-color ${durations.fast}`,
  '&:hover:not(:disabled):not([data-disabled])': { borderColor: colors.ink },
  '&[aria-invalid="true"]': { borderColor: colors.danger, boxShadow: `inset 0 0 0 1px ${colors.danger}` },
  '&:disabled, &[data-disabled]': { backgroundColor: colors.surfaceMuted, color: colors.onDisabled, cursor: 'not-allowed' },
  '&::placeholder': { color: colors.textMuted, opacity: 1 },
});

export const hintStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  color: colors.textMuted,
});

export const errorStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  fontWeight: fontWeights.medium,
  color: colors.danger,
});

/** True for an error worth showing: not undefined, null, false or ''. */
export function hasContent(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Joins the ids of the caller's description, the hint and the error (in reading order). */
export function describedByIds(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
