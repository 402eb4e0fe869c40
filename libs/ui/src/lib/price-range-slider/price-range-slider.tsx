import { css } from '@emotion/react';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { controlStyles, fieldStyles, hintStyles, labelStyles } from '../form-field/field-styles';
import { formatPrice } from '../price/format-price';
import { Slider } from '../slider/slider';
import type { SliderThumbLabels } from '../slider/slider';
import { normalizeSliderValues, parseTypedNumber, SLIDER_DEFAULTS } from '../slider/slider-values';
import { colors, fontSizes, space } from '../theme/tokens';
import type { Direction } from '../ui-provider/ui-context';

export type PriceRange = [number, number];

export interface PriceRangeSliderProps {
  /** Visible label of the filter ("Price"). */
  label: ReactNode;
  /** The cheapest and dearest prices of the list. */
  min: number;
  max: number;
  /** Default 1. */
  step?: number;
  /** Minimum distance between the two prices in steps; default 0. */
  minStepsBetweenThumbs?: number;
  value?: PriceRange;
  /** Default `[min, max]`. */
  defaultValue?: PriceRange;
  /** Every change (dragging, typing once confirmed). */
  onValueChange?: (value: PriceRange) => void;
  /** The end of an interaction: a thumb released, a key pressed, a typed price confirmed. */
  onValueCommit?: (value: PriceRange) => void;
  /** Labels of the two inputs, translated ("From", "To"). */
  fromLabel: string;
  toLabel: string;
  /** Names of the two thumbs; default 'Minimum' and 'Maximum'. */
  thumbLabels?: SliderThumbLabels;
  /** With `locale`, thumbs speak formatted prices (`AED 1,200`) and the inputs show the code. */
  currency?: string;
  locale?: string;
  hint?: ReactNode;
  disabled?: boolean;
  dir?: Direction;
  className?: string;
}

const inputsStyles = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: space[3] });
const inputFieldStyles = css({ display: 'flex', flexDirection: 'column', gap: space[1], minInlineSize: 0 });
const smallLabelStyles = css({ fontSize: fontSizes.xs, color: colors.textMuted });
const inputRowStyles = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const inputStyles = css(controlStyles, { paddingInlineEnd: space[12] });
const unitStyles = css({
  position: 'absolute',
  insetInlineEnd: space[3],
  fontSize: fontSizes.sm,
  color: colors.textMuted,
  pointerEvents: 'none',
});

interface Draft {
  index: 0 | 1;
  text: string;
}

/**
 * A price filter: a two-thumb slider and two inputs that follow each other. Dragging updates the
 * inputs; a typed price is applied on Enter or when the input loses focus, snapped to the step,
 * kept within min and max and on its side of the other price (Escape restores it).
 */
export function PriceRangeSlider({
  label,
  min,
  max: maxProp,
  step = SLIDER_DEFAULTS.step,
  minStepsBetweenThumbs = SLIDER_DEFAULTS.minStepsBetweenThumbs,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  fromLabel,
  toLabel,
  thumbLabels,
  currency,
  locale,
  hint,
  disabled: disabledProp,
  dir,
  className,
}: PriceRangeSliderProps) {
  const id = useId();
  // One price for the whole list (or no list): nothing to choose, but the filter keeps its place.
  const empty = !(maxProp > min);
  const max = empty ? min + step : maxProp;
  const [uncontrolled, setUncontrolled] = useState<PriceRange>(() => defaultValue ?? [min, max]);
  const range = value ?? uncontrolled;
  const [draft, setDraft] = useState<Draft | null>(null);
  const bounds = { min, max, step, minStepsBetweenThumbs };
  const disabled = disabledProp || empty;

  const change = (next: PriceRange, commit: boolean) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
    if (commit) onValueCommit?.(next);
  };

  const apply = (index: 0 | 1, text: string) => {
    setDraft(null);
    const typed = parseTypedNumber(text);
    if (Number.isNaN(typed)) return;
    const gap = minStepsBetweenThumbs * step;
    // A typed price never jumps over the other one: it stops at the gap.
    const bounded = index === 0 ? Math.min(typed, range[1] - gap) : Math.max(typed, range[0] + gap);
    const candidate: PriceRange = index === 0 ? [bounded, range[1]] : [range[0], bounded];
    const [from = min, to = max] = normalizeSliderValues(candidate, bounds);
    if (from !== range[0] || to !== range[1]) change([from, to], true);
  };

  const onKeyDown = (index: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(index, event.currentTarget.value);
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };

  const formatValue =
    currency && locale ? (amount: number) => formatPrice(amount, { locale, currency }) : undefined;

  const input = (index: 0 | 1, inputLabel: string) => {
    const inputId = `${id}-${index === 0 ? 'from' : 'to'}`;
    return (
      <div css={inputFieldStyles}>
        <label htmlFor={inputId} css={smallLabelStyles}>
          {inputLabel}
        </label>
        {/* A left-to-right island: the number and its currency code read as they do everywhere. */}
        <div dir="ltr" css={inputRowStyles}>
          <input
            id={inputId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={disabled}
            value={draft?.index === index ? draft.text : String(range[index])}
            onChange={(event) => setDraft({ index, text: event.target.value })}
            onBlur={(event) => {
              if (draft?.index === index) apply(index, event.target.value);
            }}
            onKeyDown={onKeyDown(index)}
            css={inputStyles}
          />
          {currency ? (
            <span aria-hidden="true" css={unitStyles}>
              {currency}
            </span>
          ) : null}
        </div>
      </div>
    );
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} css={fieldStyles} className={className}>
      <span id={`${id}-label`} css={labelStyles}>
        {label}
      </span>
      {/* Unlabelled on purpose: the surrounding group is named by the label. */}
      <Slider
        value={range}
        onValueChange={(next) => change([next[0] ?? min, next[1] ?? max], false)}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        thumbLabels={thumbLabels}
        formatValue={formatValue}
        disabled={disabled}
        dir={dir}
      />
      <div css={inputsStyles}>
        {input(0, fromLabel)}
        {input(1, toLabel)}
      </div>
      {hint ? <p css={hintStyles}>{hint}</p> : null}
    </div>
  );
}
