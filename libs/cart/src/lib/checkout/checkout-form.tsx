import { css } from '@emotion/react';
import { apiPaths, type Order, type OrderRequest } from '@storefront/api-client';
import { formatMoney, formattingLocale, type LocaleCode } from '@storefront/locales';
import { citiesQuery, storesQuery, type RegionConfig } from '@storefront/regions';
import {
  Button,
  RadioGroup,
  Select,
  TextField,
  colors,
  fontSizes,
  fontWeights,
  space,
  type PhoneValue,
  type RadioOption,
} from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  ADDRESS_MAX_LENGTH,
  COMMENT_MAX_LENGTH,
  choiceProblem,
  cleanName,
  collectProblems,
  emailProblem,
  nameProblem,
  phoneProblem,
  requiredTextProblem,
  textProblem,
  type FieldProblem,
  type FieldProblems,
} from '../forms/field-rules';
import { CommentField, NameField } from '../forms/contact-fields';
import { FormAlert } from '../forms/form-alert';
import { formFieldMessages, notSentMessage, problemText, type FieldKind } from '../forms/form-fields.messages';
import { countryName, languageOf } from '../forms/phone-countries';
import { RegionPhoneField, emptyPhone } from '../forms/region-phone-field';
import { isNotSent, type IssueFields, type NotSentStatus } from '../forms/submission';
import { useSubmission } from '../forms/use-submission';
import { selectCartLines, selectCartLoading, selectCartQuotation } from '../state/cart.slice';
import { clearCart, refreshQuotation } from '../state/cart.thunks';
import { useCartDispatch, useCartSelector } from '../state/store-hooks';
import { useCartSync } from '../state/use-cart-sync';
import { UNSOLD_PATH } from '../state/quotation';
import { trackCheckoutStep, trackPurchase } from './checkout-analytics';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import { checkoutMessages as messages, paymentMethodMessages } from './checkout-form.messages';

export type DeliveryMethod = 'pickup' | 'courier';
export type PaymentMethod = OrderRequest['paymentMethod'];

/** Every payment method of the contract, in the order the form offers them. */
export const PAYMENT_METHODS = ['card-online', 'card-in-store', 'cash', 'bank-transfer'] as const satisfies readonly PaymentMethod[];

/** What the shopper fills in. */
export interface CheckoutValues {
  name: string;
  phone: PhoneValue;
  email: string;
  delivery: DeliveryMethod;
  /** The pickup store (`Store.uuid`). */
  storeUuid: string;
  /** The courier's city (`City.slug`). */
  citySlug: string;
  address: string;
  payment: PaymentMethod;
  comment: string;
}

export type CheckoutField = 'name' | 'phone' | 'email' | 'store' | 'city' | 'address' | 'payment' | 'comment';

/**
 * Where the form is: `editing`; `submitting`; `invalid` (fields to correct); `failed` (no answer or a
 * server error: send again, under the same key); `throttled` (a 429: wait, then send again);
 * `forbidden` (a 403: reload the page); `refused` (another refusal); `productGone` (a line's
 * product is no longer sold: the cart updates itself).
 */
export type CheckoutStatus = 'editing' | 'submitting' | 'invalid' | NotSentStatus | 'productGone';

/** The form as a shopper left it: what stories and tests start from. */
export interface CheckoutFormState {
  values: Partial<CheckoutValues>;
  status: CheckoutStatus;
  /** Fields the backend refused (a 422), until they are changed. */
  rejected: Partial<Record<CheckoutField, true>>;
  /** The checks show once the shopper tried to submit. */
  showProblems: boolean;
}

export interface CheckoutFormProps {
  region: RegionConfig;
  locale: LocaleCode;
  /** The region's `/init/shop` features: card payment online only where `hasOnlinePayment`. */
  features: { hasOnlinePayment: boolean };
  /** Called once the order exists (the cart is already cleared): the page goes to `/cart/{slug}/`. */
  onPlaced(order: Order): void;
  /** Stories and tests: the form as a shopper left it (values, status, shown checks). */
  initialState?: Partial<CheckoutFormState>;
  /**
   * Focus the form's title when it mounts: the shopper opened it with a button that the form replaces
   * ("Proceed to checkout"), and focus must not fall to the page's body.
   */
  focusOnMount?: boolean;
}

/** The backend's issue paths (docs/regional-api.md) and the fields that show them. */
const ISSUE_FIELDS: IssueFields<CheckoutField> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'delivery.storeUuid': 'store',
  'delivery.citySlug': 'city',
  'delivery.address': 'address',
  paymentMethod: 'payment',
  comment: 'comment',
};

const FIELD_ORDER: readonly CheckoutField[] = ['name', 'phone', 'email', 'store', 'city', 'address', 'payment', 'comment'];
const FIELD_KIND: Record<CheckoutField, FieldKind> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  store: 'choice',
  city: 'choice',
  address: 'text',
  payment: 'choice',
  comment: 'text',
};


