import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { apiPaths, type Deal, type DealRequest } from '@storefront/api-client';
import { dealRequestSchema, z } from '@storefront/api-client/contract';
import { regionTokens, type RegionConfig } from '@storefront/regions';
import { toast, type PhoneValue } from '@storefront/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { rejectFields, useFieldProblems, type FieldProblems, type InitialProblems } from '../forms/field-problems';
import { captchaFieldSchema, emailFieldSchema, messageFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { notSentMessage } from '../forms/form-fields.messages';
import { emptyPhone } from '../forms/region-phone-field';
import { isNotSent, type IssueFields, type NotSentStatus } from '../forms/submission';
import { useSubmission } from '../forms/use-submission';
import { ACCESSIBILITY_FEEDBACK_FORM, accessibilityFeedbackMessages as messages } from './accessibility-feedback.messages';

interface FeedbackValues {
  name: string;
  phone: PhoneValue;
  email: string;
  message: string;
  /** The captcha's solution where the region asks for one (`''` until solved); null where it does not. */
  captcha?: string | null;
}

export type FeedbackField = keyof FeedbackValues;

/** The shopper's part of a `POST /deal/add/` body: the message goes as the deal's `comment`. */
type FeedbackRequestFields = Pick<DealRequest, 'name' | 'phone' | 'email' | 'comment' | 'captcha'>;

/** `sent`: the backend has the feedback; the others as in the call-back form. */
type FeedbackStatus = 'editing' | 'submitting' | 'invalid' | NotSentStatus | 'sent';

/** The form as a shopper left it: what stories and tests start from. */
export interface FeedbackFormState extends InitialProblems<FeedbackField> {
  values: Partial<FeedbackValues>;
  status: FeedbackStatus;
}

interface FeedbackFormOptions {
  region: RegionConfig;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string | undefined;
  /** Ask for the captcha (the region's `/init/shop` `features.hasCaptcha`). */
  hasCaptcha?: boolean | undefined;
  /** Called with the backend's answer once the feedback is received. */
  onSent?: ((deal: Deal) => void) | undefined;
  initialState?: Partial<FeedbackFormState> | undefined;
}

interface FeedbackFormControl extends FieldProblems<FeedbackField> {
  form: UseFormReturn<FeedbackValues, unknown, FeedbackRequestFields>;
  status: FeedbackStatus;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** Each field's rule, then the contract's `dealRequestSchema` for what the fields become. */
const feedbackSchema = z
  .object({ name: nameFieldSchema, phone: phoneFieldSchema, email: emailFieldSchema, message: messageFieldSchema, captcha: captchaFieldSchema })
  .transform(
    ({ name, phone, email, message, captcha }): FeedbackRequestFields => ({
      name,
      phone,
      ...(email ? { email } : {}),
      comment: message,
      ...(captcha ? { captcha } : {}),
    }),
  )
  .pipe(dealRequestSchema.pick({ name: true, phone: true, email: true, comment: true, captcha: true }));

const resolver = standardSchemaResolver(feedbackSchema);
const ISSUE_FIELDS: IssueFields<FeedbackField> = { name: 'name', phone: 'phone', email: 'email', comment: 'message', captcha: 'captcha' };
const FIELD_ORDER: readonly FeedbackField[] = ['name', 'phone', 'email', 'message', 'captcha'];

/**
 * An accessibility feedback's state: a CRM deal (`POST /deal/add/`) of the form
 * `accessibility-feedback`, so it reaches the people who answer the call-backs, with the region's CRM
 * token, one `Idempotency-Key` per attempt and the captcha where the region asks for one
 * (docs/adr/0277-accessibility-feedback-through-the-crm.md). The message is the deal's comment. No
 * GA4 event: feedback is no lead.
 */
export function useAccessibilityFeedbackForm({ region, formToken, hasCaptcha = false, onSent, initialState }: FeedbackFormOptions): FeedbackFormControl {
  const intl = useIntl();
  const form = useForm<FeedbackValues, unknown, FeedbackRequestFields>({
    resolver,
    shouldFocusError: false,
    defaultValues: { name: '', phone: emptyPhone(region), email: '', message: '', captcha: hasCaptcha ? '' : null, ...initialState?.values },
  });
  const problems = useFieldProblems(form, FIELD_ORDER, initialState);
  const [status, setStatus] = useState<FeedbackStatus>(initialState?.status ?? 'editing');
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

  const send = async (request: FeedbackRequestFields) => {
    const body: DealRequest = {
      ...request,
      form: ACCESSIBILITY_FEEDBACK_FORM,
      pageUrl: window.location.href,
      formToken: formToken ?? regionTokens(region).formSite,
    };
    setStatus('submitting');
    const outcome = await submit(body);
    if (!outcome) return;
    if (outcome.status === 'sent') {
      setStatus('sent');
      toast.success(intl.formatMessage(messages.sent));
      onSent?.(outcome.data);
      return;
    }
    if (outcome.status !== 'invalid') return notSent(outcome.status);
    const fields = Object.keys(outcome.fields) as FeedbackField[];
    // A refused solution is spent or stale: never sent again (the field solves a new one).
    if (fields.includes('captcha')) form.setValue('captcha', '');
    rejectFields(form.setError, fields);
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
