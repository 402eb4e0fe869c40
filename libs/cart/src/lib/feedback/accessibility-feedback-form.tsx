import { css } from '@emotion/react';
import type { Deal } from '@storefront/api-client';
import type { RegionConfig } from '@storefront/regions';
import { FormField, Textarea, space } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CaptchaField } from '../forms/captcha-field';
import { EmailField, NameField } from '../forms/contact-fields';
import { COMMENT_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../forms/field-rules';
import { FormAlert } from '../forms/form-alert';
import { SubmitButton } from '../forms/submit-button';
import { formFieldMessages, notSentMessage, problemText, type FieldKind } from '../forms/form-fields.messages';
import { countryName, languageOf } from '../forms/phone-countries';
import { RegionPhoneField } from '../forms/region-phone-field';
import { isNotSent } from '../forms/submission';
import { ACCESSIBILITY_FEEDBACK_FORM, accessibilityFeedbackMessages as messages } from './accessibility-feedback.messages';
import { useAccessibilityFeedbackForm, type FeedbackField, type FeedbackFormState } from './use-accessibility-feedback-form';

export interface AccessibilityFeedbackFormProps {
  region: RegionConfig;
  /** The page's locale code (`en`, `ar`, `es_mx`): the phone field's country names. */
  locale: string;
  /** The CRM form token; default the region's (`regionTokens(region).formSite`). */
  formToken?: string;
  /** Ask for the captcha (the region's `/init/shop` `features.hasCaptcha`). */
  hasCaptcha?: boolean;
  /** The id of the page's heading that names the form. */
  labelledBy?: string;
  /** Moves focus to the first field once shown: for a page that opens the form with a button it replaces. */
  focusOnMount?: boolean;
  /** Called with the backend's answer once the feedback is received. */
  onSent?: (deal: Deal) => void;
  /** Stories and tests: the form as a shopper left it. */
  initialState?: Partial<FeedbackFormState>;
}

const FIELD_KIND: Record<FeedbackField, FieldKind> = { name: 'name', phone: 'phone', email: 'email', message: 'text', captcha: 'captcha' };

/**
 * Feedback on the site's accessibility, for the accessibility statement: name, phone (the CRM calls
 * back: its deals carry one), an optional e-mail for a written answer, the message, and the captcha
 * where the region asks for one. Every field is labelled, its problem linked to it and announced;
 * focus goes to the first wrong field, and to the answer once received.
 */
export function AccessibilityFeedbackForm({
  region,
  locale,
  formToken,
  hasCaptcha = false,
  labelledBy,
  focusOnMount = false,
  onSent,
  initialState,
}: AccessibilityFeedbackFormProps) {
  const intl = useIntl();
  const feedback = useAccessibilityFeedbackForm({ region, formToken, hasCaptcha, onSent, initialState });
  const { status } = feedback;
  const { control } = feedback.form;
  const name = useController({ name: 'name', control }).field;
  const phone = useController({ name: 'phone', control }).field;
  const email = useController({ name: 'email', control }).field;
  const message = useController({ name: 'message', control }).field;
  const captcha = useController({ name: 'captcha', control }).field;
  const country = countryName(region.iso2, languageOf(locale), region.label);
  const problemOf = (field: FeedbackField) => {
    const problem = feedback.problemOf(field);
    const max = field === 'email' ? EMAIL_MAX_LENGTH : COMMENT_MAX_LENGTH;
    return problem ? problemText(intl, FIELD_KIND[field], problem, { max, country }) : undefined;
  };

  // Opened by a button that it replaces: focus goes to the first field, never to the page's body.
  const nameId = feedback.fieldId('name');
  useEffect(() => {
    if (focusOnMount) document.getElementById(nameId)?.focus();
  }, [focusOnMount, nameId]);

  // Once received, the form gives way to its answer and focus follows.
  const answer = useRef<HTMLDivElement>(null);
  const shown = useRef(status);
  useEffect(() => {
    if (status === 'sent' && shown.current !== 'sent') answer.current?.focus();
    shown.current = status;
  }, [status]);

  const submitting = status === 'submitting';
  const alert =
    status === 'invalid' && Object.keys(feedback.form.formState.errors).length > 0 ? formFieldMessages.checkFields
    : isNotSent(status) ? notSentMessage(status)
    : undefined;

  if (status === 'sent') {
    return (
      <div ref={answer} tabIndex={-1} css={formStyles} data-testid="accessibility-feedback" data-form={ACCESSIBILITY_FEEDBACK_FORM} data-status={status}>
        <FormAlert tone="success">{intl.formatMessage(messages.sent)}</FormAlert>
      </div>
    );
  }

  return (
    <form
      css={formStyles}
      noValidate
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      onSubmit={feedback.onSubmit}
      data-testid="accessibility-feedback"
      data-form={ACCESSIBILITY_FEEDBACK_FORM}
      data-status={status}
    >
      <NameField id={nameId} value={name.value} onChange={name.onChange} error={problemOf('name')} />
      <RegionPhoneField
        id={feedback.fieldId('phone')}
        region={region}
        locale={locale}
        value={phone.value}
        onChange={phone.onChange}
        error={problemOf('phone')}
      />
      <EmailField
        id={feedback.fieldId('email')}
        hint={intl.formatMessage(messages.emailHint)}
        value={email.value}
        onChange={email.onChange}
        error={problemOf('email')}
      />
      <FormField
        id={feedback.fieldId('message')}
        label={intl.formatMessage(messages.message)}
        hint={intl.formatMessage(messages.messageHint, { max: COMMENT_MAX_LENGTH })}
        error={problemOf('message')}
        required
      >
        {(field) => (
          <Textarea {...field} name="message" rows={5} value={message.value} onChange={(event) => message.onChange(event.target.value)} />
        )}
      </FormField>
      {hasCaptcha ? (
        <CaptchaField
          id={feedback.fieldId('captcha')}
          region={region.code}
          locale={locale}
          value={captcha.value ?? ''}
          onChange={captcha.onChange}
          error={problemOf('captcha')}
          rejected={feedback.problemOf('captcha') === 'rejected'}
        />
      ) : null}
      {alert ? <FormAlert tone="error">{intl.formatMessage(alert)}</FormAlert> : null}
      <SubmitButton submitting={submitting} css={submitStyles}>
        {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
      </SubmitButton>
    </form>
  );
}

const formStyles = css({ display: 'flex', flexDirection: 'column', gap: space[4], minInlineSize: 0, maxInlineSize: '40rem' });
const submitStyles = css({ alignSelf: 'flex-start' });
