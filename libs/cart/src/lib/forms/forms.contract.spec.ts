// @vitest-environment node
import { createConsentStore, initCampaignMarks } from '@storefront/analytics';
import { apiPaths, fetchApi, loadApiClient, type ApiClient, type ApiExtra, type DealRequest, type OrderRequest } from '@storefront/api-client';
import { MemoryStorage, startReferenceBackend, type ReferenceBackend } from '@storefront/api-client/testing';
import { regionTokens, REGIONS } from '@storefront/regions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptFor, campaignFields, submitForm, type CampaignSources } from './submission';

/**
 * The forms' submissions against the real reference backend (apps/regional-api, started as a process
 * on a freshly seeded database), sent as the forms send them: `submitForm` with the attempt's
 * `Idempotency-Key`, the campaign fields read from storage, the axios client and the response schema.
 * The client's requests and answers are only recorded (interceptors), never changed. No module mocks.
 */
let backend: ReferenceBackend;
let extra: ApiExtra;
/** What the forms sent over the wire (POSTs only): request headers and bodies, answer statuses and headers. */
let wire: { sent: { headers: Record<string, unknown>; data: unknown }[]; answered: { status: number; headers: Record<string, unknown> }[] };

/** Cold start on two busy cores: the backend seeds its database and draws its images first. */
const START_TIMEOUT_MS = 120_000;
const ae = REGIONS.find((region) => region.code === 'ae');
const AE_MOBILE = '+971501234567';
const ORDER_FIELDS = { 'customer.name': 'name', 'customer.phone': 'phone', 'delivery.address': 'address' } as const;
const DEAL_FIELDS = { name: 'name', phone: 'phone', comment: 'comment' } as const;

function recorded(client: ApiClient): ApiClient {
  const posted = (config: { method?: string } | undefined) => config?.method?.toLowerCase() === 'post';
  client.interceptors.request.use((config) => {
    if (posted(config)) wire.sent.push({ headers: { ...config.headers }, data: config.data });
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      if (posted(response.config)) wire.answered.push({ status: response.status, headers: { ...response.headers } });
      return response;
    },
    (error: { config?: { method?: string }; response?: { status: number; headers: Record<string, unknown> } }) => {
      if (error.response && posted(error.config)) wire.answered.push({ status: error.response.status, headers: { ...error.response.headers } });
      throw error;
    },
  );
  return client;
}

/** A visit that arrived from an ad: the marks stored by `initCampaignMarks`, a `_ga` cookie. */
function visitFromAnAd(): CampaignSources {
  const storage = new MemoryStorage();
  const cookie = '_ga=GA1.1.987654321.1767225600';
  initCampaignMarks({ location: { search: '?utm_source=Newsletter&utm_medium=email&gclid=Cj0-AbC_1&q=helmets' }, storage, cookie });
  // A shopper who allowed both: the marks and the client id go with the order or deal.
  const consent = createConsentStore();
  consent.set({ analytics: true, marketing: true, decided: true });
  return { storage, cookie, consent };
}

async function aProductOfAe(): Promise<{ id: number; name: string }> {
  const list = await fetchApi(extra, { region: 'ae', url: apiPaths.productsV2, params: { itemsPerPage: 2, locale: 'en' }, schema: 'productListV2' });
  const product = list.items.find((item) => item.inStock) ?? list.items[0];
  if (!product) throw new Error('The seeded backend has no product in ae');
  return product;
}

async function aStoreOfAe(): Promise<string> {
  const stores = await fetchApi(extra, { region: 'ae', url: apiPaths.stores, params: { itemsPerPage: 10, locale: 'en' }, schema: 'storeList' });
  const store = stores.items.find((item) => item.active && item.region.active);
  if (!store) throw new Error('The seeded backend has no active store in ae');
  return store.uuid;
}

