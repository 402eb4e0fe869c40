import type { ApiExtra, Order } from '@storefront/api-client';
import { REGIONS, type RegionConfig } from '@storefront/regions';
import { renderWithProviders } from '@storefront/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { selectCartLines, selectCartState } from '../state/cart.slice';
import { storyQuotation, storyStore, storyStores, type StoryCart } from '../stories/story-store';
import { checkoutDraftKey } from './checkout-draft';
import { CheckoutForm, type CheckoutFormProps } from './checkout-form';
import { pageConsent } from '@storefront/analytics';

// The shopper has allowed analytics and marketing: the events and marks these tests expect may go.
pageConsent.set({ analytics: true, marketing: true, decided: true });

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;
const STORE = storyStores.items[0]?.uuid ?? '';

type Window = typeof window & { dataLayer?: Record<string, unknown>[] };
const events = () => ((window as Window).dataLayer ?? []).filter((entry) => 'event' in entry);

const order: Order = {
  slug: 'abcdefghijklmnopqrstuvwx',
  number: 'AE-2026-000042',
  status: 'new',
  createdAt: '2026-03-01T12:00:00.000Z',
  customer: { name: 'Fatima Al Zahra', phone: '+971501234567', email: null },
  delivery: { method: 'pickup', storeUuid: STORE },
  paymentMethod: 'cash',
  paymentUrl: null,
  paymentExpiresAt: null,
  paidAt: null,
  comment: null,
  quotation: { ...storyQuotation, currency: 'AED', fractionDigits: 2, taxRate: 500, taxIncluded: true },
};

type Answer = { status: number; data: unknown } | 'no answer';

/** The backend as the form's HTTP client sees it: the answers to give in turn, and what was sent. */
function backend(...answers: Answer[]) {
  const sent: { url: string; method: string; data: unknown; headers: Record<string, string> }[] = [];
  const client = {
    request: vi.fn(async (config: { url: string; method: string; data: unknown; headers: Record<string, string> }) => {
      sent.push(config);
      const answer = answers.shift() ?? { status: 500, data: {} };
      if (answer === 'no answer') throw Object.assign(new Error('socket hang up'), { isAxiosError: true, code: 'ECONNRESET' });
      if (answer.status < 300) return answer;
      throw Object.assign(new Error(`HTTP ${answer.status}`), { isAxiosError: true, response: answer });
    }),
  };
  const extra: ApiExtra = { apiClientFor: () => client as never };
  return { extra, sent, bodies: () => sent.map(({ data }) => JSON.parse(String(data)) as Record<string, unknown>) };
}

async function renderForm({ extra, cart = {}, props = {} }: { extra: ApiExtra; cart?: StoryCart; props?: Partial<CheckoutFormProps> }) {
  const store = storyStore({ ...cart, extra });
  const onPlaced = vi.fn();
  const { unmount } = await renderWithProviders(
    <CheckoutForm region={ae} locale="en" features={{ hasOnlinePayment: true, hasTabby: false }} orderPath="/ae_en/cart/{order}/" onPlaced={onPlaced} {...props} />,
    { store },
  );
  return { store, onPlaced, unmount, user: userEvent.setup({ delay: null }) };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), 'Fatima Al Zahra');
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '501234567');
  await user.click(screen.getByRole('radio', { name: /Sheikh Zayed Road/ }));
  await user.click(screen.getByRole('radio', { name: /^cash/i }));
}

const submitButton = () => screen.getByRole('button', { name: /place the order/i });

beforeAll(async () => {
  await preloadPhoneCountries();
});

