import { css } from '@emotion/react';
import { skipToken, type BookingCreated, type BookingKind, type Store } from '@storefront/api-client';
import type { LocaleCode } from '@storefront/locales';
import { useGetProductStoresQuery, useGetStoresQuery, type RegionConfig } from '@storefront/regions';
import { Checkbox, FormField, RadioGroup, colors, fontSizes, fontWeights, layout, radii, space } from '@storefront/ui';
import { useEffect, useId, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CaptchaField } from '../forms/captcha-field';
import { NameField } from '../forms/contact-fields';
import { FormAlert } from '../forms/form-alert';
import { SubmitButton } from '../forms/submit-button';
import { formFieldMessages, notSentMessage, problemText, type FieldKind } from '../forms/form-fields.messages';
import { countryName, languageOf } from '../forms/phone-countries';
import { RegionPhoneField } from '../forms/region-phone-field';
import { isNotSent } from '../forms/submission';
import { useGetBookingProductQuery, useGetBookingSlotsQuery } from '../state/booking.api';
import type { BookingSearch } from './booking-search';
import { bookingDays, formatBookingDay, formatSlot, formatSlotHours, zonedDay } from './booking-time';
import { bookingFormMessages as messages, bookingKindMessages } from './booking.messages';
import { useBookingForm, type BookingField, type BookingFormState } from './use-booking-form';

export interface BookingFormProps {
  region: RegionConfig;
  /** The page's locale (`en`, `ar`, `es_mx`). */
  locale: LocaleCode;
  /** The region's time zone (`/init/shop` `timeZone`): days and hours are the store's. */
  timeZone: string;
  /** Ask for the captcha (the region's `/init/shop` `features.hasCaptcha`). */
  hasCaptcha: boolean;
  /** What the page's address preselected (`parseBookingSearch`). */
  search: BookingSearch;
  /** Called with the backend's answer once booked: the page goes on to the confirmation. */
  onBooked: (created: BookingCreated) => void;
  /** Tests and stories: the clock the days are counted from, and the form as a shopper left it. */
  now?: Date;
  initialState?: Partial<BookingFormState>;
}

const FIELD_KIND: Partial<Record<BookingField, FieldKind>> = { name: 'name', phone: 'phone', captcha: 'captcha', kind: 'choice', store: 'choice', slot: 'choice' };

/** A service centre has no showroom: a visit is to a showroom or a dealer (the backend's rule too). */
const visitable = (store: Store) => store.active && store.kind !== 'service';

/**
 * Booking a test ride or a showroom visit (issue 34): the kind (a test ride needs the model, `search.product`),
 * a store (for a ride, those that lend the model; for a visit, any with a showroom), a day of the next
 * 30 in the region's calendar, a free slot of that day (`GET /bookings/slots`, shown in the region's time
 * zone), name and phone with the country's mask, the licence question for motorcycles, and the captcha
 * where the region asks for one. A slot that fills meanwhile (409) offers the store's next free slots.
 */
