import { css } from '@emotion/react';
import type { LocaleCode } from '@storefront/locales';
import { useGetCitiesQuery, useGetStoresQuery, type RegionConfig } from '@storefront/regions';
import { RadioGroup, Select, TextField, colors, fontSizes, fontWeights, space, type RadioOption } from '@storefront/ui';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CaptchaField } from '../forms/captcha-field';
import { CommentField, EmailField, NameField } from '../forms/contact-fields';
import { ADDRESS_MAX_LENGTH, COMMENT_MAX_LENGTH } from '../forms/field-rules';
import { formFieldMessages, problemText, type FieldKind } from '../forms/form-fields.messages';
import { countryName, languageOf } from '../forms/phone-countries';
import { RegionPhoneField } from '../forms/region-phone-field';
import { checkoutMessages as messages, paymentMethodMessages } from './checkout-form.messages';
import { offeredPaymentMethods, type CheckoutFeatures, type CheckoutField, type DeliveryMethod, type PaymentMethod } from './checkout-schema';
import type { CheckoutFormControl } from './use-checkout-form';

/** What every group of the checkout's fields is given: the form, the region and the page's locale. */
interface CheckoutGroupProps {
  checkout: CheckoutFormControl;
  region: RegionConfig;
  locale: LocaleCode;
}

const FIELD_KIND: Record<CheckoutField, FieldKind> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  storeUuid: 'choice',
  citySlug: 'choice',
  address: 'text',
  payment: 'choice',
  comment: 'text',
  captcha: 'captcha',
};

/** A field's problem in the page's language (the checkout names a missing store or city itself). */
function useProblemText({ checkout, region, locale }: CheckoutGroupProps): (field: CheckoutField) => string | undefined {
  const intl = useIntl();
  const country = countryName(region.iso2, languageOf(locale), region.label);
  return (field) => {
    const problem = checkout.problemOf(field);
    if (!problem) return undefined;
    if (problem === 'required' && field === 'storeUuid') return intl.formatMessage(messages.storeRequired);
    if (problem === 'required' && field === 'citySlug') return intl.formatMessage(messages.cityRequired);
    const max = field === 'address' ? ADDRESS_MAX_LENGTH : field === 'comment' ? COMMENT_MAX_LENGTH : undefined;
    return problemText(intl, FIELD_KIND[field], problem, { max, country });
  };
}

/** Name, phone (the region's mask, sent in E.164) and an optional e-mail. */
export function CustomerFields(props: CheckoutGroupProps) {
  const { checkout, region, locale } = props;
  const intl = useIntl();
  const problemOf = useProblemText(props);
  const { control } = checkout.form;
  const name = useController({ name: 'name', control }).field;
  const phone = useController({ name: 'phone', control }).field;
  const email = useController({ name: 'email', control }).field;
  return (
    <fieldset css={groupStyles}>
      <legend css={legendStyles}>{intl.formatMessage(messages.customer)}</legend>
      <NameField id={checkout.fieldId('name')} value={name.value} onChange={name.onChange} error={problemOf('name')} />
      <RegionPhoneField
        id={checkout.fieldId('phone')}
        region={region}
        locale={locale}
        value={phone.value}
        onChange={phone.onChange}
        error={problemOf('phone')}
      />
      <EmailField
        id={checkout.fieldId('email')}
        hint={intl.formatMessage(formFieldMessages.optional)}
        value={email.value}
        onChange={email.onChange}
        error={problemOf('email')}
      />
    </fieldset>
  );
}

