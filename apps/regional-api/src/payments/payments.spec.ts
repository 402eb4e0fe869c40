import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchema, orderSchema, storeSchema, type Order, type OrderRequest } from '@storefront/api-client/contract';
import { DEMO_PAYMENT_CREDENTIALS } from '../config';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';
import type { PaymentEvent } from './payment-provider';
import { signPayload, SIGNATURE_HEADER } from './webhook-signature';

// Paying online against the simulated provider, all over HTTP: the provider's API, its hosted page
// (a plain form posted as a browser would), its signed confirmations to the webhook.

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;
let storeUuid: string;
// The backend's clock: fixed, and moved forward by the expiry tests.
let clock = new Date('2026-11-22T10:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'payments.sqlite'), { faults: true, now: () => clock });
  http = httpClient(server);
  storeUuid = (await http.getOk('/ae/api/stores', listSchema(storeSchema))).body.items[0]?.uuid ?? '';
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const RETURN = 'http://localhost:3000/ae_en/cart/{order}/';
const order = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
  cart: [{ product_id: 1, quantity: 1 }],
  customer: { name: 'Layla Haddad', phone: '050 123 4567' },
  delivery: { method: 'pickup', storeUuid },
  paymentMethod: 'card-online',
  returnUrl: RETURN,
  ...overrides,
});

const place = async (overrides: Partial<OrderRequest> = {}, country = 'ae') =>
  (await http.postOk(`/${country}/api/orders`, order(overrides), orderSchema, {}, 201)).body;
const read = async (slug: string, country = 'ae') => (await http.getOk(`/${country}/api/orders/${slug}`, orderSchema)).body;
const retry = (slug: string, country = 'ae') => http.post(`/${country}/api/orders/${slug}/payment`, '');
const sessionOf = (url: string | null) => new URL(url ?? 'http://x/none').pathname.split('/').pop() ?? '';

