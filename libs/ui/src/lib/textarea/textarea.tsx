import { css } from '@emotion/react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlStyles } from '../form-field/field-styles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Marks the textarea invalid (`aria-invalid`); `FormField` sets it from its error. */
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

const textareaStyles = css({ minBlockSize: '6rem', resize: 'vertical' });

/** A multi-line text input. Give it a label: use it inside `FormField`. */
export function Textarea({ invalid, rows = 4, ref, ...rest }: TextareaProps) {
  return (
    <textarea
      {...rest}
      ref={ref}
      rows={rows}
      aria-invalid={invalid ? true : rest['aria-invalid']}
      css={[controlStyles, textareaStyles]}
    />
  );
}