/** Pickup at one of the region's active stores, or a courier to a known city and an address. */
export function DeliveryFields(props: CheckoutGroupProps) {
  const { checkout, region, locale } = props;
  const intl = useIntl();
  const problemOf = useProblemText(props);
  const { control } = checkout.form;
  // Switching the delivery checks its fields again (once the shopper tried to submit).
  const delivery = useController({ name: 'delivery', control, rules: { deps: ['storeUuid', 'citySlug', 'address'] } }).field;
  const store = useController({ name: 'storeUuid', control }).field;
  const city = useController({ name: 'citySlug', control }).field;
  const address = useController({ name: 'address', control }).field;

  const args = { region: region.code, locale };
  // Every store of the country offers pickup, but only those of active regions (SPEC §4).
  const stores = useGetStoresQuery(args);
  const cities = useGetCitiesQuery(args);
  const activeStores = useMemo(() => (stores.data?.items ?? []).filter((item) => item.active && item.region.active), [stores.data]);
  const knownCities = useMemo(() => (cities.data?.items ?? []).filter((item) => item.active), [cities.data]);

  const options: RadioOption[] = [
    { value: 'pickup', label: intl.formatMessage(messages.pickup), hint: intl.formatMessage(messages.pickupHint) },
    { value: 'courier', label: intl.formatMessage(messages.courier), hint: intl.formatMessage(messages.courierHint) },
  ];

  return (
    <div css={groupStyles}>
      <RadioGroup
        legend={intl.formatMessage(messages.delivery)}
        name="delivery"
        options={options}
        value={delivery.value}
        onValueChange={(value) => delivery.onChange(value as DeliveryMethod)}
        required
      />
      {delivery.value === 'pickup' ? (
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
          <div id={checkout.fieldId('storeUuid')}>
            <RadioGroup
              legend={intl.formatMessage(messages.store)}
              name="store"
              options={activeStores.map((item) => ({ value: item.uuid, label: item.name, hint: item.address }))}
              value={store.value}
              onValueChange={store.onChange}
              error={problemOf('storeUuid')}
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
            id={checkout.fieldId('citySlug')}
            label={intl.formatMessage(messages.city)}
            placeholder={intl.formatMessage(messages.cityPlaceholder)}
            name="city"
            options={knownCities.map((item) => ({ value: item.slug, label: item.name }))}
            value={city.value || undefined}
            onValueChange={city.onChange}
            error={problemOf('citySlug')}
            disabled={knownCities.length === 0}
            required
          />
          <TextField
            id={checkout.fieldId('address')}
            label={intl.formatMessage(messages.address)}
            hint={intl.formatMessage(messages.addressHint)}
            name="address"
            autoComplete="street-address"
            required
            maxLength={ADDRESS_MAX_LENGTH + 50}
            value={address.value}
            onChange={(event) => address.onChange(event.target.value)}
            error={problemOf('address')}
          />
        </>
      )}
    </div>
  );
}

/** The payment methods the region takes for this total (`offeredPaymentMethods`); the online ones go through the provider's page. */
export function PaymentField(props: CheckoutGroupProps & { features: CheckoutFeatures }) {
  const { checkout, features } = props;
  const intl = useIntl();
  const problemOf = useProblemText(props);
  const payment = useController({ name: 'payment', control: checkout.form.control }).field;
  const methods = offeredPaymentMethods(features, checkout.quotation.total);
  const label = (method: PaymentMethod) =>
    method === 'instalments' && features.instalments
      ? intl.formatMessage(messages.instalmentsWith, { count: features.instalments.count, provider: features.instalments.provider })
      : intl.formatMessage(paymentMethodMessages[method]);
  return (
    <div id={checkout.fieldId('payment')}>
      <RadioGroup
        legend={intl.formatMessage(messages.payment)}
        name="payment"
        options={methods.map((method) => ({ value: method, label: label(method) }))}
        value={payment.value}
        onValueChange={(value) => payment.onChange(value as PaymentMethod)}
        error={problemOf('payment')}
        required
      />
    </div>
  );
}

/** The shopper's comment on the order. */
export function CommentGroup(props: CheckoutGroupProps) {
  const { checkout } = props;
  const intl = useIntl();
  const problemOf = useProblemText(props);
  const comment = useController({ name: 'comment', control: checkout.form.control }).field;
  return (
    <CommentField
      id={checkout.fieldId('comment')}
      hint={intl.formatMessage(messages.commentHint, { max: COMMENT_MAX_LENGTH })}
      value={comment.value}
      onChange={comment.onChange}
      error={problemOf('comment')}
    />
  );
}

/** The captcha, where the region asks for one (`features.hasCaptcha`): the order carries its solution. */
export function CaptchaGroup(props: CheckoutGroupProps) {
  const { checkout, region, locale } = props;
  const problemOf = useProblemText(props);
  const captcha = useController({ name: 'captcha', control: checkout.form.control }).field;
  return (
    <CaptchaField
      id={checkout.fieldId('captcha')}
      region={region.code}
      locale={locale}
      value={captcha.value ?? ''}
      onChange={captcha.onChange}
      error={problemOf('captcha')}
      rejected={checkout.problemOf('captcha') === 'rejected'}
    />
  );
}

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
export const noteStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