beforeAll(async () => {
  backend = await startReferenceBackend({ timeoutMs: START_TIMEOUT_MS });
  const clients = new Map<string, Promise<ApiClient>>();
  extra = {
    apiClientFor: (region) => {
      let client = clients.get(region);
      if (!client) {
        client = loadApiClient({ baseURL: `${backend.url}/${region}/api`, retries: 0 }).then(recorded);
        clients.set(region, client);
      }
      return client;
    },
  };
}, START_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

beforeEach(() => {
  wire = { sent: [], answered: [] };
});

describe('POST /orders under one Idempotency-Key per attempt', () => {
  async function anOrder(): Promise<OrderRequest> {
    const product = await aProductOfAe();
    return {
      cart: [{ product_id: product.id, quantity: 2, warranty: 'pro' }],
      customer: { name: 'Fatima Al Zahra', phone: AE_MOBILE, email: 'fatima@example.com' },
      delivery: { method: 'pickup', storeUuid: await aStoreOfAe() },
      paymentMethod: 'card-in-store',
      comment: 'Please call before',
    };
  }

  it('places one order for two submits of the same attempt: the second is the first replayed', async () => {
    const sources = visitFromAnAd();
    const order = await anOrder();
    const attempt = attemptFor(undefined, JSON.stringify({ ...order, ...campaignFields(sources) }));
    const first = await submitForm(extra, { region: 'ae', url: apiPaths.orders, schema: 'order', attempt }, ORDER_FIELDS);
    // The shopper presses again (no answer seen, or a double click): the same body is the same attempt.
    const retry = attemptFor(attempt, JSON.stringify({ ...order, ...campaignFields(sources) }));
    expect(retry).toBe(attempt);
    const second = await submitForm(extra, { region: 'ae', url: apiPaths.orders, schema: 'order', attempt: retry }, ORDER_FIELDS);

    expect(first.status).toBe('sent');
    expect(second.status).toBe('sent');
    if (first.status !== 'sent' || second.status !== 'sent') return;
    expect(second.data.slug).toBe(first.data.slug);
    expect(second.data.number).toBe(first.data.number);
    expect(wire.answered.map(({ status }) => status)).toEqual([201, 200]);
    expect(wire.answered[0]?.headers['idempotent-replayed']).toBeUndefined();
    expect(wire.answered[1]?.headers['idempotent-replayed']).toBe('true');
    expect(wire.sent.map(({ headers }) => headers['Idempotency-Key'])).toEqual([attempt.key, attempt.key]);

    // The order as stored: the customer's number in E.164, priced when placed.
    const stored = await fetchApi(extra, { region: 'ae', url: apiPaths.order(first.data.slug), schema: 'order' });
    expect(stored).toMatchObject({ slug: first.data.slug, customer: { phone: AE_MOBILE }, paymentMethod: 'card-in-store' });
    expect(stored.quotation.lines[0]?.quantity).toBe(2);
  });

  it('places one order for a double submit sent at once', async () => {
    const attempt = attemptFor(undefined, JSON.stringify(await anOrder()));
    const request = { region: 'ae', url: apiPaths.orders, schema: 'order' as const, attempt };
    const [a, b] = await Promise.all([submitForm(extra, request, ORDER_FIELDS), submitForm(extra, request, ORDER_FIELDS)]);
    if (a.status !== 'sent' || b.status !== 'sent') throw new Error(`Both should be sent: ${a.status}, ${b.status}`);
    expect(a.data.slug).toBe(b.data.slug);
    expect(wire.answered.map(({ status }) => status).sort()).toEqual([200, 201]);
  });

  it('places a second order for a changed body: a new attempt, a new key', async () => {
    const order = await anOrder();
    const first = attemptFor(undefined, JSON.stringify(order));
    const changed = attemptFor(first, JSON.stringify({ ...order, comment: 'Ring twice' }));
    expect(changed.key).not.toBe(first.key);
    const a = await submitForm(extra, { region: 'ae', url: apiPaths.orders, schema: 'order', attempt: first }, ORDER_FIELDS);
    const b = await submitForm(extra, { region: 'ae', url: apiPaths.orders, schema: 'order', attempt: changed }, ORDER_FIELDS);
    if (a.status !== 'sent' || b.status !== 'sent') throw new Error(`Both should be sent: ${a.status}, ${b.status}`);
    expect(b.data.slug).not.toBe(a.data.slug);
  });

  it('maps the backend’s 422 to the form’s fields', async () => {
    const body = {
      ...(await anOrder()),
      customer: { name: 'Ivan', phone: '+79161234567' },
      delivery: { method: 'courier', citySlug: 'dubai', address: ' ' },
    };
    const outcome = await submitForm(
      extra,
      { region: 'ae', url: apiPaths.orders, schema: 'order', attempt: attemptFor(undefined, JSON.stringify(body)) },
      ORDER_FIELDS,
    );
    expect(outcome).toMatchObject({
      status: 'invalid',
      fields: { phone: { path: 'customer.phone' }, address: { path: 'delivery.address' } },
      others: [],
    });
  });

  it('names a product no longer sold as a cart line’s issue, for the form to tell', async () => {
    const order = await anOrder();
    const body = { ...order, cart: [...order.cart, { product_id: 987_654, quantity: 1 }] };
    const outcome = await submitForm(
      extra,
      { region: 'ae', url: apiPaths.orders, schema: 'order', attempt: attemptFor(undefined, JSON.stringify(body)) },
      ORDER_FIELDS,
    );
    expect(outcome).toMatchObject({ status: 'invalid', fields: {}, others: [{ path: 'cart[1].product_id' }] });
  });
});

describe('POST /deal/add/ (call-back request)', () => {
  it('carries the campaign marks upper-cased, the client id and the region’s CRM form token', async () => {
    if (!ae) throw new Error('ae is a configured region');
    const product = await aProductOfAe();
    const sources = visitFromAnAd();
    const body: DealRequest = {
      name: 'Omar',
      phone: '050 123 4567',
      form: 'test-drive',
      productId: product.id,
      // The reference backend's storefront origins are its CORS defaults: the page must be one of theirs.
      pageUrl: 'http://localhost:3000/ae_en/product/x/',
      formToken: regionTokens(ae).formSite,
      ...campaignFields(sources),
    };
    const attempt = attemptFor(undefined, JSON.stringify(body));
    const outcome = await submitForm(extra, { region: 'ae', url: apiPaths.dealAdd, schema: 'deal', attempt }, DEAL_FIELDS);

    expect(outcome).toMatchObject({
      status: 'sent',
      data: {
        status: 'received',
        form: 'test-drive',
        phone: AE_MOBILE,
        campaign: { UTM_SOURCE: 'Newsletter', UTM_MEDIUM: 'email', GCLID: 'Cj0-AbC_1' },
      },
    });
    const sent = JSON.parse(String(wire.sent[0]?.data)) as Record<string, unknown>;
    expect(sent).toMatchObject({ formToken: 'demo-form-ae', clientId: '987654321.1767225600', productId: product.id });
    expect(wire.sent[0]?.headers['Idempotency-Key']).toBe(attempt.key);

    // Another region's token (or none) is not this region's CRM form: refused with a 403.
    const otherToken = { ...attempt, bodyJson: JSON.stringify({ ...body, formToken: 'demo-form-om' }) };
    expect(await submitForm(extra, { region: 'ae', url: apiPaths.dealAdd, schema: 'deal', attempt: otherToken }, DEAL_FIELDS)).toMatchObject({
      status: 'forbidden',
    });
    // …while the same request again is the same deal, replayed.
    const replay = await submitForm(extra, { region: 'ae', url: apiPaths.dealAdd, schema: 'deal', attempt }, DEAL_FIELDS);
    if (outcome.status !== 'sent' || replay.status !== 'sent') throw new Error('Both should be sent');
    expect(replay.data.id).toBe(outcome.data.id);
    expect(wire.answered.at(-1)?.headers['idempotent-replayed']).toBe('true');
  });

  it('maps a name and phone the backend refuses to the fields', async () => {
    const body = { name: '12', phone: '+79161234567', form: 'callback', formToken: 'demo-form-ae' };
    const outcome = await submitForm(
      extra,
      { region: 'ae', url: apiPaths.dealAdd, schema: 'deal', attempt: attemptFor(undefined, JSON.stringify(body)) },
      DEAL_FIELDS,
    );
    expect(outcome).toMatchObject({ status: 'invalid', fields: { name: { path: 'name' }, phone: { path: 'phone' } }, others: [] });
  });
});