/** Submits the hosted page's form as a browser would; answers where the provider sends the shopper. */
async function submit(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

const sessions = (slug: string) =>
  server.db.prepare<[string], { status: string }>('SELECT s.status FROM payment_sessions s JOIN orders o ON o.id = s.order_id WHERE o.slug = ? ORDER BY s.created_at, s.rowid').all(slug).map((row) => row.status);

/** A confirmation signed as the provider signs them (or with another secret, or another time). */
async function confirm(event: PaymentEvent, { secret = DEMO_PAYMENT_CREDENTIALS.webhookSecret as string, at = Math.floor(clock.getTime() / 1000) } = {}) {
  const body = JSON.stringify(event);
  return fetch(`${server.baseUrl}/ae/api/payments/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, body, at) },
    body,
  });
}
let eventCount = 0;
const eventFor = (placed: Order, type: PaymentEvent['type'], created = Math.floor(clock.getTime() / 1000)): PaymentEvent => ({
  id: `evt_test${String(++eventCount).padStart(8, '0')}`,
  type,
  created,
  data: { session: sessionOf(placed.paymentUrl), reference: placed.slug, amount: placed.quotation.total, currency: placed.quotation.currency },
});

describe('placing an order paid online', () => {
  it('answers awaiting_payment with the provider’s page, for the stored total, open for 30 minutes', async () => {
    const placed = await place();
    expect(placed).toMatchObject({ status: 'awaiting_payment', paidAt: null, paymentExpiresAt: '2026-11-22T10:30:00.000Z' });
    expect(placed.paymentUrl).toMatch(new RegExp(`^${server.baseUrl}/provider/pay/ps_[A-Za-z0-9]{24}$`));
    const page = await fetch(placed.paymentUrl ?? '');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    const html = await page.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    // The amount shown is the quotation's, never anything the browser sent.
    expect(html).toContain(new Intl.NumberFormat('en', { style: 'currency', currency: 'AED' }).format(placed.quotation.total / 100));
  });

  it('is paid once the provider confirms: the shopper comes back to the order page, which says paid', async () => {
    const placed = await place();
    const back = await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4242 4242 4242 4242' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://localhost:3000/ae_en/cart/${placed.slug}/`);
    // The confirmation was delivered before the shopper was sent back.
    expect(await read(placed.slug)).toMatchObject({ status: 'paid', paidAt: clock.toISOString(), paymentUrl: null });
    expect(sessions(placed.slug)).toEqual(['paid']);
  });

  it('is failed when the card is declined, and paid after trying again: one order, one payment', async () => {
    const orders = () => server.db.prepare('SELECT count(*) FROM orders').pluck().get();
    const placed = await place();
    const before = orders();
    await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4000000000000002' });
    expect(await read(placed.slug)).toMatchObject({ status: 'payment_failed', paymentUrl: null });
    const again = await retry(placed.slug);
    expect(again.status).toBe(200);
    const retried = orderSchema.parse(await again.json());
    expect(retried).toMatchObject({ slug: placed.slug, status: 'awaiting_payment' });
    expect(retried.paymentUrl).not.toBe(placed.paymentUrl);
    await submit(retried.paymentUrl ?? '', { action: 'pay', card: '4242424242424242' });
    expect(await read(placed.slug)).toMatchObject({ status: 'paid' });
    expect(orders()).toBe(before);
    expect(sessions(placed.slug)).toEqual(['failed', 'paid']);
  });

  it('is cancelled when the shopper leaves the provider’s page by its cancel button', async () => {
    const placed = await place();
    const back = await submit(placed.paymentUrl ?? '', { action: 'cancel' });
    expect(back.headers.get('location')).toBe(`http://localhost:3000/ae_en/cart/${placed.slug}/`);
    expect((await read(placed.slug)).status).toBe('payment_cancelled');
  });

  it('takes the bank’s confirmation step when the card asks for one', async () => {
    const placed = await place();
    const step = await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4000002760003184' });
    expect(step.status).toBe(303);
    expect(step.headers.get('location')).toBe(placed.paymentUrl);
    expect(await (await fetch(placed.paymentUrl ?? '')).text()).toContain('value="confirm"');
    expect((await read(placed.slug)).status).toBe('awaiting_payment');
    await submit(placed.paymentUrl ?? '', { action: 'confirm' });
    expect((await read(placed.slug)).status).toBe('paid');
  });

  it('stays awaiting while a confirmation is late, and is paid when it arrives', async () => {
    const placed = await place();
    await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4000000000000077' });
    expect((await read(placed.slug)).status).toBe('awaiting_payment');
    await expect.poll(async () => (await read(placed.slug)).status, { timeout: 5_000 }).toBe('paid');
  });

  it('refuses a number that is no test card, on the page, changing nothing', async () => {
    const placed = await place();
    const answer = await submit(placed.paymentUrl ?? '', { action: 'pay', card: '1234' });
    expect(answer.status).toBe(422);
    expect(await answer.text()).toContain('role="alert"');
    expect((await read(placed.slug)).status).toBe('awaiting_payment');
  });

  it('pays in instalments on their own page where the country has them, within the limits', async () => {
    const placed = await place({ paymentMethod: 'instalments' });
    expect(placed).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'instalments' });
    expect(await (await fetch(placed.paymentUrl ?? '')).text()).toContain('value="approve"');
    await submit(placed.paymentUrl ?? '', { action: 'approve' });
    expect((await read(placed.slug)).status).toBe('paid');
  });

  it('replays an order placed twice with one key, with one payment session', async () => {
    const key = { 'Idempotency-Key': 'pay-twice-1' };
    const first = await http.postOk('/ae/api/orders', order(), orderSchema, key, 201);
    const second = await http.postOk('/ae/api/orders', order(), orderSchema, key, 200);
    expect(second.body).toMatchObject({ slug: first.body.slug, paymentUrl: first.body.paymentUrl });
    expect(sessions(first.body.slug)).toEqual(['open']);
  });
});

