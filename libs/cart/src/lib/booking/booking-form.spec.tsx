import type { ApiExtra, Booking, BookingCreated, BookingSlots } from '@storefront/api-client';
import { pageConsent } from '@storefront/analytics';
import { REGIONS, productStoresApi, type RegionConfig } from '@storefront/regions';
import { renderWithProviders } from '@storefront/testing';
import { toast } from '@storefront/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { bookingApi } from '../state/booking.api';
import { storyStore, storyStores } from '../stories/story-store';
import { BookingForm } from './booking-form';

pageConsent.set({ analytics: true, marketing: true, decided: true });

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;
const lending = storyStores.items[0] as (typeof storyStores.items)[number];
// 20:00 in Dubai on 3 December: the days offered start on the 3rd, the 4th is the second.
const NOW = new Date('2026-12-03T16:00:00.000Z');
const slot = (hour: number, free = 2) => ({ start: `2026-12-04T${String(hour - 4).padStart(2, '0')}:00:00.000Z`, end: `2026-12-04T${String(hour - 3).padStart(2, '0')}:00:00.000Z`, free });
const slots: BookingSlots = { store: lending.uuid, kind: 'test_ride', date: '2026-12-04', timeZone: 'Asia/Dubai', capacity: 2, slots: [slot(10), slot(11, 1)] };
const booking: Booking = {
  id: 7,
  kind: 'test_ride',
  status: 'booked',
  start: slot(12).start,
  end: slot(12).end,
  timeZone: 'Asia/Dubai',
  store: lending,
  product: { id: 1, slug: 'raptor-125', name: 'Raptor 125' },
  name: 'Omar',
  phone: '+971501234567',
  licenceConfirmed: true,
  createdAt: NOW.toISOString(),
};
const created: BookingCreated = { booking, cancelToken: 'A'.repeat(43) };

/** The backend as the form's HTTP client sees it: slots on GET, the POST answers in turn, and what was sent. */
function backend(...posts: { status: number; data: unknown }[]) {
  const sent: { url: string; data: string; headers: Record<string, string> }[] = [];
  const client = {
    request: vi.fn(async (config: { url: string; method?: string; data: string; headers: Record<string, string> }) => {
      if ((config.method ?? 'get').toLowerCase() === 'get') return { status: 200, data: slots };
      sent.push(config);
      const answer = posts.shift() ?? { status: 503, data: {} };
      if (answer.status < 300) return answer;
      throw Object.assign(new Error(`HTTP ${answer.status}`), { isAxiosError: true, response: answer });
    }),
  };
  const extra: ApiExtra = { apiClientFor: () => client as never };
  return { extra, sent };
}

async function renderForm(extra: ApiExtra, onBooked = vi.fn()) {
  const store = storyStore({ extra });
  const args = { region: 'ae', locale: 'en' as const, productId: 1 };
  store.dispatch(bookingApi.util.upsertQueryData('getBookingProduct', args, { id: 1, name: 'Raptor 125', motorcycle: true }));
  store.dispatch(
    productStoresApi.util.upsertQueryData('getProductStores', args, {
      productId: 1,
      timeZone: 'Asia/Dubai',
      date: '2026-12-03',
      items: [{ store: lending, onDisplay: true, forTestRides: true, today: { opens: '09:00', closes: '21:00' } }],
    }),
  );
  await renderWithProviders(<BookingForm region={ae} locale="en" timeZone="Asia/Dubai" hasCaptcha={false} search={{ product: 1, kind: 'test_ride' }} onBooked={onBooked} now={NOW} />, {
    store,
    toaster: true,
  });
  return userEvent.setup({ delay: null });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: new RegExp(lending.name) }));
  await user.selectOptions(screen.getByLabelText(/^Day/), '2026-12-04');
  await user.click(await screen.findByRole('radio', { name: /^10:00/ }, { timeout: 5000 }));
  await user.type(screen.getByLabelText(/your name/i), 'Omar');
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '501234567');
  await user.click(screen.getByLabelText('I hold a motorcycle licence'));
}

beforeAll(async () => {
  await preloadPhoneCountries();
});

afterEach(() => {
  act(() => toast.dismiss());
  window.localStorage.clear();
});

describe('BookingForm', { timeout: 30_000 }, () => {
  it('offers the day’s free slots in the store’s time zone and books one with the product and the licence', async () => {
    const { extra, sent } = backend({ status: 201, data: created });
    const onBooked = vi.fn();
    const user = await renderForm(extra, onBooked);
    expect(screen.getByText('Model: Raptor 125')).toBeTruthy();
    await fillIn(user);
    expect(screen.getByRole('radio', { name: /^11:00/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(created));
    expect(JSON.parse(sent[0]?.data ?? '{}')).toMatchObject({ kind: 'test_ride', store: lending.uuid, product: 1, start: slot(10).start, name: 'Omar', phone: '+971501234567', licenceConfirmed: true });
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says what is missing before sending anything', async () => {
    const { extra, sent } = backend();
    const user = await renderForm(extra);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Check the highlighted fields.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('on a 409 offers the store’s next free slots; the one picked is booked', async () => {
    const next = [slot(14), slot(15)];
    const { extra, sent } = backend({ status: 409, data: { error: 'Conflict', message: 'full', nextSlots: next } }, { status: 201, data: created });
    const onBooked = vi.fn();
    const user = await renderForm(extra, onBooked);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const offered = await screen.findByTestId('booking-alternatives');
    expect(within(offered).getByText('This time has just been taken. Please choose one of the next free times.')).toBeTruthy();
    const choices = within(offered).getAllByRole('radio');
    expect(choices.map((choice) => choice.getAttribute('value'))).toEqual(next.map((item) => item.start));
    // Written in Dubai's time, whatever the test machine's zone.
    expect(within(offered).getByText(/^Friday.*4.*02:00 PM–03:00 PM$/)).toBeTruthy();
    await user.click(choices[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(JSON.parse(sent[1]?.data ?? '{}')).toMatchObject({ start: slot(15).start });
  });

  it('marks the fields a 422 names', async () => {
    const { extra } = backend({ status: 422, data: { error: 'Unprocessable Entity', message: 'x', issues: [{ path: 'start', message: 'this slot is in the past' }] } });
    const user = await renderForm(extra);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('This time can no longer be booked. Please choose another.')).toBeTruthy();
  });
});