/** The payment method a form starts with: online where the region takes cards online, else card on pickup or delivery. */
export const defaultPayment = (features: { hasOnlinePayment: boolean }): PaymentMethod =>
  features.hasOnlinePayment ? 'card-online' : 'card-in-store';

function checkValues(values: CheckoutValues): FieldProblems<CheckoutField> {
  const pickup = values.delivery === 'pickup';
  return collectProblems<CheckoutField>({
    name: nameProblem(values.name),
    phone: phoneProblem(values.phone),
    email: emailProblem(values.email),
    store: pickup ? choiceProblem(values.storeUuid) : undefined,
    city: pickup ? undefined : choiceProblem(values.citySlug),
    address: pickup ? undefined : requiredTextProblem(values.address, ADDRESS_MAX_LENGTH),
    payment: choiceProblem(values.payment),
    comment: textProblem(values.comment, COMMENT_MAX_LENGTH),
  });
}

/**
 * The checkout of the cart page (SPEC §4, issue 14): customer, delivery (pickup at one of the region's
 * active stores, or courier to a known city), payment method and comment, sent as `POST /orders` with
 * the cart's lines, the campaign marks and the `_ga` client id, under one `Idempotency-Key` per attempt.
 * Reads the cart from the store (the page injects the cart slice); on success clears it, sends GA4
 * `purchase` and calls `onPlaced`. What the shopper types is kept as the region's draft in the tab's
 * session storage (`checkout-draft.ts`: contact, delivery and comment, never the payment) and starts
 * the form again after a reload; a placed order forgets it.
 */