describe('which methods a country takes', () => {
  it('refuses a card online where there is none, instalments where there are none or over their limit', async () => {
    const issue = async (country: string, body: Partial<OrderRequest>) => {
      const stores = (await http.getOk(`/${country}/api/stores`, listSchema(storeSchema))).body.items;
      const phone = { by: '+375 29 123 45 67', om: '+968 9123 4567', sa: '+966 50 123 4567' }[country] ?? '';
      const error = await http.postError(`/${country}/api/orders`, { ...order(body), customer: { name: 'Test Shopper', phone }, delivery: { method: 'pickup', storeUuid: stores[0]?.uuid } }, 422);
      return error.issues?.map((entry) => entry.path);
    };
    expect(await issue('by', {})).toEqual(['paymentMethod']);
    expect(await issue('om', { paymentMethod: 'instalments' })).toEqual(['paymentMethod']);
    // 30 of the first product are far above SAR 10,000.
    expect(await issue('sa', { paymentMethod: 'instalments', cart: [{ product_id: 1, quantity: 30 }] })).toEqual(['paymentMethod']);
  });

  it('needs a return page of the storefront with the order’s place in it', async () => {
    for (const returnUrl of [undefined, 'http://localhost:3000/ae_en/cart/', 'https://evil.example/{order}/', 'http://localhost:3000/{order}/{order}/']) {
      const error = await http.postError('/ae/api/orders', order({ returnUrl }), 422);
      expect(error.issues?.map((entry) => entry.path), String(returnUrl)).toEqual(['returnUrl']);
    }
  });

  it('pays again only an order paid online and not paid yet', async () => {
    const offline = (await http.postOk('/ae/api/orders', order({ paymentMethod: 'cash', returnUrl: undefined }), orderSchema, {}, 201)).body;
    expect(offline).toMatchObject({ status: 'new', paymentUrl: null });
    expect((await retry(offline.slug)).status).toBe(409);
    const placed = await place();
    await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4242424242424242' });
    expect((await retry(placed.slug)).status).toBe(409);
    expect((await retry('a'.repeat(24))).status).toBe(404);
  });

  it('answers the same page again while a session is open (a shopper who closed the tab and came back)', async () => {
    const placed = await place();
    const again = orderSchema.parse(await (await retry(placed.slug)).json());
    expect(again.paymentUrl).toBe(placed.paymentUrl);
    expect(sessions(placed.slug)).toEqual(['open']);
  });
});

