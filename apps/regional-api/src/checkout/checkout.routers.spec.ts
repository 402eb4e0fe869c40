import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dealSchema,
  initShopSchema,
  listSchema,
  orderSchema,
  productDetailSchema,
  productListSchema,
  quotationSchema,
  storeSchema,
  type OrderRequest,
} from '@storefront/api-client/contract';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';

const tmp = makeTempDir();
const dbFile = join(tmp.dir, 'checkout.sqlite');
let server: TestServer;
let http: ReturnType<typeof httpClient>;
let storeUuid: string;

beforeAll(async () => {
  server = await startTestServer(dbFile);
  http = httpClient(server);
  storeUuid = (await http.getOk('/ae/api/stores', listSchema(storeSchema))).body.items[0]?.uuid ?? '';
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

const count = (table: 'orders' | 'order_lines' | 'deals') => server.db.prepare<[], number>(`SELECT count(*) FROM ${table}`).pluck().get() ?? 0;
// Products by slug on the seeded catalogue: raptor-125 (enduro, 10 % offer everywhere), marlin-40
// (four-stroke outboard, 8 % offer in coastal countries only), vento-150 (scooter, expired offer).
const idOf = async (slug: string) => (await http.getOk(`/ae/api/products/slug/${slug}`, productDetailSchema)).body.id;

describe('POST /:country/api/quotation/get', () => {
  it('prices from the database in the country currency, with the running offer, the VAT inside the prices', async () => {
    const id = await idOf('raptor-125');
    const product = (await http.getOk(`/ae/api/products/${id}`, productDetailSchema)).body;
    const { body } = await http.postOk('/ae/api/quotation/get', { cart: [{ product_id: id, quantity: 2 }] }, quotationSchema);
    const linePrice = product.price * 2;
    const discount = Math.round(linePrice / 10);
    const total = linePrice - discount;
    // The part of the total that is VAT: total × 5 / 105, half up.
    const taxes = Math.round((total * 5) / 105);
    expect(body).toMatchObject({
      currency: 'AED',
      fractionDigits: 2,
      taxRate: 500,
      taxIncluded: true,
      subTotalBeforeDiscounts: linePrice,
      discountsTotalAbs: discount,
      subTotalBeforeTaxation: total - taxes,
      taxesTotal: taxes,
      total,
      adjustments: [
        { type: 'offer', amount: -discount, offerSlug: 'enduro-season' },
        { type: 'tax', label: 'VAT 5 %', amount: taxes },
      ],
    });
    expect(body.lines).toEqual([expect.objectContaining({ productId: id, quantity: 2, unitPrice: product.price, linePrice, discount, offerSlug: 'enduro-season', taxes, total })]);
  });

  it('uses each country’s currency, minor units and VAT rate', async () => {
    const id = await idOf('raptor-125');
    const cart = { cart: [{ product_id: id, quantity: 1 }] };
    const expected = { ru: ['RUB', 2, 2200], om: ['OMR', 3, 500], qa: ['QAR', 2, 0], es: ['EUR', 2, 2100], uz: ['UZS', 2, 1200] } as const;
    for (const [country, [currency, fractionDigits, taxRate]] of Object.entries(expected)) {
      const { body } = await http.postOk(`/${country}/api/quotation/get`, cart, quotationSchema);
      expect(body, country).toMatchObject({ currency, fractionDigits, taxRate });
      const local = (await http.getOk(`/${country}/api/products/${id}`, productDetailSchema)).body;
      expect(body.lines[0]?.unitPrice, country).toBe(local.price);
    }
  });

  it('applies an offer only in the countries it runs in', async () => {
    const id = await idOf('marlin-40');
    const cart = { cart: [{ product_id: id, quantity: 1 }] };
    expect((await http.postOk('/ae/api/quotation/get', cart, quotationSchema)).body.lines[0]?.offerSlug).toBe('on-the-water');
    // Kazakhstan has no sea: the marine offer does not run there.
    expect((await http.postOk('/kz/api/quotation/get', cart, quotationSchema)).body.lines[0]).toMatchObject({ offerSlug: null, discount: 0 });
  });

  it('ignores an offer that has ended, and applied it while it ran', async () => {
    const id = await idOf('vento-150');
    const cart = { cart: [{ product_id: id, quantity: 1 }] };
    expect((await http.postOk('/es/api/quotation/get', cart, quotationSchema)).body.discountsTotalAbs).toBe(0);
    const blackFriday = await startTestServer(dbFile, { now: () => new Date('2025-11-28T12:00:00Z') });
    try {
      const { body } = await httpClient(blackFriday).postOk('/es/api/quotation/get', cart, quotationSchema);
      expect(body.lines[0]).toMatchObject({ offerSlug: 'black-friday-2025', discount: Math.round((body.lines[0]?.linePrice ?? 0) / 4) });
    } finally {
      await blackFriday.close();
    }
  });

  it('adds the Pro warranty, AED 999.00 per piece, VAT included, and discounts only the product', async () => {
    const id = await idOf('raptor-125');
    const product = (await http.getOk(`/ae/api/products/${id}`, productDetailSchema)).body;
    const { body } = await http.postOk('/ae/api/quotation/get', { cart: [{ product_id: id, quantity: 2, warranty: 'pro' }] }, quotationSchema);
    const linePrice = (product.price + 99_900) * 2;
    const discount = Math.round((product.price * 2) / 10);
    const total = linePrice - discount;
    const taxes = Math.round((total * 5) / 105);
    expect(body.lines).toEqual([
      expect.objectContaining({ unitPrice: product.price, warranty: 'pro', warrantyUnitPrice: 99_900, linePrice, discount, offerSlug: 'enduro-season', taxes, total }),
    ]);
    expect(body).toMatchObject({ subTotalBeforeDiscounts: linePrice, discountsTotalAbs: discount, taxesTotal: taxes, total });
    const basic = await http.postOk('/ae/api/quotation/get', { cart: [{ product_id: id, quantity: 2, warranty: 'basic' }] }, quotationSchema);
    expect(basic.body.lines[0]).toMatchObject({ warranty: 'basic', warrantyUnitPrice: 0, linePrice: product.price * 2, discount });
    expect(body.total - basic.body.total).toBe(2 * 99_900);
  });

  it('prices the Pro warranty in each currency’s minor units (OMR 999.000)', async () => {
    const id = await idOf('vento-150');
    const { body } = await http.postOk('/om/api/quotation/get', { cart: [{ product_id: id, quantity: 1, warranty: 'pro' }] }, quotationSchema);
    const local = (await http.getOk(`/om/api/products/${id}`, productDetailSchema)).body;
    expect(body).toMatchObject({ currency: 'OMR', fractionDigits: 3 });
    expect(body.lines[0]).toMatchObject({ warranty: 'pro', warrantyUnitPrice: 999_000, linePrice: local.price + 999_000 });
  });

  it('refuses an unknown warranty and a second line of one product with the same warranty with a 422 naming the line', async () => {
    const bad = await http.postError('/ae/api/quotation/get', { cart: [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity: 1, warranty: 'gold' }] }, 422);
    expect(bad.issues).toEqual([{ path: 'cart[1].warranty', message: 'line 2: warranty must be basic or pro (or left out for basic), got "gold"' }]);
    expect(bad.message).toMatch(/^cart\[1\]\.warranty: line 2: /);
    const twice = await http.postError('/ae/api/quotation/get', { cart: [{ product_id: 1, quantity: 1, warranty: 'pro' }, { product_id: 1, quantity: 1, warranty: 'pro' }] }, 422);
    expect(twice.issues).toEqual([expect.objectContaining({ path: 'cart[1].product_id', message: expect.stringMatching(/already on line 1/) })]);
  });

  it('prices one product with each warranty as two lines, in the order sent', async () => {
    const id = await idOf('raptor-125');
    const cart = [{ product_id: id, quantity: 1, warranty: 'pro' }, { product_id: id, quantity: 2 }];
    const { body } = await http.postOk('/ae/api/quotation/get', { cart }, quotationSchema);
    expect(body.lines.map((line) => [line.productId, line.quantity, line.warranty, line.warrantyUnitPrice])).toEqual([
      [id, 1, 'pro', 99_900],
      [id, 2, 'basic', 0],
    ]);
    expect(body.subTotalBeforeDiscounts).toBe((body.lines[0]?.linePrice ?? 0) + (body.lines[1]?.linePrice ?? 0));
  });

  it('answers an empty cart with zeros', async () => {
    const { body } = await http.postOk('/ae/api/quotation/get', { cart: [] }, quotationSchema);
    expect(body).toMatchObject({ total: 0, taxesTotal: 0, lines: [], adjustments: [] });
  });

  it('names lines in the request language', async () => {
    const id = await idOf('raptor-125');
    const { body, response } = await http.postOk('/ae/api/quotation/get?locale=ar', { cart: [{ product_id: id, quantity: 1 }] }, quotationSchema);
    expect(body.lines[0]?.name).toBe('دراجة إندورو Raptor 125');
    expect(response.headers.get('content-language')).toBe('ar');
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['non-integer', 2.5],
    ['absurd', 1000],
    ['textual', '3'],
  ])('refuses a %s quantity with a 422 naming the line', async (_case, quantity) => {
    const error = await http.postError('/ae/api/quotation/get', { cart: [{ product_id: 1, quantity: 1 }, { product_id: 2, quantity }] }, 422);
    expect(error.error).toBe('Unprocessable Entity');
    expect(error.message).toMatch(/^cart\[1\]\.quantity: line 2: quantity must be a whole number from 1 to 999/);
    expect(error.issues).toEqual([expect.objectContaining({ path: 'cart[1].quantity' })]);
  });

  it('refuses an unknown product with a 422 naming the line', async () => {
    const error = await http.postError('/ae/api/quotation/get', { cart: [{ product_id: 999_999, quantity: 1 }] }, 422);
    expect(error.issues).toEqual([{ path: 'cart[0].product_id', message: 'line 1: no product 999999 is sold here' }]);
  });

  it('refuses a body without a cart (422), malformed JSON (400), another media type (415) and a huge body (413)', async () => {
    expect((await http.postError('/ae/api/quotation/get', { items: [] }, 422)).issues?.[0]?.path).toBe('cart');
    expect((await http.postError('/ae/api/quotation/get', '{"cart": [}', 400)).message).toMatch(/^Malformed body/);
    await http.postError('/ae/api/quotation/get', 'cart=1', 415, { 'Content-Type': 'text/plain' });
    const huge = { cart: [], padding: 'x'.repeat(40 * 1024) };
    expect((await http.postError('/ae/api/quotation/get', huge, 413)).message).toMatch(/larger than the 32768-byte limit/);
  });
});

describe('POST /:country/api/orders', () => {
  const order = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
    cart: [
      { product_id: 1, quantity: 1 },
      { product_id: 200, quantity: 2 },
    ],
    customer: { name: 'Layla Haddad', phone: '050 123 4567', email: 'layla@example.com' },
    delivery: { method: 'pickup', storeUuid },
    paymentMethod: 'card-in-store',
    campaign: { utm_source: 'newsletter' },
    ...overrides,
  });

  it('creates the order with the quotation of the moment, in one transaction with its lines', async () => {
    const before = { orders: count('orders'), lines: count('order_lines') };
    const { body, response } = await http.postOk('/ae/api/orders', order(), orderSchema, {}, 201);
    expect(body).toMatchObject({
      number: expect.stringMatching(/^AE-1\d{5}$/),
      status: 'new',
      customer: { name: 'Layla Haddad', phone: '+971501234567', email: 'layla@example.com' },
      delivery: { method: 'pickup', storeUuid },
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    const quotation = await http.postOk('/ae/api/quotation/get', { cart: order().cart }, quotationSchema);
    expect(body.quotation).toEqual(quotation.body);
    expect(response.headers.get('location')).toBe(`/ae/api/orders/${body.slug}`);
    expect({ orders: count('orders'), lines: count('order_lines') }).toEqual({ orders: before.orders + 1, lines: before.lines + 2 });
    const stored = await http.getOk(`/ae/api/orders/${body.slug}`, orderSchema);
    expect(stored.body).toEqual(body);
    expect(stored.response.headers.get('cache-control')).toBe('no-store');
  });

  it('returns the same order for a repeated Idempotency-Key, never a second one', async () => {
    const before = count('orders');
    const first = await http.postOk('/ae/api/orders', order(), orderSchema, { 'Idempotency-Key': 'repeat-1' }, 201);
    const second = await http.postOk('/ae/api/orders', order(), orderSchema, { 'Idempotency-Key': 'repeat-1' }, 200);
    expect(second.body).toEqual(first.body);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(count('orders')).toBe(before + 1);
  });

  it('creates one order when requests with the same key arrive at the same time', async () => {
    const before = count('orders');
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => http.post('/ae/api/orders', order(), { 'Idempotency-Key': 'concurrent-1' })),
    );
    const bodies = await Promise.all(responses.map(async (response) => orderSchema.parse(await response.json())));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((body) => body.slug)).size).toBe(1);
    expect(count('orders')).toBe(before + 1);
  });

  it('keeps keys per country and creates a new order for a new key or no key', async () => {
    const before = count('orders');
    const slugs = new Set<string>();
    slugs.add((await http.postOk('/ae/api/orders', order(), orderSchema, { 'Idempotency-Key': 'k-a' }, 201)).body.slug);
    slugs.add((await http.postOk('/ae/api/orders', order(), orderSchema, { 'Idempotency-Key': 'k-b' }, 201)).body.slug);
    slugs.add((await http.postOk('/ae/api/orders', order(), orderSchema, {}, 201)).body.slug);
    slugs.add((await http.postOk('/ae/api/orders', order(), orderSchema, {}, 201)).body.slug);
    expect(slugs.size).toBe(4);
    expect(count('orders')).toBe(before + 4);
  });

  it('refuses to reuse a key for a different request (422) and a malformed key (400)', async () => {
    await http.postOk('/ae/api/orders', order(), orderSchema, { 'Idempotency-Key': 'reuse-1' }, 201);
    const error = await http.postError('/ae/api/orders', order({ paymentMethod: 'cash' }), 422, { 'Idempotency-Key': 'reuse-1' });
    expect(error.message).toMatch(/already used with a different request/);
    await http.postError('/ae/api/orders', order(), 400, { 'Idempotency-Key': 'has spaces' });
    await http.postError('/ae/api/orders', order(), 400, { 'Idempotency-Key': 'x'.repeat(256) });
  });

  it('stores a Pro line with its warranty and reads it back', async () => {
    const cart = [
      { product_id: 1, quantity: 1 },
      { product_id: 200, quantity: 2, warranty: 'pro' as const },
    ];
    const { body } = await http.postOk('/ae/api/orders', order({ cart }), orderSchema, {}, 201);
    expect(body.quotation.lines.map((line) => [line.warranty, line.warrantyUnitPrice])).toEqual([
      ['basic', 0],
      ['pro', 99_900],
    ]);
    expect(body.quotation).toEqual((await http.postOk('/ae/api/quotation/get', { cart }, quotationSchema)).body);
    expect((await http.getOk(`/ae/api/orders/${body.slug}`, orderSchema)).body).toEqual(body);
    const lines = server.db
      .prepare<[string], { warranty: string; warranty_unit_price: number }>(
        'SELECT warranty, warranty_unit_price FROM order_lines WHERE order_id = (SELECT id FROM orders WHERE slug = ?) ORDER BY position',
      )
      .all(body.slug);
    expect(lines).toEqual([
      { warranty: 'basic', warranty_unit_price: 0 },
      { warranty: 'pro', warranty_unit_price: 99_900 },
    ]);
  });

  it('refuses to reuse a key with another warranty (422); an absent warranty is the same request as basic', async () => {
    const basic = order({ cart: [{ product_id: 1, quantity: 1 }] });
    const first = await http.postOk('/ae/api/orders', basic, orderSchema, { 'Idempotency-Key': 'warranty-1' }, 201);
    const error = await http.postError('/ae/api/orders', order({ cart: [{ product_id: 1, quantity: 1, warranty: 'pro' }] }), 422, { 'Idempotency-Key': 'warranty-1' });
    expect(error.message).toMatch(/already used with a different request/);
    const same = await http.postOk('/ae/api/orders', order({ cart: [{ product_id: 1, quantity: 1, warranty: 'basic' }] }), orderSchema, { 'Idempotency-Key': 'warranty-1' }, 200);
    expect(same.body.slug).toBe(first.body.slug);
  });

  it('takes a pre-order with stock 0, marks its line with the day it is expected, and stores the mark', async () => {
    const preOrders = (await http.getOk('/ae/api/products/?badges[]=pre-order&itemsPerPage=999', productListSchema)).body.items;
    expect(preOrders).toHaveLength(14);
    const [product] = preOrders;
    expect(product).toMatchObject({ stock: 0, inStock: false, preOrder: { expectedAt: expect.stringMatching(/^2027-0[2-5]-01$/) } });
    const cart = [
      { product_id: product?.id ?? 0, quantity: 2 },
      { product_id: 1, quantity: 1 },
    ];
    const { body } = await http.postOk('/ae/api/orders', order({ cart }), orderSchema, {}, 201);
    expect(body.quotation.lines.map((line) => [line.productId, line.stock, line.preOrder])).toEqual([
      [product?.id, 0, product?.preOrder],
      [1, expect.any(Number), null],
    ]);
    expect((await http.getOk(`/ae/api/orders/${body.slug}`, orderSchema)).body).toEqual(body);
    const stored = server.db
      .prepare<[string], { product_id: number; expected_at: string | null }>(
        'SELECT product_id, expected_at FROM order_lines WHERE order_id = (SELECT id FROM orders WHERE slug = ?) ORDER BY position',
      )
      .all(body.slug);
    expect(stored).toEqual([
      { product_id: product?.id, expected_at: product?.preOrder?.expectedAt },
      { product_id: 1, expected_at: null },
    ]);
  });

  it('reads an order stored before lines had a warranty or a pre-order mark as all basic, none pre-ordered', async () => {
    const { body } = await http.postOk('/ae/api/orders', order(), orderSchema, {}, 201);
    const legacy = {
      ...body.quotation,
      lines: body.quotation.lines.map(({ warranty: _warranty, warrantyUnitPrice: _price, preOrder: _preOrder, ...line }) => line),
    };
    server.db.prepare<[string, string]>('UPDATE orders SET quotation_json = ? WHERE slug = ?').run(JSON.stringify(legacy), body.slug);
    const stored = await http.getOk(`/ae/api/orders/${body.slug}`, orderSchema);
    expect(stored.body.quotation.lines.map((line) => [line.warranty, line.warrantyUnitPrice, line.preOrder])).toEqual([
      ['basic', 0, null],
      ['basic', 0, null],
    ]);
  });

  it('delivers by courier to a known city', async () => {
    const { body } = await http.postOk(
      '/ae/api/orders',
      order({ delivery: { method: 'courier', citySlug: 'al-ain', address: 'Al Jimi, Villa 12' } }),
      orderSchema,
      {},
      201,
    );
    expect(body.delivery).toEqual({ method: 'courier', citySlug: 'al-ain', address: 'Al Jimi, Villa 12' });
  });

  it('answers every problem of a bad order in one 422', async () => {
    const before = count('orders');
    const error = await http.postError(
      '/ae/api/orders',
      {
        cart: [{ product_id: 1, quantity: 0 }],
        customer: { name: 'X', phone: '+7 916 123 45 67', email: 'not-an-email' },
        delivery: { method: 'pickup', storeUuid: '00000000-0000-4000-8000-000000000000' },
        paymentMethod: 'barter',
      },
      422,
    );
    expect(error.issues?.map((issue) => issue.path)).toEqual([
      'customer.name',
      'customer.phone',
      'customer.email',
      'delivery.storeUuid',
      'paymentMethod',
      'cart[0].quantity',
    ]);
    expect(error.issues?.[1]?.message).toBe('a phone number of AE is required, this one is from RU');
    expect(count('orders')).toBe(before);
  });

  it('refuses an empty cart and an unknown product', async () => {
    expect((await http.postError('/ae/api/orders', order({ cart: [] }), 422)).issues?.[0]).toEqual({ path: 'cart', message: 'an order needs at least one line' });
    expect((await http.postError('/ae/api/orders', order({ cart: [{ product_id: 424242, quantity: 1 }] }), 422)).issues?.[0]?.path).toBe('cart[0].product_id');
  });

  it('answers an unknown order, or one of another country, with a 404', async () => {
    const { body } = await http.postOk('/ae/api/orders', order(), orderSchema, {}, 201);
    await http.getError(`/om/api/orders/${body.slug}`, 404);
    await http.getError('/ae/api/orders/not-a-slug', 404);
  });

  it('refuses a body over 64 KiB with a 413', async () => {
    await http.postError('/ae/api/orders', { ...order(), comment: 'x'.repeat(70 * 1024) }, 413);
  });

  it('records the consent an order was made under and keeps no mark or client id it did not allow', async () => {
    const stored = (slug: string) =>
      server.db.prepare<[string], { campaign_json: string; consent_json: string | null }>('SELECT campaign_json, consent_json FROM orders WHERE slug = ?').get(slug);
    const marks = { ...order(), clientId: '123.456' };
    const refused = await http.postOk('/ae/api/orders', { ...marks, consent: { analytics: false, marketing: false } }, orderSchema, {}, 201);
    expect(stored(refused.body.slug)).toEqual({ campaign_json: '{}', consent_json: '{"analytics":false,"marketing":false}' });
    const analyticsOnly = await http.postOk('/ae/api/orders', { ...marks, consent: { analytics: true, marketing: false } }, orderSchema, {}, 201);
    expect(stored(analyticsOnly.body.slug)).toEqual({ campaign_json: '{"CLIENT_ID":"123.456"}', consent_json: '{"analytics":true,"marketing":false}' });
    const both = await http.postOk('/ae/api/orders', { ...marks, consent: { analytics: true, marketing: true } }, orderSchema, {}, 201);
    expect(stored(both.body.slug)).toEqual({
      campaign_json: '{"UTM_SOURCE":"newsletter","CLIENT_ID":"123.456"}',
      consent_json: '{"analytics":true,"marketing":true}',
    });
    // Not told (a client that predates consent): kept as sent, recorded as unknown.
    const untold = await http.postOk('/ae/api/orders', marks, orderSchema, {}, 201);
    expect(stored(untold.body.slug)).toEqual({ campaign_json: '{"UTM_SOURCE":"newsletter","CLIENT_ID":"123.456"}', consent_json: null });
  });

  it('refuses a consent it cannot read with a 422 on consent', async () => {
    for (const consent of ['yes', [true], { analytics: 'true', marketing: false }, { analytics: true }, { analytics: true, marketing: true, ads: true }, null]) {
      const { issues } = await http.postError('/ae/api/orders', { ...order(), consent }, 422);
      expect(issues).toEqual([{ path: 'consent', message: 'must be { analytics: boolean, marketing: boolean }' }]);
    }
  });
});

