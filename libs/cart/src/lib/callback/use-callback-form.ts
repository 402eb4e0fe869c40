import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { createDataLayer } from '@storefront/analytics';
import type { Deal, DealRequest } from '@storefront/api-client';
import { dealRequestSchema, z } from '@storefront/api-client/contract';
import type { RegionConfig } from '@storefront/regions';
import type { PhoneValue } from '@storefront/ui';
import { useForm } from 'react-hook-form';
import type { InitialProblems } from '../forms/field-problems';
import { captchaFieldSchema, commentFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { emptyPhone } from '../forms/region-phone-field';
import type { IssueFields } from '../forms/submission';
import { useDealForm, type DealFormControl, type DealFormStatus } from '../forms/use-deal-form';
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


/** The form as a shopper left it: what stories and tests start from (its checks shown, fields the backend refused). */
export interface CallbackFormState extends InitialProblems<CallbackField> {
  values: Partial<CallbackValues>;
  status: DealFormStatus;
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

type CallbackFormControl = DealFormControl<CallbackValues, CallbackRequestFields>;

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
  const form = useForm<CallbackValues, unknown, CallbackRequestFields>({
    resolver,
    shouldFocusError: false,
    defaultValues: { name: '', phone: emptyPhone(region), comment: '', captcha: hasCaptcha ? '' : null, ...initialState?.values },
  });
  return useDealForm({
    form,
    region,
    fieldOrder: FIELD_ORDER,
    issueFields: ISSUE_FIELDS,
    deal: { form: formName, ...(productId !== undefined ? { productId } : {}) },
    formToken,
    sentMessage: messages.sent,
    onSent: (deal) => {
      dataLayer.track({ name: 'generate_lead', lead_source: formName });
      onSent?.(deal);
    },
    initialState,
  });
}
