import { css } from '@emotion/react';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { colors, durations, fontSizes, fontWeights, layout, radii } from '../theme/tokens';

export const quantityStepperSizes = ['sm', 'md'] as const;
type QuantityStepperSize = (typeof quantityStepperSizes)[number];

export interface QuantityStepperProps {
  /** The current quantity (controlled). */
  value: number;
  /** Default 1. */
  min?: number;
  max: number;
  /** Called with a whole number within `min..max`, never with the same value twice in a row. */
  onChange: (value: number) => void;
  /**
   * Called when the shopper types 0 and confirms it (Enter, or leaving the field): a cart line's
   * removal (SPEC §4 "Setting quantity to 0 deletes the line"). Without it, 0 becomes `min`. The −
   * button never goes below `min`.
   */
  onZero?: () => void;
  /** Accessible name of the field, translated ("Quantity"). */
  label: string;
  /** Accessible name of the − button, translated. Default 'Decrease'. */
  decreaseLabel?: string;
  /** Accessible name of the + button, translated. Default 'Increase'. */
  increaseLabel?: string;
  disabled?: boolean;
  /** Both sizes keep 44 px touch targets; `md` is taller and wider. */
  size?: QuantityStepperSize;
  id?: string;
  /**
   * The field's name in a surrounding form, which sends the quantity shown when it is submitted
   * without the page's script (before hydration). Enter in the field confirms the quantity; it never
   * submits the form.
   */
  name?: string;
}

/** Keys of the field (WAI-ARIA spinbutton): arrows step by 1, Page keys by 10, Home and End jump to the bounds. */
const PAGE_STEP = 10;

export const clampQuantity = (value: number, min: number, max: number): number =>
  Math.min(Math.max(Math.trunc(value), min), Math.max(min, max));

/**
 * A quantity with − and + buttons around a numeric field. The field is a spinbutton: typing keeps
 * digits only and clamps to `min..max` (a number above `max` becomes `max` at once, one below `min`
 * when the field is left, or `onZero` for a typed 0), and the arrow, Page, Home and End keys step
 * it. Buttons at a bound stay focusable (`aria-disabled`), so focus is never lost while stepping.
 * Mirrors under `dir="rtl"`.
 */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  onZero,
  label,
  decreaseLabel = 'Decrease',
  increaseLabel = 'Increase',
  disabled = false,
  size = 'md',
  id,
  name,
}: QuantityStepperProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  // What the shopper is typing; null when the field shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const current = clampQuantity(value, min, max);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    if (clamped !== value) onChange(clamped);
    return clamped;
  };

  /** What the shopper typed, confirmed: 0 is `onZero`'s when there is one, anything else is clamped. */
  const confirm = (typed: string) => {
    setDraft(null);
    if (onZero && typed !== '' && Number(typed) === 0) onZero();
    else commit(typed === '' ? min : Number(typed));
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits === '') return setDraft('');
    const typed = Number(digits);
    if (typed > max) {
      setDraft(String(commit(max)));
      return;
    }
    setDraft(String(typed));
    if (typed >= min) commit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, () => number> = {
      ArrowUp: () => current + 1,
      ArrowDown: () => current - 1,
      PageUp: () => current + PAGE_STEP,
      PageDown: () => current - PAGE_STEP,
      Home: () => min,
      End: () => max,
    };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      setDraft(null);
      commit(step());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      confirm(draft || String(current));
    }
  };

  const atMin = current <= min;
  const atMax = current >= max;
  const step = (delta: number, blocked: boolean) => () => {
    if (disabled || blocked) return;
    setDraft(null);
    commit(current + delta);
  };

  return (
    <div css={[groupStyles, sizeStyles[size]]} data-disabled={disabled || undefined}>
      <button
        type="button"
        css={buttonStyles}
        aria-label={decreaseLabel}
        aria-controls={fieldId}
        aria-disabled={disabled || atMin || undefined}
        disabled={disabled}
        onClick={step(-1, atMin)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={fieldId}
        name={name}
        css={inputStyles}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={current}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        value={draft ?? String(current)}
        onChange={onType}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // An empty field or one below the minimum takes the nearest allowed quantity (0: `onZero`).
          if (draft !== null) confirm(draft);
        }}
      />
      <button
        type="button"
        css={buttonStyles}
        aria-label={increaseLabel}
        aria-controls={fieldId}
        aria-disabled={disabled || atMax || undefined}
        disabled={disabled}
        onClick={step(1, atMax)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

const groupStyles = css({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${colors.borderStrong}`,
  borderRadius: radii.sm,
  backgroundColor: colors.surface,
  color: colors.text,
  '&[data-disabled]': { backgroundColor: colors.surfaceMuted, color: colors.onDisabled },
  '&:focus-within': { borderColor: colors.ink },
});

const sizeStyles: Record<QuantityStepperSize, ReturnType<typeof css>> = {
  sm: css({ '--stepper-target': layout.minTarget, '--stepper-field': '3rem', fontSize: fontSizes.md }),
  md: css({ '--stepper-target': '3rem', '--stepper-field': '3.5rem', fontSize: fontSizes.lg }),
};

const buttonStyles = css({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // SPEC-wide touch target: 44 px at least, in both sizes.
  minInlineSize: 'var(--stepper-target)',
  minBlockSize: 'var(--stepper-target)',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: radii.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: fontWeights.semibold,
  cursor: 'pointer',
  transition: `background-color ${durations.fast}`,
  '@media (hover: hover)': {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: colors.neutral },
  },
  '&[aria-disabled="true"], &:disabled': { color: colors.onDisabled, cursor: 'not-allowed' },
});

const inputStyles = css({
  inlineSize: 'var(--stepper-field)',
  minBlockSize: 'var(--stepper-target)',
  margin: 0,
  paddingBlock: 0,
  paddingInline: 0,
  border: 'none',
  borderInline: `1px solid ${colors.border}`,
  background: 'transparent',
  color: 'inherit',
  // 16 px at least keeps iOS Safari from zooming into the field on focus.
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '&:disabled': { cursor: 'not-allowed' },
});
