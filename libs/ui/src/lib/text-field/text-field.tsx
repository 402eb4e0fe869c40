import { css } from '@emotion/react';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { colors, durations, fontSizes, fontWeights, layout, lineHeights, radii, space } from '../theme/tokens';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label, translated by the caller. Required: every input has a name. */
  label: ReactNode;
  /** Help text under the input, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid` and is linked by `aria-describedby`. */
  error?: ReactNode;
  /** Defaults to an id from `useId`. */
  id?: string;
  /** Applies to the wrapper (layout); every other prop goes to the `<input>`. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

const fieldStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1], minInlineSize: 0 });

const labelStyles = css({
  fontSize: fontSizes.sm,
  fontWeight: fontWeights.semibold,
  lineHeight: lineHeights.snug,
  color: colors.text,
});

const inputStyles = css({
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
  '&:hover:not(:disabled)': { borderColor: colors.ink },
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
  '&:disabled': { backgroundColor: colors.surfaceMuted, color: colors.onDisabled, cursor: 'not-allowed' },
  '&::placeholder': { color: colors.textMuted, opacity: 1 },
});

const hintStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  color: colors.textMuted,
});
const errorStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  fontWeight: fontWeights.medium,
  color: colors.danger,
});

/** A labelled single-line input with optional hint and error message. */
export function TextField({
  label,
  hint,
  error,
  id,
  type = 'text',
  className,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds =
    [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div css={fieldStyles} className={className}>
      <label htmlFor={inputId} css={labelStyles}>
        {label}
        {inputProps.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={hasError ? true : inputProps['aria-invalid']}
        aria-describedby={describedByIds}
        css={inputStyles}
      />
      {hint ? (
        <p id={hintId} css={hintStyles}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} css={errorStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