describe('POST /:country/api/deal/add/', () => {
  const dealRow = (id: number) =>
    server.db.prepare<[number], { phone: string; campaign_json: string; form: string; product_id: number | null }>(
      'SELECT phone, campaign_json, form, product_id FROM deals WHERE id = ?',
    ).get(id);

  it('stores a JSON call-back request with its campaign marks upper-cased', async () => {
    const { body } = await http.postOk(
      '/ae/api/deal/add/',
      {
        formToken: 'demo-form-ae',
        name: 'Omar Al Farsi',
        phone: '050 765 4321',
        form: 'test-drive',
        productId: 1,
        utm_source: 'google',
        utm_medium: 'cpc',
        campaign: { gclid: 'abc123', utm_campaign: 'enduro' },
        ignored: 'yes',
      },
      dealSchema,
      {},
      201,
    );
    const marks = { GCLID: 'abc123', UTM_CAMPAIGN: 'enduro', UTM_MEDIUM: 'cpc', UTM_SOURCE: 'google' };
    expect(body).toMatchObject({ status: 'received', form: 'test-drive', phone: '+971507654321', campaign: marks });
    expect(dealRow(body.id)).toEqual({ phone: '+971507654321', campaign_json: JSON.stringify(marks), form: 'test-drive', product_id: 1 });
  });

  it('records the consent a call-back request was made under, without the marks it refused', async () => {
    const { body } = await http.postOk(
      '/ae/api/deal/add/',
      { formToken: 'demo-form-ae', name: 'Omar Al Farsi', phone: '050 765 4321', utm_source: 'google', clientId: '1.2', consent: { analytics: false, marketing: false } },
      dealSchema,
      {},
      201,
    );
    expect(body.campaign).toEqual({});
    const row = server.db
      .prepare<[number], { client_id: string | null; consent_json: string | null }>('SELECT client_id, consent_json FROM deals WHERE id = ?')
      .get(body.id);
    expect(row).toEqual({ client_id: null, consent_json: '{"analytics":false,"marketing":false}' });
  });

  it('accepts a form-encoded request, as HTML forms send it', async () => {
    const response = await fetch(http.url('/es/api/deal/add/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ formToken: 'demo-form-es', name: 'Lucía García', phone: '612 345 678', utm_source: 'instagram', 'campaign[gclid]': 'g-1', productId: '3' }).toString(),
    });
    expect(response.status).toBe(201);
    const body = dealSchema.parse(await response.json());
    expect(body).toMatchObject({ form: 'callback', phone: '+34612345678', campaign: { GCLID: 'g-1', UTM_SOURCE: 'instagram' } });
  });

  it('validates the phone for the country of the request', async () => {
    const error = await http.postError('/ae/api/deal/add/', { formToken: 'demo-form-ae', name: 'Lucía', phone: '+34 612 345 678' }, 422);
    expect(error.issues).toEqual([{ path: 'phone', message: 'a phone number of AE is required, this one is from ES' }]);
    expect((await http.postError('/ae/api/deal/add/', { formToken: 'demo-form-ae', name: 'Omar', phone: '050 12' }, 422)).issues?.[0]?.message).toBe('not a valid phone number for AE');
  });

  it.each([
    [{ phone: '050 123 4567' }, 'name'],
    [{ name: 'A', phone: '050 123 4567' }, 'name'],
    [{ name: '12345', phone: '050 123 4567' }, 'name'],
    [{ name: '<script>', phone: '050 123 4567' }, 'name'],
    [{ name: 'Omar' }, 'phone'],
    [{ name: 'Omar', phone: '050 123 4567', productId: 999_999 }, 'productId'],
    [{ name: 'Omar', phone: '050 123 4567', form: 'Call Me!' }, 'form'],
    [{ name: 'Omar', phone: '050 123 4567', utm_source: 'x'.repeat(201) }, 'utm_source'],
    [{ name: 'Omar', phone: '050 123 4567', email: 'nope' }, 'email'],
    [{ name: 'Omar', phone: '050 123 4567', pageUrl: 'javascript:alert(1)' }, 'pageUrl'],
    [{ name: 'Omar', phone: '050 123 4567', pageUrl: 'https://evil.example/ae_en/' }, 'pageUrl'],
    [{ name: 'Omar', phone: '050 123 4567', comment: 'call me\u0000 now' }, 'comment'],
    [{ name: 'Omar', phone: '050 123 4567', clientId: 'a\nb' }, 'clientId'],
  ])('refuses %o with a 422 on %s', async (body, path) => {
    const error = await http.postError('/ae/api/deal/add/', { formToken: 'demo-form-ae', ...body }, 422);
    expect(error.issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it('replays a repeated Idempotency-Key instead of storing the request twice', async () => {
    const before = count('deals');
    const request = { formToken: 'demo-form-ae', name: 'Omar', phone: '050 123 4567' };
    const first = await http.postOk('/ae/api/deal/add/', request, dealSchema, { 'Idempotency-Key': 'deal-1' }, 201);
    const second = await http.postOk('/ae/api/deal/add/', request, dealSchema, { 'Idempotency-Key': 'deal-1' }, 200);
    expect(second.body).toEqual(first.body);
    expect(count('deals')).toBe(before + 1);
  });

  it('refuses malformed JSON (400), an unknown media type (415) and a body over 16 KiB (413)', async () => {
    await http.postError('/ae/api/deal/add/', '{"name":', 400);
    await http.postError('/ae/api/deal/add/', 'name=Omar', 415, { 'Content-Type': 'text/plain' });
    await http.postError('/ae/api/deal/add/', { formToken: 'demo-form-ae', name: 'Omar', phone: '050 123 4567', comment: 'x'.repeat(17 * 1024) }, 413);
  });

  it('keeps a comment’s line breaks and a storefront page address', async () => {
    const { body } = await http.postOk(
      '/ae/api/deal/add/',
      { formToken: 'demo-form-ae', name: 'Omar', phone: '050 123 4567', comment: 'Line one\nLine two', pageUrl: 'http://localhost:3000/ae_en/product/x/' },
      dealSchema,
      {},
      201,
    );
    const row = server.db.prepare<[number], { comment: string; page_url: string }>('SELECT comment, page_url FROM deals WHERE id = ?').get(body.id);
    expect(row).toEqual({ comment: 'Line one\nLine two', page_url: 'http://localhost:3000/ae_en/product/x/' });
  });

  it('takes an accessibility feedback: its form name, message (the comment) and e-mail address, from a storefront page', async () => {
    const message = 'The size filter cannot be reached with the keyboard.\nI use NVDA.';
    const { body } = await http.postOk(
      '/es/api/deal/add/',
      { formToken: 'demo-form-es', name: 'Lucía García', phone: '+34 612 345 678', email: 'lucia@example.com', comment: message, form: 'accessibility-feedback', pageUrl: 'http://localhost:3000/es_es/accessibility/' },
      dealSchema,
      {},
      201,
    );
    expect(body).toMatchObject({ form: 'accessibility-feedback', phone: '+34612345678' });
    const row = server.db
      .prepare<[number], { form: string; email: string; comment: string; page_url: string }>('SELECT form, email, comment, page_url FROM deals WHERE id = ?')
      .get(body.id);
    expect(row).toEqual({ form: 'accessibility-feedback', email: 'lucia@example.com', comment: message, page_url: 'http://localhost:3000/es_es/accessibility/' });
  });

  it('refuses a missing or foreign CRM form token with a 403, storing nothing', async () => {
    const before = count('deals');
    await http.postError('/ae/api/deal/add/', { name: 'Omar', phone: '050 123 4567' }, 403);
    await http.postError('/ae/api/deal/add/', { formToken: 'demo-form-om', name: 'Omar', phone: '050 123 4567' }, 403);
    await http.postError('/ae/api/deal/add/', { formToken: ['demo-form-ae'], name: 'Omar', phone: '050 123 4567' }, 403);
    expect(count('deals')).toBe(before);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});

describe('a backend that serves a country’s prices without tax (REGIONAL_API_PRICES_WITHOUT_TAX)', () => {
  let withoutTax: TestServer;
  let client: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    withoutTax = await startTestServer(join(tmp.dir, 'without-tax.sqlite'), { pricesWithoutTax: ['ae'] });
    client = httpClient(withoutTax);
  });

  afterAll(() => withoutTax.close());

  it('says so in /init/shop, for that country only', async () => {
    expect((await client.getOk('/ae/api/init/shop', initShopSchema)).body.tax).toEqual({ name: 'VAT', rate: 500, includedInPrices: false });
    expect((await client.getOk('/om/api/init/shop', initShopSchema)).body.tax.includedInPrices).toBe(true);
  });

  it('adds the VAT on the discounted amount, the same database prices taken as prices without tax', async () => {
    const id = (await client.getOk('/ae/api/products/slug/raptor-125', productDetailSchema)).body.id;
    const product = (await client.getOk(`/ae/api/products/${id}`, productDetailSchema)).body;
    const { body } = await client.postOk('/ae/api/quotation/get', { cart: [{ product_id: id, quantity: 2, warranty: 'pro' }] }, quotationSchema);
    const linePrice = (product.price + 99_900) * 2;
    const discount = Math.round((product.price * 2) / 10);
    const taxes = Math.round(((linePrice - discount) * 5) / 100);
    expect(body).toMatchObject({
      taxIncluded: false,
      subTotalBeforeDiscounts: linePrice,
      discountsTotalAbs: discount,
      subTotalBeforeTaxation: linePrice - discount,
      taxesTotal: taxes,
      total: linePrice - discount + taxes,
      adjustments: [
        { type: 'offer', amount: -discount, offerSlug: 'enduro-season' },
        { type: 'tax', label: 'VAT 5 %', amount: taxes },
      ],
    });
    expect(body.lines[0]).toMatchObject({ linePrice, discount, taxes, total: linePrice - discount + taxes });
  });
});
