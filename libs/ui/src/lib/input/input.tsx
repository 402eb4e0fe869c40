import type { InputHTMLAttributes, Ref } from 'react';
import { controlStyles } from '../form-field/field-styles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Marks the input invalid (`aria-invalid`); `FormField` sets it from its error. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A bare text input in the storefront style. Give it a label: use it inside `FormField`. */
export function Input({ invalid, type = 'text', ref, ...rest }: InputProps) {
  return (
    <input
      {...rest}
      ref={ref}
      type={type}
      aria-invalid={invalid ? true : rest['aria-invalid']}
      css={controlStyles}
    />
  );
}
