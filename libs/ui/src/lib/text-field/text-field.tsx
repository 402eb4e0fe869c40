import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from '../form-field/form-field';
import { Input } from '../input/input';

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

/** A labelled single-line input with optional hint and error message (`FormField` + `Input`). */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      aria-describedby={describedBy}
      className={className}
    >
      {(field) => (
        <Input {...inputProps} {...field} ref={ref} aria-invalid={field['aria-invalid'] ?? inputProps['aria-invalid']} />
      )}
    </FormField>
  );
}
