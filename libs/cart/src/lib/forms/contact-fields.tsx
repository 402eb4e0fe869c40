import { FormField, TextField, Textarea } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { NAME_LENGTH } from './field-rules';
import { formFieldMessages } from './form-fields.messages';

interface TextInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, in words (shown under it and linked by `aria-describedby`). */
  error?: string;
}

/** The shopper's name, as every form of the storefront asks for it. */
export function NameField({ id, value, onChange, error }: TextInputProps) {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      label={intl.formatMessage(formFieldMessages.name)}
      name="name"
      autoComplete="name"
      required
      // Room past the limit: a pasted long name is named as too long by the rule, not cut silently.
      maxLength={NAME_LENGTH.max + 100}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** The shopper's e-mail, optional in every form; `hint` says what it is for in that form. */
export function EmailField({ id, value, onChange, error, hint }: TextInputProps & { hint: string }) {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      label={intl.formatMessage(formFieldMessages.email)}
      hint={hint}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** The optional free text of a form; `hint` says what it is for in that form. */
export function CommentField({ id, value, onChange, error, hint }: TextInputProps & { hint: string }) {
  const intl = useIntl();
  return (
    <FormField id={id} label={intl.formatMessage(formFieldMessages.comment)} hint={hint} error={error}>
      {(field) => (
        <Textarea
          {...field}
          name="comment"
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
