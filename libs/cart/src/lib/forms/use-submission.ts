import type { ResponseOf, ResponseSchemaName } from '@storefront/api-client';
import { useCallback, useRef, useState } from 'react';
import { useFormDispatch } from './store-hooks';
import {
  attemptFor,
  campaignFields,
  submitForm,
  type CampaignFields,
  type IssueFields,
  type SubmissionAttempt,
  type SubmissionOutcome,
} from './submission';

export interface Submission<Name extends ResponseSchemaName, Field extends string> {
  /**
   * Sends `body` with the campaign fields under this attempt's key (a new key only when the body
   * differs from the last attempt's). Undefined while a request is still on its way: a second click
   * sends nothing.
   */
  submit(body: object): Promise<SubmissionOutcome<ResponseOf<Name>, Field> | undefined>;
  /** True while a request is on its way. */
  submitting: boolean;
}

/**
 * One form's submissions to `url` (docs/adr/0073-one-idempotency-key-per-form-attempt.md): a JSON POST with
 * an `Idempotency-Key` kept for as long as the body stays the same.
 */
export function useSubmission<Name extends ResponseSchemaName, Field extends string>({
  region,
  url,
  schema,
  fieldOf,
}: {
  region: string;
  url: string;
  schema: Name;
  fieldOf: IssueFields<Field>;
}): Submission<Name, Field> {
  const dispatch = useFormDispatch();
  const attempt = useRef<SubmissionAttempt | undefined>(undefined);
  // A ref, not the state: both clicks of a double click run before React re-renders.
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(
    async (body: object) => {
      if (busy.current) return undefined;
      busy.current = true;
      setSubmitting(true);
      const fields: CampaignFields = campaignFields();
      attempt.current = attemptFor(attempt.current, JSON.stringify({ ...body, ...fields }));
      const current = attempt.current;
      try {
        return await dispatch((_dispatch, _getState, extra) => submitForm(extra, { region, url, schema, attempt: current }, fieldOf));
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [dispatch, region, url, schema, fieldOf],
  );

  return { submit, submitting };
}
