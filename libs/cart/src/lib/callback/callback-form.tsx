import { css } from '@emotion/react';
import { createDataLayer } from '@storefront/analytics';
import { apiPaths, type Deal, type DealRequest } from '@storefront/api-client';
import { regionTokens, type RegionConfig } from '@storefront/regions';
import { Button, colors, fontSizes, space, toast, type PhoneValue } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  COMMENT_MAX_LENGTH,
  cleanName,
  collectProblems,
  nameProblem,
  phoneProblem,
  textProblem,
  type FieldProblems,
} from '../forms/field-rules';
import { CommentField, NameField } from '../forms/contact-fields';
import { FormAlert } from '../forms/form-alert';
import { formFieldMessages, notSentMessage, problemText, type FieldKind } from '../forms/form-fields.messages';
import { countryName, languageOf } from '../forms/phone-countries';
import { RegionPhoneField, emptyPhone } from '../forms/region-phone-field';
import { isNotSent, type IssueFields, type NotSentStatus } from '../forms/submission';
import { useSubmission } from '../forms/use-submission';
import { callbackFormMessages as messages } from './callback-form.messages';
import { DEFAULT_CALLBACK_FORM, callbackRequestMessages } from './callback-request.messages';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
const dataLayer = createDataLayer();

export interface CallbackValues {
  name: string;
  phone: PhoneValue;
  comment: string;
}

export type CallbackField = 'name' | 'phone' | 'comment';

/** `sent`: the backend has the request; the others as in the checkout (`failed` sends again under the same key). */
export type CallbackStatus = 'editing' | 'submitting' | 'invalid' | NotSentStatus | 'sent';

/** The form as a shopper left it: what stories and tests start from. */
export interface CallbackFormState {
  values: Partial<CallbackValues>;
  status: CallbackStatus;
  rejected: Partial<Record<CallbackField, true>>;
  showProblems: boolean;
}

export interface CallbackFormProps {
  region: RegionConfig;
  locale: string;
  /** The product the request is about (a product page's). */
  productId?: number;
  /** Lowercase form name for the CRM: `callback` (default), `test-drive`… */
  form?: string;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string;
  /** Shows a "Close" button once sent (the dialog's). */
  onClose?: () => void;
  /** Called with the backend's answer once the request is received. */
  onSent?: (deal: Deal) => void;
  /** Stories and tests: the form as a shopper left it. */
  initialState?: Partial<CallbackFormState>;
}

const ISSUE_FIELDS: IssueFields<CallbackField> = { name: 'name', phone: 'phone', comment: 'comment' };
const FIELD_ORDER: readonly CallbackField[] = ['name', 'phone', 'comment'];
const FIELD_KIND: Record<CallbackField, FieldKind> = { name: 'name', phone: 'phone', comment: 'text' };

function checkValues(values: CallbackValues): FieldProblems<CallbackField> {
  return collectProblems<CallbackField>({
    name: nameProblem(values.name),
    phone: phoneProblem(values.phone),
    comment: textProblem(values.comment, COMMENT_MAX_LENGTH),
  });
}

/**
 * A call-back request (SPEC §7 `POST /deal/add/`, issue 14): name, phone and an optional comment, sent
 * as JSON with the form's name, the product, the page's address, the region's CRM form token, the
 * campaign marks and the `_ga` client id, under one `Idempotency-Key` per attempt. What happened is
 * said in the form and as a toast; GA4 `generate_lead` once received.
 */
