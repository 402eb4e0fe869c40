import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { apiPaths, type Order } from '@storefront/api-client';
import type { RegionConfig } from '@storefront/regions';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { rejectFields, useFieldProblems, type FieldProblems, type InitialProblems } from '../forms/field-problems';
import { emptyPhone } from '../forms/region-phone-field';
import { isNotSent, type IssueFields, type NotSentStatus } from '../forms/submission';
import { useSubmission } from '../forms/use-submission';
import type { CartQuotation } from '../state/cart-line';
import { selectCartLines, selectCartLoading, selectCartQuotation } from '../state/cart.slice';
import { clearCart, refreshQuotation } from '../state/cart.thunks';
import { UNSOLD_PATH } from '../state/quotation';
import { useCartDispatch, useCartSelector } from '../state/store-hooks';
import { useCartSync } from '../state/use-cart-sync';
import { paidOnline } from '../state/order.api';
import { trackCheckoutStep, trackPurchaseOnce } from './checkout-analytics';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { checkoutSchema, defaultPayment, type CheckoutFeatures, type CheckoutField, type CheckoutOrder, type CheckoutValues } from './checkout-schema';

/**
 * Where the form is: `editing`; `submitting`; `invalid` (fields to correct); `failed` (no answer or a
 * server error: send again, under the same key); `throttled` (a 429: wait, then send again);
 * `forbidden` (a 403: reload the page); `refused` (another refusal); `productGone` (a line's
 * product is no longer sold: the cart updates itself).
 */
type CheckoutStatus = 'editing' | 'submitting' | 'invalid' | NotSentStatus | 'productGone';

/** The form as a shopper left it: what stories and tests start from (its checks shown, fields the backend refused). */
export interface CheckoutFormState extends InitialProblems<CheckoutField> {
  values: Partial<CheckoutValues>;
  status: CheckoutStatus;
}

interface CheckoutFormOptions {
  region: RegionConfig;
  /** The region's `/init/shop` features: card payment online only where `hasOnlinePayment`. */
  features: Pick<CheckoutFeatures, 'hasOnlinePayment' | 'hasCaptcha'>;
  /** The order page's path with `{order}` for the slug: where the provider sends the shopper back. */
  orderPath: string;
  /** Called once the order exists (the cart is already cleared). */
  onPlaced(order: Order): void;
  /** Stories and tests: the form as a shopper left it (values, status, shown checks). */
  initialState?: Partial<CheckoutFormState> | undefined;
}

export interface CheckoutFormControl extends FieldProblems<CheckoutField> {
  form: UseFormReturn<CheckoutValues, unknown, CheckoutOrder>;
  status: CheckoutStatus;
  /** The cart's priced lines (the total, the analytics). */
  quotation: CartQuotation;
  /** True while the prices are updated, the cart is empty or the order is on its way: the button sends nothing. */
  cannotSubmit: boolean;
  /** Why the button sends nothing (an empty cart, prices updating), if it is not the order on its way. */
  reason: 'emptyCart' | 'pricesUpdating' | undefined;
  /** The form's `onSubmit`. */
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The backend's issue paths (docs/regional-api.md) and the fields that show them. */
const ISSUE_FIELDS: IssueFields<CheckoutField> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'delivery.storeUuid': 'storeUuid',
  'delivery.citySlug': 'citySlug',
  'delivery.address': 'address',
  paymentMethod: 'payment',
  comment: 'comment',
  captcha: 'captcha',
};

const resolver = standardSchemaResolver(checkoutSchema);

/** The fields in the order the page shows them: focus goes to the first one wrong. */
const FIELD_ORDER: readonly CheckoutField[] = ['name', 'phone', 'email', 'storeUuid', 'citySlug', 'address', 'payment', 'comment', 'captcha'];

/**
 * The checkout's state (SPEC §4, issue 14): react-hook-form holds the values and validates them with
 * `checkoutSchema` (each field's rule, then the contract's `orderRequestSchema`) through the Standard
 * Schema resolver; checks show once the shopper tried to submit, then follow each change. On submit the
 * order goes as `POST /orders` with the cart's lines, the campaign marks and the `_ga` client id, under
 * one `Idempotency-Key` per attempt (`useSubmission`: a second click sends nothing); the backend's 422
 * is shown on its fields. What the shopper types is kept as the region's draft in the tab's session
 * storage (`checkout-draft.ts`: never the payment), and forgotten once the order is placed.
 */