export function BookingForm({ region, locale, timeZone, hasCaptcha, search, onBooked, now, initialState }: BookingFormProps) {
  const intl = useIntl();
  const id = useId();
  const args = { region: region.code, locale };
  const productArgs = search.product === undefined ? skipToken : { ...args, productId: search.product };
  const product = useGetBookingProductQuery(productArgs).data ?? undefined;
  const productStores = useGetProductStoresQuery(productArgs);
  const allStores = useGetStoresQuery(args);
  // A test ride needs a model the region sells; without one, the page books a visit.
  const canRide = product !== undefined;
  const defaultKind: BookingKind = canRide && search.kind !== 'showroom_visit' ? 'test_ride' : 'showroom_visit';
  const booking = useBookingForm({
    region,
    productId: product?.id,
    defaults: { kind: defaultKind, store: search.store ?? '', day: '' },
    hasCaptcha,
    onBooked,
    initialState,
  });
  const { status, form } = booking;
  const { control } = form;
  const kind = useController({ name: 'kind', control }).field;
  const store = useController({ name: 'store', control }).field;
  const day = useController({ name: 'day', control }).field;
  const slot = useController({ name: 'slot', control }).field;
  const name = useController({ name: 'name', control }).field;
  const phone = useController({ name: 'phone', control }).field;
  const licence = useController({ name: 'licence', control }).field;
  const captcha = useController({ name: 'captcha', control }).field;
  const [chosenKind, chosenStore, chosenDay] = useWatch({ control, name: ['kind', 'store', 'day'] });

  const stores = useMemo(
    () =>
      chosenKind === 'test_ride'
        ? (productStores.data?.items ?? []).filter((item) => item.forTestRides && item.store.active).map((item) => item.store)
        : (allStores.data?.items ?? []).filter(visitable),
    [chosenKind, productStores.data, allStores.data],
  );
  const storesQuery = chosenKind === 'test_ride' ? productStores : allStores;
  // A store the address named that cannot take this kind of booking is not chosen.
  useEffect(() => {
    if (storesQuery.data && chosenStore && !stores.some((item) => item.uuid === chosenStore)) form.setValue('store', '');
  }, [storesQuery.data, stores, chosenStore, form]);

  const days = useMemo(() => bookingDays(now ?? new Date(), timeZone), [now, timeZone]);
  const slotsArgs = chosenStore && chosenDay ? { ...args, store: chosenStore, date: chosenDay, kind: chosenKind } : skipToken;
  const slots = useGetBookingSlotsQuery(slotsArgs);
  const { refetch } = slots;
  const asking = slotsArgs !== skipToken;
  // A slot that filled meanwhile: the day's free slots are asked again.
  useEffect(() => {
    if (status === 'full' && asking) void refetch();
  }, [status, refetch, asking]);

  const country = countryName(region.iso2, languageOf(locale), region.label);
  const problemOf = (field: BookingField) => {
    const problem = booking.problemOf(field);
    const fieldKind = FIELD_KIND[field];
    if (!problem || !fieldKind) return undefined;
    if (problem === 'rejected' && field === 'store') return intl.formatMessage(messages.storeRejected);
    if (problem === 'rejected' && field === 'slot') return intl.formatMessage(messages.slotRejected);
    return problemText(intl, fieldKind, problem, { country });
  };
  /** A new store, day or kind: the slot chosen before is another's. */
  const choose = (field: 'kind' | 'store' | 'day', value: string) => {
    form.setValue(field, value as never, { shouldDirty: true });
    form.setValue('slot', '');
  };

  const submitting = status === 'submitting';
  const alert =
    status === 'invalid' && Object.keys(form.formState.errors).length > 0 ? intl.formatMessage(formFieldMessages.checkFields)
    : isNotSent(status) ? intl.formatMessage(notSentMessage(status))
    : undefined;
  const slotOptions = (slots.data?.slots ?? []).map((item) => ({ value: item.start, label: formatSlotHours(item, intl.locale, timeZone) }));

  return (
    <form
      css={formStyles}
      noValidate
      aria-busy={submitting || undefined}
      aria-describedby={`${id}-intro`}
      onSubmit={booking.onSubmit}
      data-testid="booking-form"
      data-status={status}
    >
      <p id={`${id}-intro`} css={introStyles}>
        {intl.formatMessage(messages.intro)}
      </p>
      {product ? <p css={productStyles}>{intl.formatMessage(messages.product, { name: product.name })}</p> : null}
      {canRide ? (
        <div id={booking.fieldId('kind')}>
          <RadioGroup
            legend={intl.formatMessage(messages.kind)}
            name="kind"
            orientation="row"
            options={(['test_ride', 'showroom_visit'] as const).map((value) => ({ value, label: intl.formatMessage(bookingKindMessages[value]) }))}
            value={kind.value}
            onValueChange={(value) => choose('kind', value)}
            error={problemOf('kind')}
            required
          />
        </div>
      ) : null}
      {storesQuery.isError ? (
        <p css={noteStyles} role="alert">
          {intl.formatMessage(messages.storesFailed)}
        </p>
      ) : storesQuery.isLoading ? (
        <p css={noteStyles} role="status">
          {intl.formatMessage(messages.storesLoading)}
        </p>
      ) : stores.length === 0 ? (
        <p css={noteStyles} role="status">
          {intl.formatMessage(chosenKind === 'test_ride' ? messages.noRideStores : messages.noStores)}
        </p>
      ) : (
        <div id={booking.fieldId('store')}>
          <RadioGroup
            legend={intl.formatMessage(messages.store)}
            name="store"
            options={stores.map((item) => ({ value: item.uuid, label: item.name, hint: `${item.address}, ${item.city.name}` }))}
            value={store.value}
            onValueChange={(value) => choose('store', value)}
            error={problemOf('store')}
            required
          />
        </div>
      )}
      {/* A native select: it renders on the server without the inline styles the page's CSP refuses. */}
      <FormField id={booking.fieldId('day')} label={intl.formatMessage(messages.day)} required>
        {(field) => (
          <select {...field} css={selectStyles} name="day" value={day.value} onChange={(event) => choose('day', event.target.value)}>
            <option value="" disabled>
              {intl.formatMessage(messages.dayPlaceholder)}
            </option>
            {days.map((value) => (
              <option key={value} value={value}>
                {formatBookingDay(value, intl.locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div id={booking.fieldId('slot')} data-testid="booking-slots">
        {slotsArgs === skipToken ? (
          <p css={noteStyles}>{intl.formatMessage(messages.chooseStoreAndDay)}</p>
        ) : slots.isError ? (
          <p css={noteStyles} role="alert">
            {intl.formatMessage(messages.slotsFailed)}
          </p>
        ) : slots.isFetching && !slots.data ? (
          <p css={noteStyles} role="status">
            {intl.formatMessage(messages.slotsLoading)}
          </p>
        ) : slotOptions.length === 0 ? (
          <p css={noteStyles} role="status">
            {intl.formatMessage(messages.noSlots)}
          </p>
        ) : (
          <RadioGroup
            legend={intl.formatMessage(messages.slot)}
            hint={intl.formatMessage(messages.slotHint, { zone: timeZone })}
            name="slot"
            orientation="row"
            options={slotOptions}
            value={slot.value}
            onValueChange={slot.onChange}
            error={problemOf('slot')}
            required
          />
        )}
      </div>
      {status === 'full' ? (
        <div css={groupStyles} data-testid="booking-alternatives">
          <FormAlert tone="error">{intl.formatMessage(booking.alternatives.length > 0 ? messages.full : messages.fullNone)}</FormAlert>
          {booking.alternatives.length > 0 ? (
            <RadioGroup
              legend={intl.formatMessage(messages.alternatives)}
              name="alternative"
              options={booking.alternatives.map((item) => ({ value: item.start, label: formatSlot(item, intl.locale, timeZone) }))}
              value={slot.value}
              onValueChange={(value) => {
                form.setValue('day', zonedDay(new Date(value), timeZone));
                form.setValue('slot', value);
              }}
            />
          ) : null}
        </div>
      ) : null}
      <NameField id={booking.fieldId('name')} value={name.value} onChange={name.onChange} error={problemOf('name')} />
      <RegionPhoneField id={booking.fieldId('phone')} region={region} locale={locale} value={phone.value} onChange={phone.onChange} error={problemOf('phone')} />
      {chosenKind === 'test_ride' && product?.motorcycle ? (
        <Checkbox
          id={booking.fieldId('licence')}
          name="licence"
          label={intl.formatMessage(messages.licence)}
          hint={intl.formatMessage(messages.licenceHint)}
          checked={licence.value}
          onChange={(event) => licence.onChange(event.target.checked)}
        />
      ) : null}
      {hasCaptcha ? (
        <CaptchaField
          id={booking.fieldId('captcha')}
          region={region.code}
          locale={locale}
          value={captcha.value ?? ''}
          onChange={captcha.onChange}
          error={problemOf('captcha')}
          rejected={booking.problemOf('captcha') === 'rejected' || booking.captchaSpent}
        />
      ) : null}
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <SubmitButton submitting={submitting} fullWidth>
        {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
      </SubmitButton>
    </form>
  );
}

const formStyles = css({ display: 'flex', flexDirection: 'column', gap: space[5], minInlineSize: 0, maxInlineSize: '44rem' });
const groupStyles = css({ display: 'flex', flexDirection: 'column', gap: space[3] });
const introStyles = css({ margin: 0, color: colors.textMuted });
const productStyles = css({ margin: 0, fontSize: fontSizes.lg, fontWeight: fontWeights.semibold });
const selectStyles = css({
  inlineSize: '100%',
  minBlockSize: layout.minTarget,
  paddingBlock: space[2],
  paddingInline: space[3],
  border: `1px solid ${colors.borderStrong}`,
  borderRadius: radii.md,
  backgroundColor: colors.surface,
  color: colors.text,
  font: 'inherit',
  '&:focus-visible': { outline: `2px solid ${colors.focus}`, outlineOffset: '2px' },
});
const noteStyles = css({ margin: 0, fontSize: fontSizes.sm, color: colors.textMuted });