export function CallbackForm({
  region,
  locale,
  productId,
  form = DEFAULT_CALLBACK_FORM,
  formToken,
  onClose,
  onSent,
  initialState,
}: CallbackFormProps) {
  const intl = useIntl();
  const id = useId();
  const fieldId = (field: CallbackField) => `${id}-${field}`;
  const [values, setValues] = useState<CallbackValues>(() => ({
    name: '',
    phone: emptyPhone(region),
    comment: '',
    ...initialState?.values,
  }));
  const [status, setStatus] = useState<CallbackStatus>(initialState?.status ?? 'editing');
  const [rejected, setRejected] = useState<Partial<Record<CallbackField, true>>>(initialState?.rejected ?? {});
  const [showProblems, setShowProblems] = useState(initialState?.showProblems ?? false);
  const { submit } = useSubmission({ region: region.code, url: apiPaths.dealAdd, schema: 'deal', fieldOf: ISSUE_FIELDS });
  const country = countryName(region.iso2, languageOf(locale), region.label);

  const problems: FieldProblems<CallbackField> = showProblems ? checkValues(values) : {};
  for (const field of Object.keys(rejected) as CallbackField[]) problems[field] ??= 'rejected';
  const problemOf = (field: CallbackField) => {
    const problem = problems[field];
    return problem ? problemText(intl, FIELD_KIND[field], problem, { max: COMMENT_MAX_LENGTH, country }) : undefined;
  };

  const change = <Key extends keyof CallbackValues>(key: Key, value: CallbackValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (rejected[key]) {
      setRejected((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
    }
    if (isNotSent(status)) setStatus('editing');
  };

  const focusFirst = (fields: readonly CallbackField[]) => {
    const first = FIELD_ORDER.find((field) => fields.includes(field));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submitting = status === 'submitting';
  const sent = status === 'sent';
  // The form gives way to its answer: focus follows, to the dialog's close button (or the answer).
  const done = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const focusAnswer = useRef(false);
  useEffect(() => {
    if (!sent || !focusAnswer.current) return;
    focusAnswer.current = false;
    (close.current ?? done.current)?.focus();
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setShowProblems(true);
    const found = checkValues(values);
    if (Object.keys(found).length > 0) {
      setStatus('invalid');
      focusFirst(Object.keys(found) as CallbackField[]);
      return;
    }
    const comment = values.comment.trim();
    const body: DealRequest = {
      name: cleanName(values.name),
      phone: values.phone.e164,
      ...(comment ? { comment } : {}),
      form,
      ...(productId !== undefined ? { productId } : {}),
      pageUrl: window.location.href,
      formToken: formToken ?? regionTokens(region).formSite,
    };
    setStatus('submitting');
    const outcome = await submit(body);
    if (!outcome) return;
    if (outcome.status === 'sent') {
      focusAnswer.current = true;
      setStatus('sent');
      toast.success(intl.formatMessage(messages.sent));
      dataLayer.track({ name: 'generate_lead', lead_source: form });
      onSent?.(outcome.data);
      return;
    }
    if (outcome.status === 'invalid') {
      const fields = Object.keys(outcome.fields) as CallbackField[];
      setRejected(Object.fromEntries(fields.map((field) => [field, true])));
      if (fields.length > 0 && outcome.others.length === 0) {
        setStatus('invalid');
        focusFirst(fields);
        return;
      }
    }
    // A 422 that names no field of the form is a refusal like any other.
    const notSent: NotSentStatus = outcome.status === 'invalid' ? 'refused' : outcome.status;
    setStatus(notSent);
    toast.error(intl.formatMessage(notSentMessage(notSent)));
  };

  const alert =
    status === 'invalid' && Object.keys(problems).length > 0 ? formFieldMessages.checkFields
    : isNotSent(status) ? notSentMessage(status)
    : undefined;

  if (sent) {
    // Received: what remains to say, and the way out of the dialog.
    return (
      <div ref={done} tabIndex={-1} css={formStyles} data-testid="callback-form" data-form={form} data-status={status}>
        <FormAlert tone="success">{intl.formatMessage(messages.sent)}</FormAlert>
        {onClose ? (
          <Button ref={close} variant="outlined" onClick={onClose} fullWidth>
            {intl.formatMessage(callbackRequestMessages.close)}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form
      css={formStyles}
      noValidate
      aria-busy={submitting || undefined}
      aria-describedby={`${id}-intro`}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="callback-form"
      data-form={form}
      data-status={status}
    >
      <p id={`${id}-intro`} css={introStyles}>
        {intl.formatMessage(messages.intro)}
      </p>
      <NameField id={fieldId('name')} value={values.name} onChange={(name) => change('name', name)} error={problemOf('name')} />
      <RegionPhoneField
        id={fieldId('phone')}
        region={region}
        locale={locale}
        value={values.phone}
        onChange={(phone) => change('phone', phone)}
        error={problemOf('phone')}
      />
      <CommentField
        id={fieldId('comment')}
        hint={intl.formatMessage(messages.commentHint, { max: COMMENT_MAX_LENGTH })}
        value={values.comment}
        onChange={(comment) => change('comment', comment)}
        error={problemOf('comment')}
      />
      {alert ? <FormAlert tone="error">{intl.formatMessage(alert)}</FormAlert> : null}
      <Button
        type="submit"
        variant="product"
        fullWidth
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
        data-state={submitting ? 'submitting' : 'ready'}
      >
        {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
      </Button>
    </form>
  );
}

const formStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4], minInlineSize: 0 });
const introStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
