import { useEffect, useId, useRef } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedByIds, errorStyles, hasContent, hintStyles } from '../form-field/field-styles';
import { checkboxBoxStyles, choiceLabelStyles, choiceStyles, choiceTextStyles } from './choice-styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Visible label, translated by the caller. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** "Some selected" (a parent of a partly checked list); announced as mixed. */
  indeterminate?: boolean;
  /** Applies to the wrapper; every other prop goes to the `<input>`. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label, and an optional hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  indeterminate = false,
  id,
  className,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inner = useRef<HTMLInputElement | null>(null);
  const invalid = hasContent(error);

  // `indeterminate` exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    inner.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div css={choiceStyles} className={className}>
      <input
        {...inputProps}
        ref={setRefs}
        id={inputId}
        type="checkbox"
        aria-invalid={invalid ? true : inputProps['aria-invalid']}
        aria-describedby={describedByIds(describedBy, hasContent(hint) && `${inputId}-hint`, invalid && `${inputId}-error`)}
        css={checkboxBoxStyles}
      />
      <label htmlFor={inputId} css={choiceLabelStyles}>
        {label}
      </label>
      {hasContent(hint) ? (
        <p id={`${inputId}-hint`} css={[hintStyles, choiceTextStyles]}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${inputId}-error`} css={[errorStyles, choiceTextStyles]}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