describe('the webhook', () => {
  it('applies a signed confirmation once: a replay of its id changes nothing', async () => {
    const placed = await place();
    const event = eventFor(placed, 'payment.succeeded');
    expect(await (await confirm(event)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await (await confirm(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await read(placed.slug)).status).toBe('paid');
  });

  it('refuses and logs a wrong or missing signature, a stale one and a body that is no event, changing nothing', async () => {
    const placed = await place();
    const warnings = server.loggedWarnings.length;
    expect((await confirm(eventFor(placed, 'payment.succeeded'), { secret: 'guessed' })).status).toBe(400);
    expect((await confirm(eventFor(placed, 'payment.succeeded'), { at: Math.floor(clock.getTime() / 1000) - 301 })).status).toBe(400);
    const unsigned = await fetch(`${server.baseUrl}/ae/api/payments/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(eventFor(placed, 'payment.succeeded')) });
    expect(unsigned.status).toBe(400);
    const body = '{"id":"evt_x"';
    const at = Math.floor(clock.getTime() / 1000);
    const malformed = await fetch(`${server.baseUrl}/ae/api/payments/webhook`, { method: 'POST', headers: { [SIGNATURE_HEADER]: signPayload(DEMO_PAYMENT_CREDENTIALS.webhookSecret, body, at) }, body });
    expect(malformed.status).toBe(400);
    expect(server.loggedWarnings.slice(warnings)).toEqual([
      expect.stringContaining('signature mismatch'),
      expect.stringContaining('signature stale'),
      expect.stringContaining('signature missing'),
      expect.stringContaining('not a payment event'),
    ]);
    expect((await read(placed.slug)).status).toBe('awaiting_payment');
    expect(server.loggedErrors).toEqual([]);
  });

  it('refuses a confirmation of another amount, signed or not', async () => {
    const placed = await place();
    const event = eventFor(placed, 'payment.succeeded');
    const response = await confirm({ ...event, data: { ...event.data, amount: 1 } });
    expect(response.status).toBe(422);
    expect(server.loggedWarnings.at(-1)).toContain(`confirmation ${event.id} refused`);
    expect((await read(placed.slug)).status).toBe('awaiting_payment');
  });

  it('never undoes a payment: a failure sent before the success but arriving after it is ignored', async () => {
    const placed = await place();
    const now = Math.floor(clock.getTime() / 1000);
    await confirm(eventFor(placed, 'payment.succeeded', now));
    expect(await (await confirm(eventFor(placed, 'payment.failed', now - 5))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await (await confirm(eventFor(placed, 'payment.cancelled', now + 5))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await read(placed.slug)).status).toBe('paid');
  });

  it('keeps the newest of two failures that arrive out of order, and a success still wins after them', async () => {
    const placed = await place();
    const now = Math.floor(clock.getTime() / 1000);
    await confirm(eventFor(placed, 'payment.cancelled', now));
    expect(await (await confirm(eventFor(placed, 'payment.failed', now - 10))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await read(placed.slug)).status).toBe('payment_cancelled');
    await confirm(eventFor(placed, 'payment.succeeded', now - 20));
    expect((await read(placed.slug)).status).toBe('paid');
  });
});

describe('faults and time', () => {
  it('sends a confirmation the webhook did not take again, a second later', async () => {
    const placed = await place();
    const rule = (await (await fetch(`${server.baseUrl}/__faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: '/ae/api/payments/webhook', status: 500, times: 1 }) })).json()) as { id: number };
    try {
      await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4242424242424242' });
      expect((await read(placed.slug)).status).toBe('awaiting_payment');
      await expect.poll(async () => (await read(placed.slug)).status, { timeout: 5_000 }).toBe('paid');
    } finally {
      await fetch(`${server.baseUrl}/__faults/${rule.id}`, { method: 'DELETE' });
    }
  });

  it('logs an order paid through two sessions, for a refund', async () => {
    const placed = await place();
    await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4000000000000002' });
    const again = orderSchema.parse(await (await retry(placed.slug)).json());
    await submit(again.paymentUrl ?? '', { action: 'pay', card: '4242424242424242' });
    // The first session's money arrives as well (a provider's late capture).
    const late = await confirm({ ...eventFor(placed, 'payment.succeeded'), data: { ...eventFor(placed, 'payment.succeeded').data, session: sessionOf(placed.paymentUrl) } });
    expect(await late.json()).toEqual({ received: true, outcome: 'paid-twice' });
    expect(server.loggedWarnings.at(-1)).toContain('refund it');
    expect((await read(placed.slug)).status).toBe('paid');
  });

  it('keeps the order when the provider is down, and opens its page once it is back', async () => {
    const rule = (await (await fetch(`${server.baseUrl}/__faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: '/provider/api/sessions', method: 'POST', status: 503 }) })).json()) as { id: number };
    const placed = await place();
    expect(placed).toMatchObject({ status: 'awaiting_payment', paymentUrl: null });
    expect(server.loggedWarnings.at(-1)).toContain('could not be opened');
    const refused = await retry(placed.slug);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    await fetch(`${server.baseUrl}/__faults/${rule.id}`, { method: 'DELETE' });
    const again = orderSchema.parse(await (await retry(placed.slug)).json());
    expect(again.paymentUrl).toMatch(/\/provider\/pay\/ps_/);
  });

  it('expires a session the provider’s test clock ran out, and a new session pays the same order', async () => {
    const placed = await place();
    const expire = await fetch(`${server.baseUrl}/provider/api/sessions/${sessionOf(placed.paymentUrl)}/expire`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DEMO_PAYMENT_CREDENTIALS.apiKey}` },
    });
    expect(expire.status).toBe(200);
    expect(await read(placed.slug)).toMatchObject({ status: 'payment_expired', paymentUrl: null });
    expect(await (await fetch(placed.paymentUrl ?? '')).text()).toContain('has expired');
    const again = orderSchema.parse(await (await retry(placed.slug)).json());
    await submit(again.paymentUrl ?? '', { action: 'pay', card: '4242424242424242' });
    expect((await read(placed.slug)).status).toBe('paid');
  });

  it('expires a session 30 minutes on by the backend’s own clock, when no confirmation ever came', async () => {
    const placed = await place();
    const start = clock;
    try {
      clock = new Date(start.getTime() + 30 * 60_000);
      expect(await read(placed.slug)).toMatchObject({ status: 'payment_expired', paymentUrl: null });
      // The provider's page no longer takes the money either, and tells the shop.
      const page = await submit(placed.paymentUrl ?? '', { action: 'pay', card: '4242424242424242' });
      expect(page.status).toBe(409);
      expect(sessions(placed.slug)).toEqual(['expired']);
    } finally {
      clock = start;
    }
  });

  it('refuses the provider’s API without the merchant’s key', async () => {
    const response = await fetch(`${server.baseUrl}/provider/api/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer guess' }, body: '{}' });
    expect(response.status).toBe(403);
    expect((await fetch(`${server.baseUrl}/provider/pay/ps_unknown`)).status).toBe(404);
  });
});
