import { css } from '@emotion/react';
import type { Deal } from '@storefront/api-client';
import type { RegionConfig } from '@storefront/regions';
import { Button, colors, fontSizes, space } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CaptchaField } from '../forms/captcha-field';
import { CommentField, NameField } from '../forms/contact-fields';
import { COMMENT_MAX_LENGTH } from '../forms/field-rules';
import { FormAlert } from '../forms/form-alert';
import { SubmitButton } from '../forms/submit-button';
import { formFieldMessages, notSentMessage, problemText, type FieldKind } from '../forms/form-fields.messages';
import { countryName, languageOf } from '../forms/phone-countries';
import { RegionPhoneField } from '../forms/region-phone-field';
import { isNotSent } from '../forms/submission';
import { callbackFormMessages as messages } from './callback-form.messages';
import { DEFAULT_CALLBACK_FORM, callbackRequestMessages } from './callback-request.messages';
import { useCallbackForm, type CallbackField, type CallbackFormState } from './use-callback-form';

export interface CallbackFormProps {
  region: RegionConfig;
  locale: string;
  /** The product the request is about (a product page's). */
  productId?: number;
  /** Lowercase form name for the CRM: `callback` (default), `test-drive`… */
  form?: string;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string;
  /** Ask for the captcha (the region's `/init/shop` `features.hasCaptcha`). */
  hasCaptcha?: boolean;
  /** Shows a "Close" button once sent (the dialog's). */
  onClose?: () => void;
  /** Called with the backend's answer once the request is received. */
  onSent?: (deal: Deal) => void;
  /** Stories and tests: the form as a shopper left it. */
  initialState?: Partial<CallbackFormState>;
}

const FIELD_KIND: Record<CallbackField, FieldKind> = { name: 'name', phone: 'phone', comment: 'text', captcha: 'captcha' };

/**
 * A call-back request (SPEC §7 `POST /deal/add/`, issue 14): name, phone and an optional comment, and the
 * captcha where the region asks for one (issue 32). Its
 * state, checks and submission are `useCallbackForm`'s; once received, the form gives way to the answer
 * and focus follows, to the dialog's close button (or the answer).
 */
export function CallbackForm({ region, locale, productId, form = DEFAULT_CALLBACK_FORM, formToken, hasCaptcha = false, onClose, onSent, initialState }: CallbackFormProps) {
  const intl = useIntl();
  const id = useId();
  const callback = useCallbackForm({ region, productId, form, formToken, hasCaptcha, onSent, initialState });
  const { status } = callback;
  const { control } = callback.form;
  const name = useController({ name: 'name', control }).field;
  const phone = useController({ name: 'phone', control }).field;
  const comment = useController({ name: 'comment', control }).field;
  const captcha = useController({ name: 'captcha', control }).field;
  const country = countryName(region.iso2, languageOf(locale), region.label);
  const problemOf = (field: CallbackField) => {
    const problem = callback.problemOf(field);
    return problem ? problemText(intl, FIELD_KIND[field], problem, { max: COMMENT_MAX_LENGTH, country }) : undefined;
  };

  const submitting = status === 'submitting';
  // Once received, the form gives way to its answer and focus follows: to the dialog's close button, or the answer.
  const answer = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const shown = useRef(status);
  useEffect(() => {
    if (status === 'sent' && shown.current !== 'sent') (close.current ?? answer.current)?.focus();
    shown.current = status;
  }, [status]);

  const alert =
    status === 'invalid' && Object.keys(callback.form.formState.errors).length > 0 ? formFieldMessages.checkFields
    : isNotSent(status) ? notSentMessage(status)
    : undefined;

  if (status === 'sent') {
    // Received: what remains to say, and the way out of the dialog.
    return (
      <div ref={answer} tabIndex={-1} css={formStyles} data-testid="callback-form" data-form={form} data-status={status}>
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
      onSubmit={callback.onSubmit}
      data-testid="callback-form"
      data-form={form}
      data-status={status}
    >
      <p id={`${id}-intro`} css={introStyles}>
        {intl.formatMessage(messages.intro)}
      </p>
      <NameField id={callback.fieldId('name')} value={name.value} onChange={name.onChange} error={problemOf('name')} />
      <RegionPhoneField
        id={callback.fieldId('phone')}
        region={region}
        locale={locale}
        value={phone.value}
        onChange={phone.onChange}
        error={problemOf('phone')}
      />
      <CommentField
        id={callback.fieldId('comment')}
        hint={intl.formatMessage(messages.commentHint, { max: COMMENT_MAX_LENGTH })}
        value={comment.value}
        onChange={comment.onChange}
        error={problemOf('comment')}
      />
      {hasCaptcha ? (
        <CaptchaField
          id={callback.fieldId('captcha')}
          region={region.code}
          locale={locale}
          value={captcha.value ?? ''}
          onChange={captcha.onChange}
          error={problemOf('captcha')}
          rejected={callback.problemOf('captcha') === 'rejected'}
        />
      ) : null}
      {alert ? <FormAlert tone="error">{intl.formatMessage(alert)}</FormAlert> : null}
      <SubmitButton submitting={submitting} fullWidth>
        {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
      </SubmitButton>
    </form>
  );
}

const formStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4], minInlineSize: 0 });
const introStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
