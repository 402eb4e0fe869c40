import { css } from '@emotion/react';
import * as SliderPrimitive from '@radix-ui/react-slider';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { labelStyles } from '../form-field/field-styles';
import { colors, radii, shadows, space } from '../theme/tokens';
import { useDirection } from '../ui-provider/ui-context';
import type { Direction } from '../ui-provider/ui-context';
import { SLIDER_DEFAULTS } from './slider-values';

export interface SliderThumbLabels {
  /** First of two thumbs. Default 'Minimum' (SPEC §8). */
  minimum?: string;
  /** Second of two thumbs. Default 'Maximum'. */
  maximum?: string;
  /** Any thumb of three or more. Default `Value ${position} of ${count}`. */
  valueLabel?: (position: number, count: number) => string;
}

export interface SliderProps {
  /** Visible label of the slider ("Power, kW"). Names a single thumb and the group of several. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  value?: number[];
  /** Default `[min]`: one thumb. Two values make a range. */
  defaultValue?: number[];
  /** Every change, while dragging or on each key press. */
  onValueChange?: (value: number[]) => void;
  /** The end of an interaction (pointer up, key press): fetch results here. */
  onValueCommit?: (value: number[]) => void;
  /** Default 0. */
  min?: number;
  /** Default 100. */
  max?: number;
  /** Default 1: values snap to it. */
  step?: number;
  /** Minimum distance between thumbs in steps; default 0. */
  minStepsBetweenThumbs?: number;
  /** Translated names of the thumbs (SPEC §8: 'Minimum'/'Maximum', 'Value N of M'). */
  thumbLabels?: SliderThumbLabels;
  /** Spoken value of a thumb (`aria-valuetext`), e.g. a formatted price. */
  formatValue?: (value: number, index: number) => string;
  disabled?: boolean;
  /** Form field name: each thumb submits a hidden input. */
  name?: string;
  /** Default: the direction of `UiProvider`. In RTL the minimum is on the right. */
  dir?: Direction;
  className?: string;
}

const defaultValueOf = (position: number, count: number) => `Value ${position} of ${count}`;

/** The label of thumb `index` of `count` (SPEC §8); none for a single thumb (the slider's label names it). */
export function sliderThumbLabel(index: number, count: number, labels: SliderThumbLabels = {}): string | undefined {
  if (count > 2) return (labels.valueLabel ?? defaultValueOf)(index + 1, count);
  if (count === 2) return index === 0 ? (labels.minimum ?? 'Minimum') : (labels.maximum ?? 'Maximum');
  return undefined;
}

const wrapperStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2], minInlineSize: 0 });

const rootStyles = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  // The whole 44 px row takes pointer input: a thin track is still easy to hit on a phone.
  blockSize: '2.75rem',
  touchAction: 'none',
  userSelect: 'none',
  '&[data-disabled]': { opacity: 0.6 },
});

const trackStyles = css({
  position: 'relative',
  flexGrow: 1,
  blockSize: '0.25rem',
  overflow: 'hidden',
  borderRadius: radii.pill,
  backgroundColor: colors.border,
});

const rangeStyles = css({ position: 'absolute', blockSize: '100%', backgroundColor: colors.ink });

const thumbStyles = css({
  display: 'block',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: radii.pill,
  backgroundColor: colors.surface,
  border: `2px solid ${colors.ink}`,
  boxShadow: shadows.sm,
  cursor: 'grab',
  '&:active': { cursor: 'grabbing' },
  '&[data-disabled]': { cursor: 'not-allowed', borderColor: colors.borderStrong },
});

/**
 * A Radix slider: values snap to the step and stay within min and max, thumbs keep the minimum
 * gap, arrows move one step and Page Up/Down or Shift+arrow ten; mirrored in RTL.
 */
export function Slider({
  label,
  'aria-label': ariaLabel,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = SLIDER_DEFAULTS.min,
  max = SLIDER_DEFAULTS.max,
  step = SLIDER_DEFAULTS.step,
  minStepsBetweenThumbs = SLIDER_DEFAULTS.minStepsBetweenThumbs,
  thumbLabels,
  formatValue,
  disabled,
  name,
  dir,
  className,
}: SliderProps) {
  const direction = useDirection(dir);
  const labelId = useId();
  // Kept here too (not only in Radix) so the thumbs' spoken values follow an uncontrolled slider.
  const [uncontrolled, setUncontrolled] = useState(() => defaultValue ?? [min]);
  const values = value ?? uncontrolled;
  const count = values.length;
  const hasLabel = label !== undefined && label !== null && label !== '';

  return (
    <div css={wrapperStyles} className={className}>
      {hasLabel ? (
        <span id={labelId} css={labelStyles}>
          {label}
        </span>
      ) : null}
      <SliderPrimitive.Root
        value={values}
        onValueChange={(next) => {
          if (value === undefined) setUncontrolled(next);
          onValueChange?.(next);
        }}
        onValueCommit={onValueCommit}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        disabled={disabled}
        name={name}
        dir={direction}
        orientation="horizontal"
        // A range is a group of thumbs named by the label; a single thumb is named directly.
        role={count > 1 && (hasLabel || ariaLabel) ? 'group' : undefined}
        aria-labelledby={count > 1 && hasLabel ? labelId : undefined}
        aria-label={count > 1 && !hasLabel ? ariaLabel : undefined}
        css={rootStyles}
      >
        <SliderPrimitive.Track css={trackStyles}>
          <SliderPrimitive.Range css={rangeStyles} />
        </SliderPrimitive.Track>
        {values.map((thumbValue, index) => {
          const thumbLabel = sliderThumbLabel(index, count, thumbLabels);
          return (
            <SliderPrimitive.Thumb
              key={index}
              css={thumbStyles}
              aria-label={thumbLabel ?? (hasLabel ? undefined : ariaLabel)}
              aria-labelledby={thumbLabel || !hasLabel ? undefined : labelId}
              aria-valuetext={formatValue ? formatValue(thumbValue, index) : undefined}
            />
          );
        })}
      </SliderPrimitive.Root>
    </div>
  );
}