afterEach(() => {
  delete (window as Window).dataLayer;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Typing into a form takes a while on two busy cores.
describe('CheckoutForm', { timeout: 30_000 }, () => {
  it('sends GA4 begin_checkout once, with the quotation’s lines as items and the warranty as variant', async () => {
    await renderForm({ extra: backend().extra });
    const begun = events().filter((entry) => entry['event'] === 'begin_checkout');
    expect(begun).toHaveLength(1);
    expect(begun[0]?.['ecommerce']).toMatchObject({
      currency: 'AED',
      value: 14_247.55,
      items: [
        { item_id: '1', item_name: 'Raptor 125 enduro motorcycle', price: 13_498.5, quantity: 1, item_variant: 'Warranty: pro' },
        { item_id: '2', quantity: 2, item_variant: 'Warranty: basic' },
      ],
    });
  });

  it('offers only the region’s active stores, and online card payment only where the region takes it', async () => {
    await renderForm({ extra: backend().extra, props: { features: { hasOnlinePayment: false, hasTabby: false } } });
    const stores = within(screen.getByRole('radiogroup', { name: /^store/i })).getAllByRole('radio');
    expect(stores.map((radio) => radio.getAttribute('value'))).toEqual(storyStores.items.filter((store) => store.active).map((store) => store.uuid));
    const payment = within(screen.getByRole('radiogroup', { name: /payment/i })).getAllByRole('radio');
    expect(payment.map((radio) => radio.getAttribute('value'))).toEqual(['card-in-store', 'cash', 'bank-transfer']);
    expect((screen.getByRole('radio', { name: /card, on pickup/i }) as HTMLInputElement).checked).toBe(true);
  });

  it('checks the fields before sending anything, and moves focus to the first wrong one', async () => {
    const { extra, sent } = backend();
    const { user } = await renderForm({ extra });
    await user.type(screen.getByRole('textbox', { name: /phone number/i }), '5012');
    await user.click(submitButton());
    // Validation is react-hook-form's, asynchronous: the checks show a moment after the click.
    await screen.findByText('Enter your name.');
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText(/your name/i));
    screen.getByText('The number is incomplete: enter every digit.');
    expect(screen.getByRole('alert').textContent).toMatch('Check the highlighted fields.');
  });

  it('places the order: the cart’s lines with their warranty, the number in E.164, then clears the cart, sends GA4 purchase and hands the order over', async () => {
    const { extra, bodies, sent } = backend({ status: 201, data: order });
    const { user, store, onPlaced } = await renderForm({ extra });
    await fillIn(user);
    await user.click(submitButton());

    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(sent[0]).toMatchObject({ url: '/orders', method: 'POST' });
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies()[0]).toEqual({
      cart: [
        { product_id: 1, quantity: 1, warranty: 'pro' },
        { product_id: 2, quantity: 2, warranty: 'basic' },
      ],
      customer: { name: 'Fatima Al Zahra', phone: '+971501234567' },
      delivery: { method: 'pickup', storeUuid: STORE },
      paymentMethod: 'cash',
      consent: { analytics: true, marketing: true },
    });
    expect(selectCartLines(store.getState())).toEqual([]);
    const names = events().map((entry) => entry['event']);
    expect(names).toEqual(['begin_checkout', 'add_payment_info', 'purchase']);
    expect(events().at(-1)?.['ecommerce']).toMatchObject({
      transaction_id: 'AE-2026-000042',
      currency: 'AED',
      value: 14_247.55,
      tax: 678.45,
      items: [{ item_id: '1' }, { item_id: '2' }],
    });
    expect(events()[1]?.['ecommerce']).toMatchObject({ payment_type: 'cash' });
  });

  it('keeps what is typed as the region’s draft (never the payment), starts again from it, and forgets it once the order is placed', async () => {
    const draft = () => JSON.parse(window.sessionStorage.getItem(checkoutDraftKey('ae')) ?? 'null') as Record<string, unknown> | null;
    const first = await renderForm({ extra: backend().extra });
    // Opened, nothing typed yet: no draft.
    expect(draft()).toBeNull();
    await fillIn(first.user);
    await first.user.type(screen.getByLabelText(/comment/i), 'Call before');
    expect(draft()).toMatchObject({ name: 'Fatima Al Zahra', delivery: 'pickup', storeUuid: STORE, comment: 'Call before', phone: { national: '501234567' } });
    expect(draft()).not.toHaveProperty('payment');
    first.unmount();

    // A reload: the form starts from the draft; the payment is the region's default again.
    const { extra, bodies } = backend({ status: 201, data: order });
    const again = await renderForm({ extra });
    expect((screen.getByLabelText(/your name/i) as HTMLInputElement).value).toBe('Fatima Al Zahra');
    expect((screen.getByRole('radio', { name: /Sheikh Zayed Road/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/comment/i) as HTMLTextAreaElement).value).toBe('Call before');
    expect((screen.getByRole('radio', { name: /card, online/i }) as HTMLInputElement).checked).toBe(true);
    await again.user.click(submitButton());
    await waitFor(() => expect(again.onPlaced).toHaveBeenCalledWith(order));
    expect(bodies()[0]).toMatchObject({ customer: { name: 'Fatima Al Zahra', phone: '+971501234567' }, comment: 'Call before' });
    expect(draft()).toBeNull();
  });

  it('says it could not send when there is no answer, and sends again under the same key', async () => {
    const { extra, sent } = backend('no answer', { status: 503, data: {} }, { status: 201, data: order });
    const { user, onPlaced } = await renderForm({ extra });
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not send/i);
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    await user.click(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    const keys = sent.map(({ headers }) => headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a changed order under a new key', async () => {
    const { extra, sent } = backend({ status: 503, data: {} }, { status: 201, data: order });
    const { user } = await renderForm({ extra });
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(screen.getByRole('radio', { name: /bank transfer/i }));
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.headers['Idempotency-Key']).not.toBe(sent[1]?.headers['Idempotency-Key']);
  });

  it('sends one request for a double click', async () => {
    const { extra, sent } = backend({ status: 201, data: order });
    const { user, onPlaced } = await renderForm({ extra });
    await fillIn(user);
    await user.dblClick(submitButton());
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
  });

  it('shows the backend’s refusal of a field on that field', async () => {
    const { extra } = backend({
      status: 422,
      data: { issues: [{ path: 'customer.phone', message: 'a phone number of AE is required, this one is from RU' }] },
    });
    const { user } = await renderForm({ extra });
    await fillIn(user);
    await user.click(submitButton());
    await screen.findByText(/enter a valid phone number of United Arab Emirates/i);
    expect(screen.getByRole('textbox', { name: /phone number/i }).getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a product is no longer sold and asks the cart for new prices', async () => {
    const { extra } = backend({ status: 422, data: { issues: [{ path: 'cart[1].product_id', message: 'line 2: no product 2 is sold here' }] } });
    const { user, store } = await renderForm({ extra });
    await fillIn(user);
    const asked = selectCartState(store.getState()).quotationRequest;
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/no longer sold/i);
    expect(selectCartState(store.getState()).quotationRequest).toBeGreaterThan(asked);
  });

  it('keeps the button inactive, and sends nothing, while the prices are updated or the cart is empty', async () => {
    const { extra, sent } = backend();
    const { user } = await renderForm({ extra, cart: { loading: true } });
    await fillIn(user);
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(submitButton().getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/prices are being updated/i);
    await user.click(submitButton());
    await act(() => Promise.resolve());
    expect(sent).toHaveLength(0);
  });

  it('sends GA4 add_shipping_info with the tier when the delivery is chosen', async () => {
    const { user } = await renderForm({ extra: backend().extra });
    await user.click(screen.getByRole('radio', { name: /courier delivery/i }));
    expect(events().at(-1)).toMatchObject({ event: 'add_shipping_info', ecommerce: { shipping_tier: 'courier', currency: 'AED' } });
    screen.getByLabelText(/address/i);
  });
});
