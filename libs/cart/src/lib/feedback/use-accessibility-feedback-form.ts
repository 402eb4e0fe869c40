import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { Deal, DealRequest } from '@storefront/api-client';
import { dealRequestSchema, z } from '@storefront/api-client/contract';
import type { RegionConfig } from '@storefront/regions';
import type { PhoneValue } from '@storefront/ui';
import { useForm } from 'react-hook-form';
import type { InitialProblems } from '../forms/field-problems';
import { captchaFieldSchema, emailFieldSchema, messageFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { emptyPhone } from '../forms/region-phone-field';
import type { IssueFields } from '../forms/submission';
import { useDealForm, type DealFormControl, type DealFormStatus } from '../forms/use-deal-form';
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


/** The form as a shopper left it: what stories and tests start from. */
export interface FeedbackFormState extends InitialProblems<FeedbackField> {
  values: Partial<FeedbackValues>;
  status: DealFormStatus;
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

type FeedbackFormControl = DealFormControl<FeedbackValues, FeedbackRequestFields>;

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
  const form = useForm<FeedbackValues, unknown, FeedbackRequestFields>({
    resolver,
    shouldFocusError: false,
    defaultValues: { name: '', phone: emptyPhone(region), email: '', message: '', captcha: hasCaptcha ? '' : null, ...initialState?.values },
  });
  return useDealForm({
    form,
    region,
    fieldOrder: FIELD_ORDER,
    issueFields: ISSUE_FIELDS,
    deal: { form: ACCESSIBILITY_FEEDBACK_FORM },
    formToken,
    sentMessage: messages.sent,
    onSent,
    initialState,
  });
}
