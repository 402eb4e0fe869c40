import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { createDataLayer } from '@storefront/analytics';
import { apiPaths, type Deal, type DealRequest } from '@storefront/api-client';
import { dealRequestSchema, z } from '@storefront/api-client/contract';
import { regionTokens, type RegionConfig } from '@storefront/regions';
import { toast, type PhoneValue } from '@storefront/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { rejectFields, useFieldProblems, type FieldProblems, type InitialProblems } from '../forms/field-problems';
import { captchaFieldSchema, commentFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { notSentMessage } from '../forms/form-fields.messages';
import { emptyPhone } from '../forms/region-phone-field';
import { isNotSent, type IssueFields, type NotSentStatus } from '../forms/submission';
import { useSubmission } from '../forms/use-submission';
import { callbackFormMessages as messages } from './callback-form.messages';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
const dataLayer = createDataLayer();

interface CallbackValues {
  name: string;
  phone: PhoneValue;
  comment: string;
  /** The captcha's solution where the region asks for one (`''` until solved); null or absent where it does not. */
  captcha?: string | null;
}

export type CallbackField = keyof CallbackValues;

/** The shopper's part of a `POST /deal/add/` body. */
type CallbackRequestFields = Pick<DealRequest, 'name' | 'phone' | 'comment' | 'captcha'>;

/** `sent`: the backend has the request; the others as in the checkout (`failed` sends again under the same key). */
type CallbackStatus = 'editing' | 'submitting' | 'invalid' | NotSentStatus | 'sent';

/** The form as a shopper left it: what stories and tests start from (its checks shown, fields the backend refused). */
export interface CallbackFormState extends InitialProblems<CallbackField> {
  values: Partial<CallbackValues>;
  status: CallbackStatus;
}

interface CallbackFormOptions {
  region: RegionConfig;
  /** The product the request is about (a product page's). */
  productId?: number | undefined;
  /** Lowercase form name for the CRM: `callback`, `test-drive`… */
  form: string;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string | undefined;
  /** Ask for the captcha (the region's `/init/shop` `features.hasCaptcha`). */
  hasCaptcha?: boolean | undefined;
  /** Called with the backend's answer once the request is received. */
  onSent?: ((deal: Deal) => void) | undefined;
  /** Stories and tests: the form as a shopper left it. */
  initialState?: Partial<CallbackFormState> | undefined;
}

interface CallbackFormControl extends FieldProblems<CallbackField> {
  form: UseFormReturn<CallbackValues, unknown, CallbackRequestFields>;
  status: CallbackStatus;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** Each field's rule, then the contract's `dealRequestSchema` for what the shopper's fields become. */
export const callbackSchema = z
  .object({ name: nameFieldSchema, phone: phoneFieldSchema, comment: commentFieldSchema, captcha: captchaFieldSchema })
  .transform(({ name, phone, comment, captcha }): CallbackRequestFields => ({ name, phone, ...(comment ? { comment } : {}), ...(captcha ? { captcha } : {}) }))
  .pipe(dealRequestSchema.pick({ name: true, phone: true, comment: true, captcha: true }));

const resolver = standardSchemaResolver(callbackSchema);
const ISSUE_FIELDS: IssueFields<CallbackField> = { name: 'name', phone: 'phone', comment: 'comment', captcha: 'captcha' };
const FIELD_ORDER: readonly CallbackField[] = ['name', 'phone', 'comment', 'captcha'];

/**
 * A call-back request's state (SPEC §7 `POST /deal/add/`, issue 14): react-hook-form with
 * `callbackSchema` through the Standard Schema resolver; on submit the request goes as JSON with the
 * form's name, the product, the page's address, the region's CRM form token, the campaign marks and the
 * `_ga` client id, under one `Idempotency-Key` per attempt. Where the region asks for a captcha
 * (`hasCaptcha`), its solution goes too, and a refused one is replaced. What happened is said in the form
 * and as a toast; GA4 `generate_lead` once received.
 */
export function useCallbackForm({ region, productId, form: formName, formToken, hasCaptcha = false, onSent, initialState }: CallbackFormOptions): CallbackFormControl {
  const intl = useIntl();
  const form = useForm<CallbackValues, unknown, CallbackRequestFields>({
    resolver,
    shouldFocusError: false,
    defaultValues: { name: '', phone: emptyPhone(region), comment: '', captcha: hasCaptcha ? '' : null, ...initialState?.values },
  });
  const problems = useFieldProblems(form, FIELD_ORDER, initialState);
  const [status, setStatus] = useState<CallbackStatus>(initialState?.status ?? 'editing');
  const { submit } = useSubmission({ region: region.code, url: apiPaths.dealAdd, schema: 'deal', fieldOf: ISSUE_FIELDS });

  // What the last answer said no longer holds once the shopper changes the form.
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

  const send = async (request: CallbackRequestFields) => {
    const body: DealRequest = {
      ...request,
      form: formName,
      ...(productId !== undefined ? { productId } : {}),
      pageUrl: window.location.href,
      formToken: formToken ?? regionTokens(region).formSite,
    };
    setStatus('submitting');
    const outcome = await submit(body);
    if (!outcome) return;
    if (outcome.status === 'sent') {
      setStatus('sent');
      toast.success(intl.formatMessage(messages.sent));
      dataLayer.track({ name: 'generate_lead', lead_source: formName });
      onSent?.(outcome.data);
      return;
    }
    if (outcome.status !== 'invalid') return notSent(outcome.status);
    const fields = Object.keys(outcome.fields) as CallbackField[];
    // A refused solution is spent or stale: never sent again (the field solves a new one, `CaptchaField`).
    if (fields.includes('captcha')) form.setValue('captcha', '');
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
      const fields = FIELD_ORDER.filter((field) => errors[field]);
      setStatus(fields.length > 0 ? 'invalid' : 'refused');
      problems.focusFirst(fields);
    })(event);
  };

  return { ...problems, form, status, onSubmit };
}
