import { apiPaths, type Deal, type DealRequest } from '@storefront/api-client';
import { regionTokens, type RegionConfig } from '@storefront/regions';
import { toast } from '@storefront/ui';
import type { FormEvent } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { rejectFields, useFieldProblems, type FieldProblems, type InitialProblems } from './field-problems';
import type { IssueFields, NotSentStatus } from './submission';
import { useSubmission } from './use-submission';
import { useSendStatus } from './use-send-status';

/** `sent`: the backend has the deal; the others as in the checkout (`failed` sends again under the same key). */
export type DealFormStatus = 'editing' | 'submitting' | 'invalid' | NotSentStatus | 'sent';

/** The fields every deal form has; a `captcha` where the region asks for one (`''` until solved, else null). */
interface DealFormValues extends FieldValues {
  captcha?: string | null;
}

/** The shopper's part of a `POST /deal/add/` body. */
type DealFields = Pick<DealRequest, 'name' | 'phone' | 'email' | 'comment' | 'captcha'>;

interface DealFormOptions<Values extends DealFormValues, Request extends DealFields> {
  form: UseFormReturn<Values, unknown, Request>;
  region: RegionConfig;
  /** The form's fields in their order on screen: focus goes to the first with a problem. */
  fieldOrder: readonly Extract<Path<Values>, string>[];
  /** The backend's issue paths as the form's fields (`comment` may be shown as `message`). */
  issueFields: IssueFields<Extract<Path<Values>, string>>;
  /** The deal's own fields besides the shopper's: its `form` name, the product. */
  deal: Omit<DealRequest, keyof DealFields | 'pageUrl' | 'formToken'> & { form: string };
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string | undefined;
  /** What the toast says once received. */
  sentMessage: MessageDescriptor;
  /** Called with the backend's answer once received. */
  onSent?: ((deal: Deal) => void) | undefined;
  /** Stories and tests: the form as a shopper left it. */
  initialState?: (InitialProblems<Extract<Path<Values>, string>> & { status?: DealFormStatus }) | undefined;
}

export interface DealFormControl<Values extends DealFormValues, Request extends DealFields> extends FieldProblems<Extract<Path<Values>, string>> {
  form: UseFormReturn<Values, unknown, Request>;
  status: DealFormStatus;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * A form that becomes a CRM deal (`POST /deal/add/`): the call-back request and the accessibility
 * feedback. It sends the shopper's fields with the deal's own, the page's address and the region's CRM
 * form token, the campaign fields under consent, under one `Idempotency-Key` per attempt; says what
 * happened in the form and as a toast; a refused captcha is replaced (`CaptchaField` solves a new one).
 */
export function useDealForm<Values extends DealFormValues, Request extends DealFields>({
  form,
  region,
  fieldOrder,
  issueFields,
  deal,
  formToken,
  sentMessage,
  onSent,
  initialState,
}: DealFormOptions<Values, Request>): DealFormControl<Values, Request> {
  const intl = useIntl();
  const problems = useFieldProblems(form, fieldOrder, initialState);
  const { status, setStatus, notSent } = useSendStatus<DealFormStatus, Values, unknown, Request>(form, initialState?.status);
  const { submit } = useSubmission({ region: region.code, url: apiPaths.dealAdd, schema: 'deal', fieldOf: issueFields });

  const send = async (request: Request) => {
    const body: DealRequest = { ...request, ...deal, pageUrl: window.location.href, formToken: formToken ?? regionTokens(region).formSite };
    setStatus('submitting');
    const outcome = await submit(body);
    if (!outcome) return;
    if (outcome.status === 'sent') {
      setStatus('sent');
      toast.success(intl.formatMessage(sentMessage));
      onSent?.(outcome.data);
      return;
    }
    if (outcome.status !== 'invalid') return notSent(outcome.status);
    const fields = Object.keys(outcome.fields) as Extract<Path<Values>, string>[];
    // A refused solution is spent or stale: never sent again (the field solves a new one, `CaptchaField`).
    if (fields.includes('captcha' as Extract<Path<Values>, string>)) {
      form.setValue('captcha' as Path<Values>, '' as PathValue<Values, Path<Values>>);
    }
    rejectFields(form.setError, fields);
    // A 422 that names no field of the form is a refusal like any other.
    if (fields.length === 0 || outcome.others.length > 0) return notSent('refused');
    setStatus('invalid');
    problems.focusFirst(fields);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    void form.handleSubmit(send, (errors) => {
      const fields = fieldOrder.filter((field) => errors[field]);
      setStatus(fields.length > 0 ? 'invalid' : 'refused');
      problems.focusFirst(fields);
    })(event);
  };

  return { ...problems, form, status, onSubmit };
}
