import { toast } from '@storefront/ui';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { notSentMessage } from './form-fields.messages';
import { isNotSent, type NotSentStatus } from './submission';

/**
 * A CRM form's sending status (`editing` first, or what a server render left): `notSent(reason)` records why
 * nothing was sent and says so in a toast; once the shopper changes the form, what the last answer said no
 * longer holds and the status is `editing` again.
 */
export function useSendStatus<Status extends string, Values extends FieldValues, Context, Fields extends FieldValues>(
  form: UseFormReturn<Values, Context, Fields>,
  initial: Status | NotSentStatus | 'editing' = 'editing',
) {
  const intl = useIntl();
  const [status, setStatus] = useState<Status | NotSentStatus | 'editing'>(initial);

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') setStatus((current) => (isNotSent(current) ? 'editing' : current));
        },
      }),
    [form],
  );

  const notSent = (reason: NotSentStatus) => {
    setStatus(reason);
    toast.error(intl.formatMessage(notSentMessage(reason)));
  };

  return { status, setStatus, notSent };
}
