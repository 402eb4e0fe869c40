import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { createDataLayer } from '@storefront/analytics';
import type { BookingCreated, BookingKind, BookingRequest, BookingSlot } from '@storefront/api-client';
import { bookingPaths } from '@storefront/api-client';
import { BOOKING_KINDS, z } from '@storefront/api-client/contract';
import type { RegionConfig } from '@storefront/regions';
import { toast, type PhoneValue } from '@storefront/ui';
import { useState, type FormEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { rejectFields, useFieldProblems, type FieldProblems, type InitialProblems } from '../forms/field-problems';
import { captchaFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { emptyPhone } from '../forms/region-phone-field';
import type { IssueFields, NotSentStatus } from '../forms/submission';
import { useSubmission } from '../forms/use-submission';
import { useSendStatus } from '../forms/use-send-status';
import { nextSlotsOf } from './booking-conflict';
import { bookingFormMessages as messages } from './booking.messages';

/** GA4 through Tag Manager's dataLayer: nothing on the server, never throws in the browser. */
const dataLayer = createDataLayer();

interface BookingValues {
  kind: BookingKind;
  /** The store's uuid; `''` until chosen. */
  store: string;
  /** The day (`YYYY-MM-DD`, the region's calendar); `''` until chosen. */
  day: string;
  /** The chosen slot's `start` (UTC ISO); `''` until chosen. */
  slot: string;
  name: string;
  phone: PhoneValue;
  /** Motorcycles only: the shopper says they hold a licence (optional). */
  licence: boolean;
  /** The captcha's solution where the region asks for one (`''` until solved); null where it does not. */
  captcha?: string | null;
}

export type BookingField = keyof BookingValues;

/** The shopper's part of a `POST /bookings` body. */
type BookingFields = Pick<BookingRequest, 'kind' | 'store' | 'start' | 'name' | 'phone' | 'licenceConfirmed' | 'captcha'>;

/**
 * `editing` until sent; `full`: the slot filled meanwhile (a 409), its next free slots are offered;
 * the others as the call-back's.
 */
type BookingFormStatus = 'editing' | 'submitting' | 'invalid' | 'full' | NotSentStatus | 'sent';

/** A choice that must be made: its problem is `required` (the form says "choose one"). */
const chosen = z.string().min(1, { error: 'required' });

/** Each field's rule, then what the shopper's fields become in `POST /bookings` (`bookingRequestSchema`'s shape). */
export const bookingSchema = z
  .object({
    kind: z.enum(BOOKING_KINDS),
    store: chosen,
    day: z.string(),
    slot: chosen,
    name: nameFieldSchema,
    phone: phoneFieldSchema,
    licence: z.boolean(),
    captcha: captchaFieldSchema,
  })
  .transform(({ kind, store, slot, name, phone, licence, captcha }): BookingFields => ({
    kind,
    store,
    start: slot,
    name,
    phone,
    ...(licence ? { licenceConfirmed: true } : {}),
    ...(captcha ? { captcha } : {}),
  }));

const resolver = standardSchemaResolver(bookingSchema);
/** The backend's issue paths as the form's fields: a model the store does not lend is the store's problem. */
const ISSUE_FIELDS: IssueFields<BookingField> = { kind: 'kind', store: 'store', product: 'store', start: 'slot', name: 'name', phone: 'phone', licenceConfirmed: 'licence', captcha: 'captcha' };
const FIELD_ORDER: readonly BookingField[] = ['kind', 'store', 'day', 'slot', 'name', 'phone', 'licence', 'captcha'];

/** The form as a shopper left it: what stories and tests start from. */
export interface BookingFormState extends InitialProblems<BookingField> {
  values: Partial<BookingValues>;
  status: BookingFormStatus;
  /** The next free slots a 409 offered. */
  alternatives: BookingSlot[];
}

interface BookingFormOptions {
  region: RegionConfig;
  /** The model to ride or see (required for a test ride). */
  productId?: number | undefined;
  /** What the page's address preselected. */
  defaults: Pick<BookingValues, 'kind' | 'store' | 'day'>;
  hasCaptcha: boolean;
  onBooked?: ((created: BookingCreated) => void) | undefined;
  initialState?: Partial<BookingFormState> | undefined;
}

export interface BookingFormControl extends FieldProblems<BookingField> {
  form: UseFormReturn<BookingValues, unknown, BookingFields>;
  status: BookingFormStatus;
  /** The next free slots of the store after a 409 (empty otherwise). */
  alternatives: BookingSlot[];
  /** The captcha's solution was spent on a refused booking (a 409): the widget starts over. */
  captchaSpent: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * A booking's state (issue 34, `POST /bookings`): react-hook-form with `bookingSchema`; on submit the
 * request goes as JSON with the product, the campaign marks and `_ga` client id under consent (as the
 * call-back's, `useSubmission`), under one `Idempotency-Key` per attempt. A 409 (the slot filled
 * meanwhile) offers the store's next free slots; a 422 marks the fields it names.
 */
export function useBookingForm({ region, productId, defaults, hasCaptcha, onBooked, initialState }: BookingFormOptions): BookingFormControl {
  const intl = useIntl();
  const form = useForm<BookingValues, unknown, BookingFields>({
    resolver,
    shouldFocusError: false,
    defaultValues: { ...defaults, slot: '', name: '', phone: emptyPhone(region), licence: false, captcha: hasCaptcha ? '' : null, ...initialState?.values },
  });
  const problems = useFieldProblems(form, FIELD_ORDER, initialState);
  const { status, setStatus, notSent } = useSendStatus<BookingFormStatus, BookingValues, unknown, BookingFields>(form, initialState?.status);
  const [alternatives, setAlternatives] = useState<BookingSlot[]>(initialState?.alternatives ?? []);
  const [captchaSpent, setCaptchaSpent] = useState(false);
  const { submit } = useSubmission({ region: region.code, url: bookingPaths.bookings, schema: 'bookingCreated', fieldOf: ISSUE_FIELDS });

  const send = async (request: BookingFields) => {
    setStatus('submitting');
    setCaptchaSpent(false);
    const outcome = await submit({ ...request, ...(productId !== undefined ? { product: productId } : {}) });
    if (!outcome) return;
    if (outcome.status === 'sent') {
      setStatus('sent');
      toast.success(intl.formatMessage(messages.booked));
      dataLayer.track({ name: 'generate_lead', lead_source: request.kind });
      onBooked?.(outcome.data);
      return;
    }
    if (outcome.status === 'refused' && outcome.error.status === 409) {
      // The slot filled meanwhile: its solution is spent, the slot is gone; the next free ones are offered.
      const next = nextSlotsOf(outcome.error.data);
      setAlternatives(next);
      form.setValue('slot', '');
      if (hasCaptcha) {
        form.setValue('captcha', '');
        setCaptchaSpent(true);
      }
      setStatus('full');
      return;
    }
    if (outcome.status !== 'invalid') return notSent(outcome.status);
    const fields = Object.keys(outcome.fields) as BookingField[];
    if (fields.includes('captcha')) form.setValue('captcha', '');
    rejectFields(form.setError, fields);
    if (fields.length === 0 || outcome.others.length > 0) return notSent('refused');
    setStatus('invalid');
    problems.focusFirst(fields);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting' || status === 'sent') return;
    void form.handleSubmit(send, (errors) => {
      const fields = FIELD_ORDER.filter((field) => errors[field]);
      setStatus(fields.length > 0 ? 'invalid' : 'refused');
      problems.focusFirst(fields);
    })(event);
  };

  return { ...problems, form, status, alternatives, captchaSpent, onSubmit };
}