export function useCheckoutForm({ region, features, orderPath, onPlaced, initialState }: CheckoutFormOptions): CheckoutFormControl {
  const dispatch = useCartDispatch();
  useCartSync(region.code);
  const lines = useCartSelector(selectCartLines);
  const quotation = useCartSelector(selectCartQuotation);
  const loading = useCartSelector(selectCartLoading);
  const currency = quotation.currency ?? region.currency;

  // The form starts from the region's draft (read once, not on every render).
  const [defaultValues] = useState<CheckoutValues>(() => ({
    name: '',
    phone: emptyPhone(region),
    email: '',
    delivery: 'pickup',
    storeUuid: '',
    citySlug: '',
    address: '',
    payment: defaultPayment(features),
    comment: '',
    captcha: features.hasCaptcha ? '' : null,
    ...readCheckoutDraft(region.code),
    ...initialState?.values,
  }));
  const form = useForm<CheckoutValues, unknown, CheckoutOrder>({ resolver, shouldFocusError: false, defaultValues });
  const problems = useFieldProblems(form, FIELD_ORDER, initialState);
  const [status, setStatus] = useState<CheckoutStatus>(initialState?.status ?? 'editing');
  const { submit } = useSubmission({ region: region.code, url: apiPaths.orders, schema: 'order', fieldOf: ISSUE_FIELDS });

  // What the shopper changes: kept as the draft (a form only opened stays no draft), the delivery and
  // payment told to analytics, and what the last answer said no longer holds.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name, type }) => {
          if (type !== 'change') return;
          saveCheckoutDraft(region.code, values);
          if (name === 'delivery') trackCheckoutStep({ name: 'add_shipping_info', shipping_tier: values.delivery }, quotation, currency);
          if (name === 'payment') trackCheckoutStep({ name: 'add_payment_info', payment_type: values.payment }, quotation, currency);
          setStatus((current) => (current === 'productGone' || isNotSent(current) ? 'editing' : current));
        },
      }),
    [form, region.code, quotation, currency],
  );

  // GA4 begin_checkout once the form shows priced lines (the cart may still be restoring when it mounts).
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || quotation.lines.length === 0) return;
    begun.current = true;
    trackCheckoutStep({ name: 'begin_checkout' }, quotation, currency);
  }, [quotation, currency]);

  const cannotSubmit = loading || lines.length === 0 || status === 'submitting';
  const reason = lines.length === 0 ? 'emptyCart' : loading ? 'pricesUpdating' : undefined;

  const send = async (order: CheckoutOrder) => {
    setStatus('submitting');
    // Paid online, the provider needs a page to send the shopper back to: this site's order page.
    const returnUrl = paidOnline(order) ? `${window.location.origin}${orderPath}` : undefined;
    const outcome = await submit({ cart: lines.map(({ product_id, quantity, warranty }) => ({ product_id, quantity, warranty })), ...order, ...(returnUrl ? { returnUrl } : {}) });
    if (!outcome) return;
    if (outcome.status === 'sent') {
      dispatch(clearCart(region.code));
      clearCheckoutDraft(region.code);
      // An order paid online is a purchase once the provider confirms it (the order page tells).
      if (!paidOnline(outcome.data)) trackPurchaseOnce(outcome.data, region.code);
      onPlaced(outcome.data);
      setStatus('editing');
      return;
    }
    if (outcome.status === 'invalid') {
      const fields = Object.keys(outcome.fields) as CheckoutField[];
      // A refused solution is spent or stale: never sent again (the field solves a new one, `CaptchaField`).
      if (fields.includes('captcha')) form.setValue('captcha', '');
      rejectFields(form.setError, fields);
      if (outcome.others.some((issue) => UNSOLD_PATH.test(issue.path))) {
        setStatus('productGone');
        void dispatch(refreshQuotation());
      } else {
        setStatus(fields.length > 0 ? 'invalid' : 'refused');
      }
      problems.focusFirst(fields);
      return;
    }
    setStatus(outcome.status);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cannotSubmit) return;
    void form.handleSubmit(send, (errors) => {
      const fields = FIELD_ORDER.filter((field) => errors[field]);
      // A problem no field shows (the contract refusing what the rules let through) is a refusal.
      setStatus(fields.length > 0 ? 'invalid' : 'refused');
      problems.focusFirst(fields);
    })(event);
  };

  return { ...problems, form, status, quotation, cannotSubmit, reason, onSubmit };
}