export function CheckoutForm({ region, locale, features, onPlaced, initialState, focusOnMount }: CheckoutFormProps) {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  useCartSync(region.code);
  const lines = useCartSelector(selectCartLines);
  const quotation = useCartSelector(selectCartQuotation);
  const loading = useCartSelector(selectCartLoading);
  const id = useId();
  const fieldId = (field: CheckoutField) => `${id}-${field}`;

  const [values, setValues] = useState<CheckoutValues>(() => ({
    name: '',
    phone: emptyPhone(region),
    email: '',
    delivery: 'pickup',
    storeUuid: '',
    citySlug: '',
    address: '',
    payment: defaultPayment(features),
    comment: '',
    ...readCheckoutDraft(region.code),
    ...initialState?.values,
  }));
  // The draft is written once the shopper changed something (a form only opened stays no draft).
  const edited = useRef(false);
  useEffect(() => {
    if (edited.current) saveCheckoutDraft(region.code, values);
  }, [region.code, values]);
  const [status, setStatus] = useState<CheckoutStatus>(initialState?.status ?? 'editing');
  const [rejected, setRejected] = useState<Partial<Record<CheckoutField, true>>>(initialState?.rejected ?? {});
  const [showProblems, setShowProblems] = useState(initialState?.showProblems ?? false);
  const { submit } = useSubmission({ region: region.code, url: apiPaths.orders, schema: 'order', fieldOf: ISSUE_FIELDS });

  const args = { region: region.code, locale };
  // Every store of the country offers pickup, but only those of active regions (SPEC §4).
  const stores = storesQuery.useQuery(args);
  const cities = citiesQuery.useQuery(args);
  const activeStores = useMemo(() => (stores.data?.items ?? []).filter((store) => store.active && store.region.active), [stores.data]);
  const knownCities = useMemo(() => (cities.data?.items ?? []).filter((city) => city.active), [cities.data]);

  const paymentMethods = PAYMENT_METHODS.filter((method) => method !== 'card-online' || features.hasOnlinePayment);
  const currency = quotation.currency ?? region.currency;
  const formatting = formattingLocale(locale, region.iso2);
  const country = countryName(region.iso2, languageOf(locale), region.label);

  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);

  // GA4 begin_checkout once the form shows priced lines (the cart may still be restoring when it mounts).
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || quotation.lines.length === 0) return;
    begun.current = true;
    trackCheckoutStep({ name: 'begin_checkout' }, quotation, currency);
  }, [quotation, lines, currency]);

  const problems: FieldProblems<CheckoutField> = showProblems ? checkValues(values) : {};
  for (const field of Object.keys(rejected) as CheckoutField[]) problems[field] ??= 'rejected';
  const problemOf = (field: CheckoutField): string | undefined => {
    const problem: FieldProblem | undefined = problems[field];
    if (!problem) return undefined;
    if (problem === 'required' && field === 'store') return intl.formatMessage(messages.storeRequired);
    if (problem === 'required' && field === 'city') return intl.formatMessage(messages.cityRequired);
    const max = field === 'address' ? ADDRESS_MAX_LENGTH : field === 'comment' ? COMMENT_MAX_LENGTH : undefined;
    return problemText(intl, FIELD_KIND[field], problem, { max, country });
  };

  const change = <Key extends keyof CheckoutValues>(key: Key, value: CheckoutValues[Key], ...fields: CheckoutField[]) => {
    edited.current = true;
    setValues((current) => ({ ...current, [key]: value }));
    if (fields.some((field) => rejected[field])) {
      setRejected((current) => {
        const next = { ...current };
        for (const field of fields) delete next[field];
        return next;
      });
    }
    // What the last answer said no longer holds once the shopper changes the form.
    if (status === 'productGone' || isNotSent(status)) setStatus('editing');
  };

  const focusFirst = (fields: readonly CheckoutField[]) => {
    const first = FIELD_ORDER.find((field) => fields.includes(field));
    if (!first) return;
    // A radio group's first radio, a select's trigger, or the input itself.
    const target = document.getElementById(fieldId(first));
    const control = target?.matches('input, textarea, button, select') ? target : target?.querySelector<HTMLElement>('input, button');
    control?.focus();
  };

  const cannotSubmit = loading || lines.length === 0 || status === 'submitting';
  const reason = lines.length === 0 ? messages.emptyCart : loading ? messages.pricesUpdating : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cannotSubmit) return;
    setShowProblems(true);
    const found = checkValues(values);
    if (Object.keys(found).length > 0) {
      setStatus('invalid');
      focusFirst(Object.keys(found) as CheckoutField[]);
      return;
    }
    const email = values.email.trim();
    const comment = values.comment.trim();
    const body: OrderRequest = {
      cart: lines.map(({ product_id, quantity, warranty }) => ({ product_id, quantity, warranty })),
      customer: { name: cleanName(values.name), phone: values.phone.e164, ...(email ? { email } : {}) },
      delivery:
        values.delivery === 'pickup'
          ? { method: 'pickup', storeUuid: values.storeUuid }
          : { method: 'courier', citySlug: values.citySlug, address: values.address.trim() },
      paymentMethod: values.payment,
      ...(comment ? { comment } : {}),
    };
    setStatus('submitting');
    const outcome = await submit(body);
    if (!outcome) return;
    if (outcome.status === 'sent') {
      const order = outcome.data;
      dispatch(clearCart(region.code));
      edited.current = false;
      clearCheckoutDraft(region.code);
      trackPurchase(order);
      onPlaced(order);
      setStatus('editing');
      return;
    }
    if (outcome.status === 'invalid') {
      const gone = outcome.others.some((issue) => UNSOLD_PATH.test(issue.path));
      const fields = Object.keys(outcome.fields) as CheckoutField[];
      setRejected(Object.fromEntries(fields.map((field) => [field, true])));
      if (gone) {
        setStatus('productGone');
        void dispatch(refreshQuotation());
      } else {
        setStatus(fields.length > 0 ? 'invalid' : 'refused');
      }
      focusFirst(fields);
      return;
    }
    setStatus(outcome.status);
  };

  const chooseDelivery = (delivery: DeliveryMethod) => {
    change('delivery', delivery, 'store', 'city', 'address');
    trackCheckoutStep({ name: 'add_shipping_info', shipping_tier: delivery }, quotation, currency);
  };
  const choosePayment = (payment: PaymentMethod) => {
    change('payment', payment, 'payment');
    trackCheckoutStep({ name: 'add_payment_info', payment_type: payment }, quotation, currency);
  };

  const deliveryOptions: RadioOption[] = [
    { value: 'pickup', label: intl.formatMessage(messages.pickup), hint: intl.formatMessage(messages.pickupHint) },
    { value: 'courier', label: intl.formatMessage(messages.courier), hint: intl.formatMessage(messages.courierHint) },
  ];
  const paymentLabel = (method: PaymentMethod) => intl.formatMessage(paymentMethodMessages[method]);
  const submitting = status === 'submitting';
  const statusId = `${id}-status`;
  const reasonId = `${id}-reason`;
  const alert =
    status === 'invalid' && Object.keys(problems).length > 0 ? formFieldMessages.checkFields
    : isNotSent(status) ? notSentMessage(status)
    : status === 'productGone' ? messages.productGone
    : undefined;

  return (
    <form
      css={formStyles}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={submitting || undefined}
      onSubmit={(event) => void onSubmit(event)}
      data-testid="checkout-form"
      data-status={status}
    >
      <h2 id={`${id}-title`} ref={title} tabIndex={-1} css={titleStyles}>
        {intl.formatMessage(messages.title)}
      </h2>

      <fieldset css={groupStyles}>
        <legend css={legendStyles}>{intl.formatMessage(messages.customer)}</legend>
        <NameField id={fieldId('name')} value={values.name} onChange={(name) => change('name', name, 'name')} error={problemOf('name')} />
        <RegionPhoneField
          id={fieldId('phone')}
          region={region}
          locale={locale}
          value={values.phone}
          onChange={(phone) => change('phone', phone, 'phone')}
          error={problemOf('phone')}
        />
        <TextField
          id={fieldId('email')}
          label={intl.formatMessage(formFieldMessages.email)}
          hint={intl.formatMessage(formFieldMessages.optional)}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          value={values.email}
          onChange={(event) => change('email', event.target.value, 'email')}
          error={problemOf('email')}
        />
      </fieldset>

      <div css={groupStyles}>
        <RadioGroup
          legend={intl.formatMessage(messages.delivery)}
          name="delivery"
          options={deliveryOptions}
          value={values.delivery}
          onValueChange={(value) => chooseDelivery(value as DeliveryMethod)}
          required
        />
        {values.delivery === 'pickup' ? (
          stores.isError ? (
            <p css={noteStyles} role="alert">
              {intl.formatMessage(messages.storesFailed)}
            </p>
          ) : stores.isLoading ? (
            <p css={noteStyles} role="status">
              {intl.formatMessage(messages.storesLoading)}
            </p>
          ) : activeStores.length === 0 ? (
            <p css={noteStyles}>{intl.formatMessage(messages.noStores)}</p>
          ) : (
            <div id={fieldId('store')}>
              <RadioGroup
                legend={intl.formatMessage(messages.store)}
                name="store"
                options={activeStores.map((store) => ({ value: store.uuid, label: store.name, hint: store.address }))}
                value={values.storeUuid}
                onValueChange={(value) => change('storeUuid', value, 'store')}
                error={problemOf('store')}
                required
              />
            </div>
          )
        ) : (
          <>
            {cities.isError ? (
              <p css={noteStyles} role="alert">
                {intl.formatMessage(messages.citiesFailed)}
              </p>
            ) : null}
            <Select
              id={fieldId('city')}
              label={intl.formatMessage(messages.city)}
              placeholder={intl.formatMessage(messages.cityPlaceholder)}
              name="city"
              options={knownCities.map((city) => ({ value: city.slug, label: city.name }))}
              value={values.citySlug || undefined}
              onValueChange={(value) => change('citySlug', value, 'city')}
              error={problemOf('city')}
              disabled={knownCities.length === 0}
              required
            />
            <TextField
              id={fieldId('address')}
              label={intl.formatMessage(messages.address)}
              hint={intl.formatMessage(messages.addressHint)}
              name="address"
              autoComplete="street-address"
              required
              maxLength={ADDRESS_MAX_LENGTH + 50}
              value={values.address}
              onChange={(event) => change('address', event.target.value, 'address')}
              error={problemOf('address')}
            />
          </>
        )}
      </div>

      <div id={fieldId('payment')}>
        <RadioGroup
          legend={intl.formatMessage(messages.payment)}
          name="payment"
          options={paymentMethods.map((method) => ({ value: method, label: paymentLabel(method) }))}
          value={values.payment}
          onValueChange={(value) => choosePayment(value as PaymentMethod)}
          error={problemOf('payment')}
          required
        />
      </div>

      <CommentField
        id={fieldId('comment')}
        hint={intl.formatMessage(messages.commentHint, { max: COMMENT_MAX_LENGTH })}
        value={values.comment}
        onChange={(comment) => change('comment', comment, 'comment')}
        error={problemOf('comment')}
      />

      {alert ? (
        <FormAlert tone="error" id={statusId}>
          {intl.formatMessage(alert)}
        </FormAlert>
      ) : null}

      <div css={footerStyles}>
        {quotation.lines.length > 0 && quotation.fractionDigits !== undefined ? (
          <p css={totalStyles}>
            {intl.formatMessage(messages.total, {
              total: formatMoney(formatting, { minor: quotation.total, currency, fractionDigits: quotation.fractionDigits }),
            })}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="product"
          size="lg"
          fullWidth
          aria-disabled={cannotSubmit || undefined}
          aria-busy={submitting || undefined}
          aria-describedby={reason ? reasonId : undefined}
          data-state={submitting ? 'submitting' : cannotSubmit ? 'disabled' : 'ready'}
        >
          {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
        </Button>
        {reason ? (
          <p id={reasonId} css={noteStyles}>
            {intl.formatMessage(reason)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const formStyles = css({ display: 'flex', flexDirection: 'column', gap: space[6], minInlineSize: 0 });
const titleStyles = css({ margin: 0, fontSize: fontSizes['2xl'], fontWeight: fontWeights.bold });
const groupStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});
const legendStyles = css({ padding: 0, marginBlockEnd: space[3], fontSize: fontSizes.lg, fontWeight: fontWeights.semibold });
const noteStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
const footerStyles = css({ display: 'flex', flexDirection: 'column', gap: space[2] });
const totalStyles = css({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.semibold });
