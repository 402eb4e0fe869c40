import { useId } from 'react';
import type { ReactNode } from 'react';
import { FieldMessages } from './field-messages';
import { describedByIds, fieldStyles, hasContent, labelStyles } from './field-styles';

/** What `FormField` hands its control: spread it onto the input, select trigger or textarea. */
interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FormFieldProps {
  /** Visible label, translated by the caller. */
  label: ReactNode;
  /** Help text under the control, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; marks the control invalid and is linked by `aria-describedby`. */
  error?: ReactNode;
  /** Marks the control required (and shows a decorative asterisk). */
  required?: boolean;
  /** The control's id; default from `useId`. */
  id?: string;
  /** A description of the caller's own, read before the hint. */
  'aria-describedby'?: string;
  className?: string;
  /** Renders the control with the props that connect it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error, wired for assistive technology. The control is anything:
 * `<FormField label="City">{(field) => <Input {...field} />}</FormField>`.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  id,
  'aria-describedby': describedBy,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds(describedBy, hasContent(hint) && hintId, invalid && errorId),
  };
  if (invalid) control['aria-invalid'] = true;
  if (required) control.required = true;

  return (
    <div css={fieldStyles} className={className}>
      <label htmlFor={controlId} css={labelStyles}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(control)}
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
