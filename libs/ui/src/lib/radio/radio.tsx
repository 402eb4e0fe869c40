import { css } from '@emotion/react';
import { useId, useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { choiceLabelStyles, choiceStyles, choiceTextStyles, radioBoxStyles } from '../checkbox/choice-styles';
import { describedByIds, errorStyles, hasContent, hintStyles, labelStyles } from '../form-field/field-styles';
import { space } from '../theme/tokens';

interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Visible label, translated by the caller. */
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One native radio button with its label. Group them with `RadioGroup` (or a fieldset). */
function Radio({ label, hint, id, className, 'aria-describedby': describedBy, ref, ...inputProps }: RadioProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div css={choiceStyles} className={className}>
      <input
        {...inputProps}
        ref={ref}
        id={inputId}
        type="radio"
        aria-describedby={describedByIds(describedBy, hasContent(hint) && `${inputId}-hint`)}
        css={radioBoxStyles}
      />
      <label htmlFor={inputId} css={choiceLabelStyles}>
        {label}
      </label>
      {hasContent(hint) ? (
        <p id={`${inputId}-hint`} css={[hintStyles, choiceTextStyles]}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question the options answer, translated ("Warranty"). Rendered as the legend. */
  legend: ReactNode;
  /** Form name shared by the radios. */
  name: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onValueChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** `column` (default) or `row` (wraps; follows the text direction). */
  orientation?: 'column' | 'row';
  className?: string;
}

const groupStyles = css({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });
const legendStyles = css(labelStyles, { padding: 0, marginBlockEnd: space[2] });
const groupHintStyles = css(hintStyles, { marginBlockStart: space[2] });
const groupErrorStyles = css(errorStyles, { marginBlockStart: space[1] });
const optionsStyles = {
  column: css({ display: 'flex', flexDirection: 'column', gap: space[3] }),
  row: css({ display: 'flex', flexWrap: 'wrap', columnGap: space[6], rowGap: space[3] }),
};

/** A labelled set of native radios: arrow keys move between them, Tab leaves the group. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  hint,
  error,
  required,
  disabled,
  orientation = 'column',
  className,
}: RadioGroupProps) {
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const invalid = hasContent(error);

  return (
    <fieldset
      css={groupStyles}
      className={className}
      // A radiogroup role lets the group carry required/invalid state for screen readers.
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedByIds(hasContent(hint) && `${id}-hint`, invalid && `${id}-error`)}
      disabled={disabled}
    >
      <legend css={legendStyles}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div css={optionsStyles[orientation]}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            disabled={option.disabled}
            required={required}
            // Always controlled by the group (unchecked while nothing is selected).
            checked={selected === option.value}
            onChange={(event) => {
              if (value === undefined) setUncontrolled(option.value);
              onValueChange?.(option.value, event);
            }}
          />
        ))}
      </div>
      {hasContent(hint) ? (
        <p id={`${id}-hint`} css={groupHintStyles}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} css={groupErrorStyles}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
