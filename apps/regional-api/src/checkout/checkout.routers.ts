import { createHash } from 'node:crypto';
import { Router } from 'express';
import { isOnlinePayment, PAYMENT_METHODS, type Order, type OrderStatus, type PaymentMethod, type Quotation } from '@storefront/api-client/contract';
import type { CaptchaVerifier } from '../captcha/captcha';
import type { CountryCode } from '../countries';
import { COUNTRY_SETTINGS, INSTALMENTS } from '../country-settings';
import { bodyOf, jsonBody, jsonOrFormBody } from '../http/body';
import { countryOf } from '../http/country';
import { forbidden, HttpError, notFound, unprocessable, type Issue } from '../http/http-error';
import { negotiateLocale, setContentLanguage } from '../http/negotiate-locale';
import { echo } from '../http/path-params';
import { localeQuery, parseQuery } from '../http/query';
import { tokensEqual } from '../http/tokens';
import type { StoresRepository } from '../places/stores.repository';
import type { CitiesRepository } from '../places/cities.repository';
import { campaignMarks, cleanEmail, consentedTracking, consentOf, cleanName, cleanPageUrl, cleanPhone, cleanText, idempotencyKeyOf } from './contacts';
import type { DealsRepository } from './deals.repository';
import type { OrdersRepository } from './orders.repository';
import type { Payments } from '../payments/payments';
import type { Pricing } from './pricing';
import { validateCart } from './quotation';

/** Carts of 100 lines fit in a few kilobytes; these limits leave room and stop abuse early (413). */
const QUOTATION_LIMIT_BYTES = 32 * 1024;
const ORDER_LIMIT_BYTES = 64 * 1024;
const DEAL_LIMIT_BYTES = 16 * 1024;

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const ORDER_SLUG = /^[a-z0-9]{24}$/;

/** The statuses from which an order may be paid again (or, awaiting, get the page it has). */
const RETRYABLE: ReadonlySet<OrderStatus> = new Set(['awaiting_payment', 'payment_failed', 'payment_cancelled', 'payment_expired']);

const conflict = () =>
  new HttpError(422, 'This Idempotency-Key was already used with a different request; use a new key for a new request');

/** `POST /{country}/api/quotation/get`: prices `{ cart }` from the database (see computeQuotation). */
export function createQuotationRouter(pricing: Pricing, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  router.post('/get', ...jsonBody(QUOTATION_LIMIT_BYTES), (req, res) => {
    const country = countryOf(req);
    const locale = negotiateLocale(req, parseQuery(localeQuery, req.query).locale);
    const body = bodyOf(req, 'JSON');
    const items = validateCart(body['cart']);
    const quotation: Quotation = pricing(country, items, locale, now().toISOString());
    setContentLanguage(res, locale).json(quotation);
  });
  return router;
}

export interface OrdersDeps {
  orders: OrdersRepository;
  stores: StoresRepository;
  cities: CitiesRepository;
  pricing: Pricing;
  payments: Payments;
  /** The storefront's origins: the provider may send the shopper back only to one of their pages. */
  storefrontOrigins: readonly string[];
  now: () => Date;
  /** Where the country asks for one (`features.hasCaptcha`), the order's solved captcha is checked and spent. */
  captcha?: CaptchaVerifier;
}

/** Where the slug goes in an order's `returnUrl`. */
const ORDER_PLACEHOLDER = '{order}';
/** A slug's shape (24 base32 characters) that no real page address holds: the placeholder while the URL is checked. */
const SLUG_STAND_IN = 'zzzzzzzzzzzzzzzzzzzzzzzz';

/**
 * An online method's `returnUrl`: a page of the storefront with `{order}` once, where the slug goes
 * (the slug does not exist before the order does).
 */
function cleanReturnUrl(value: unknown, origins: ReadonlySet<string>, issues: Issue[]): string | null {
  if (typeof value !== 'string' || value.split(ORDER_PLACEHOLDER).length !== 2) {
    issues.push({ path: 'returnUrl', message: `an online payment needs the storefront page to come back to, with ${ORDER_PLACEHOLDER} for the order` });
    return null;
  }
  // Checked and normalised with a stand-in for the slug, which is put back as the placeholder.
  const page = cleanPageUrl(value.replace(ORDER_PLACEHOLDER, SLUG_STAND_IN), 'returnUrl', origins, issues);
  return page && page.replace(SLUG_STAND_IN, ORDER_PLACEHOLDER);
}

/**
 * Which methods the country takes (docs/regional-api.md "Paying online"): a card online only where
 * `hasOnlinePayment`, instalments only where `hasTabby` and the total is within the plan's limits.
 */
function checkMethodAvailable(country: CountryCode, method: PaymentMethod, quotation: Quotation, issues: Issue[]): void {
  const { features } = COUNTRY_SETTINGS[country];
  if (method === 'card-online' && !features.hasOnlinePayment) issues.push({ path: 'paymentMethod', message: `no card payment online in ${country}` });
  if (method !== 'instalments') return;
  const terms = features.hasTabby ? INSTALMENTS[country] : undefined;
  const major = quotation.total / 10 ** quotation.fractionDigits;
  if (!terms) issues.push({ path: 'paymentMethod', message: `no instalments in ${country}` });
  else if (major < terms.minMajor || major > terms.maxMajor) {
    issues.push({ path: 'paymentMethod', message: `instalments take totals of ${terms.minMajor} to ${terms.maxMajor} ${quotation.currency}` });
  }
}

/**
 * `POST /{country}/api/orders` and `GET /orders/{slug}`. An order is priced like a quotation at the
 * moment it is placed, and that quotation is stored with it: reading it back never re-prices.
 */
export function createOrdersRouter({ orders, stores, cities, pricing, payments, storefrontOrigins, now, captcha }: OrdersDeps): Router {
  const router = Router({ mergeParams: true });
  const origins: ReadonlySet<string> = new Set(storefrontOrigins);

  router.post('/', ...jsonBody(ORDER_LIMIT_BYTES), async (req, res) => {
    const country = countryOf(req);
    const locale = negotiateLocale(req, parseQuery(localeQuery, req.query).locale);
    const idempotencyKey = idempotencyKeyOf(req.get('idempotency-key'));
    const body = bodyOf(req, 'JSON');
    const { iso2 } = COUNTRY_SETTINGS[country];

    const issues: Issue[] = [];
    const customerBody = typeof body['customer'] === 'object' && body['customer'] !== null ? (body['customer'] as Record<string, unknown>) : {};
    if (typeof body['customer'] !== 'object' || body['customer'] === null) issues.push({ path: 'customer', message: 'is required: { name, phone, email? }' });
    const customer = {
      name: cleanName(customerBody['name'], 'customer.name', issues),
      phone: cleanPhone(customerBody['phone'], iso2, 'customer.phone', issues),
      email: cleanEmail(customerBody['email'], 'customer.email', issues),
    };

    let delivery: Order['delivery'] | undefined;
    const deliveryBody = body['delivery'] as Record<string, unknown> | undefined;
    if (deliveryBody?.['method'] === 'pickup') {
      const uuid = typeof deliveryBody['storeUuid'] === 'string' ? deliveryBody['storeUuid'] : '';
      const store = /^[0-9a-f-]{36}$/i.test(uuid) ? stores.findByUuid(country, uuid, locale) : undefined;
      if (store) delivery = { method: 'pickup', storeUuid: store.uuid };
      else issues.push({ path: 'delivery.storeUuid', message: `no store ${echo(uuid, 40)} in ${country}` });
    } else if (deliveryBody?.['method'] === 'courier') {
      const citySlug = typeof deliveryBody['citySlug'] === 'string' ? deliveryBody['citySlug'] : '';
      const known = cities.list({ country }, locale, 999, 0).some((city) => city.slug === citySlug);
      const address = cleanText(deliveryBody['address'], 'delivery.address', 300, issues, { multiline: true });
      if (!known) issues.push({ path: 'delivery.citySlug', message: `no city ${echo(citySlug, 40)} in ${country}` });
      if (!address) issues.push({ path: 'delivery.address', message: 'an address is required for courier delivery' });
      if (known && address) delivery = { method: 'courier', citySlug, address };
    } else {
      issues.push({ path: 'delivery.method', message: 'must be pickup (with storeUuid) or courier (with citySlug and address)' });
    }

    const paymentMethod = body['paymentMethod'];
    const known = typeof paymentMethod === 'string' && (PAYMENT_METHODS as readonly string[]).includes(paymentMethod);
    if (!known) issues.push({ path: 'paymentMethod', message: `must be one of ${PAYMENT_METHODS.join(', ')}` });
    const online = known && isOnlinePayment(paymentMethod as PaymentMethod);
    const returnUrl = online ? cleanReturnUrl(body['returnUrl'], origins, issues) : null;
    const comment = cleanText(body['comment'], 'comment', 1000, issues, { multiline: true });
    const consent = consentOf(body, issues);
    const { campaign, clientId } = consentedTracking(consent, campaignMarks(body, issues), cleanText(body['clientId'], 'clientId', 100, issues));

    let items: ReturnType<typeof validateCart> = [];
    try {
      items = validateCart(body['cart']);
      if (items.length === 0) issues.push({ path: 'cart', message: 'an order needs at least one line' });
    } catch (error) {
      if (error instanceof HttpError && error.issues) issues.push(...error.issues);
      else throw error;
    }
    if (issues.length > 0) throw unprocessable(issues);

    const createdAt = now().toISOString();
    const quotation = pricing(country, items, locale, createdAt);
    checkMethodAvailable(country, paymentMethod as PaymentMethod, quotation, issues);
    // Last: a solution is spent only by a request that is otherwise valid.
    await captcha?.check(country, body['captcha'], issues, idempotencyKey);
    if (issues.length > 0) throw unprocessable(issues);
    // A basic line hashes as it did before lines had a warranty, so keys stored then still replay;
    // a pro line hashes with its warranty, so the same key with another warranty is a conflict.
    const hashedItems = items.map(({ warranty, ...item }) => (warranty === 'basic' ? item : { ...item, warranty }));
    // The return page and the consent join the hash only when there are some, so keys stored before still replay.
    const request = { items: hashedItems, customer, delivery, paymentMethod, comment, campaign, clientId, ...(returnUrl ? { returnUrl } : {}), ...(consent ? { consent } : {}) };
    const result = orders.create({
      country,
      idempotencyKey,
      requestHash: hashOf(request),
      locale,
      customer,
      delivery: delivery as Order['delivery'],
      paymentMethod: paymentMethod as Order['paymentMethod'],
      returnUrl,
      comment,
      campaign,
      clientId,
      consent,
      quotation,
      createdAt,
    }, now());
    if (result.kind === 'conflict') throw conflict();
    let order = result.order;
    // A new order paid online gets its payment page now; a replay answers what the first request stored.
    if (result.kind === 'created' && online) {
      const payable = payments.findOrder(country, order.slug);
      if (payable) await payments.startSession(country, payable);
      order = orders.findBySlug(country, order.slug, now()) ?? order;
    }
    res.location(`${req.baseUrl}/${order.slug}`);
    if (result.kind === 'replayed') res.setHeader('Idempotent-Replayed', 'true');
    res.status(result.kind === 'created' ? 201 : 200).json(order);
  });

  router.get('/:slug', (req, res) => {
    const country = countryOf(req);
    parseQuery(localeQuery, req.query);
    const slug = req.params['slug'] ?? '';
    const order = ORDER_SLUG.test(slug) ? orders.findBySlug(country, slug, now()) : undefined;
    if (!order) throw notFound(`No order ${echo(slug, 40)} in ${country}`);
    res.setHeader('Cache-Control', 'no-store');
    res.json(order);
  });

  /**
   * `POST /orders/{slug}/payment`: pay an order again after a payment failed, was cancelled or ran out,
   * or when the provider could not be reached: a new session of the same order (never a second order).
   * While a session is still open it is answered as it is: the shopper goes back to the same page.
   */
  router.post('/:slug/payment', async (req, res) => {
    const country = countryOf(req);
    parseQuery(localeQuery, req.query);
    const slug = req.params['slug'] ?? '';
    const order = ORDER_SLUG.test(slug) ? orders.findBySlug(country, slug, now()) : undefined;
    const payable = order && payments.findOrder(country, slug);
    if (!order || !payable) throw notFound(`No order ${echo(slug, 40)} in ${country}`);
    res.setHeader('Cache-Control', 'no-store');
    if (!isOnlinePayment(order.paymentMethod)) throw new HttpError(409, 'This order is paid offline');
    if (!RETRYABLE.has(order.status)) throw new HttpError(409, `This order is ${order.status.replace('_', ' ')}`);
    if (order.paymentUrl) return void res.json(order);
    const started = await payments.startSession(country, payable);
    if (started.kind === 'unavailable') {
      res.setHeader('Retry-After', '30');
      throw new HttpError(503, 'The payment provider could not be reached; the order is kept, try again in a moment');
    }
    res.json(orders.findBySlug(country, slug, now()));
  });

  return router;
}

const FORM = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface DealsDeps {
  deals: DealsRepository;
  /** SPEC §1: the CRM form token each country's forms must carry (`formSite`). */
  formTokens: Readonly<Record<CountryCode, string>>;
  /** The storefront's origins: a deal's `pageUrl` must be a page of one of them. */
  storefrontOrigins: readonly string[];
  now: () => Date;
  /** Where the country asks for one (`features.hasCaptcha`), the deal's solved captcha is checked and spent. */
  captcha?: CaptchaVerifier;
}

/**
 * `POST /{country}/api/deal/add/`: a call-back request for the CRM, JSON or form-encoded. The form
 * token must be the country's (403 otherwise, as the CRM refuses a foreign form); name and phone are
 * required (the phone must belong to the country); campaign marks are kept upper-cased. Where the
 * country asks for a captcha, a solved one is required too, and spent by the deal.
 */
export function createDealsRouter({ deals, formTokens, storefrontOrigins, now, captcha }: DealsDeps): Router {
  const router = Router({ mergeParams: true });
  const origins: ReadonlySet<string> = new Set(storefrontOrigins);
  router.post('/add', ...jsonOrFormBody(DEAL_LIMIT_BYTES), async (req, res) => {
    const country = countryOf(req);
    const locale = negotiateLocale(req, parseQuery(localeQuery, req.query).locale);
    const idempotencyKey = idempotencyKeyOf(req.get('idempotency-key'));
    const body = bodyOf(req, 'JSON or application/x-www-form-urlencoded');
    const formToken = body['formToken'];
    if (typeof formToken !== 'string' || !tokensEqual(formToken, formTokens[country])) {
      throw forbidden(`formToken is not the CRM form token of ${country}`);
    }
    const { iso2 } = COUNTRY_SETTINGS[country];
    const issues: Issue[] = [];
    const name = cleanName(body['name'], 'name', issues);
    const phone = cleanPhone(body['phone'], iso2, 'phone', issues);
    const email = cleanEmail(body['email'], 'email', issues);
    const comment = cleanText(body['comment'], 'comment', 1000, issues, { multiline: true });
    const pageUrl = cleanPageUrl(body['pageUrl'], 'pageUrl', origins, issues);
    const consent = consentOf(body, issues);
    const form = body['form'] === undefined || body['form'] === '' ? 'callback' : body['form'];
    if (typeof form !== 'string' || !FORM.test(form)) issues.push({ path: 'form', message: 'must be a short lowercase name like callback or test-drive' });
    let productId: number | null = null;
    const rawProduct = body['productId'];
    if (rawProduct !== undefined && rawProduct !== '') {
      const id = typeof rawProduct === 'number' ? rawProduct : typeof rawProduct === 'string' && /^\d{1,15}$/.test(rawProduct) ? Number(rawProduct) : NaN;
      if (!Number.isSafeInteger(id) || id < 1 || !deals.productSold(country, id)) issues.push({ path: 'productId', message: `no product ${echo(rawProduct, 20)} is sold here` });
      else productId = id;
    }
    const { campaign, clientId } = consentedTracking(consent, campaignMarks(body, issues), cleanText(body['clientId'], 'clientId', 100, issues));
    // Last: the solution is spent only when nothing else is wrong (the captcha's own rule).
    await captcha?.check(country, body['captcha'], issues, idempotencyKey);
    if (issues.length > 0) throw unprocessable(issues);

    const request = { form, name, phone, email, comment, productId, pageUrl, campaign, clientId, formToken, ...(consent ? { consent } : {}) };
    const result = deals.create({
      country,
      form: form as string,
      name,
      phone,
      email,
      comment,
      productId,
      pageUrl,
      campaign,
      clientId,
      consent,
      formToken,
      locale,
      idempotencyKey,
      requestHash: hashOf(request),
      createdAt: now().toISOString(),
    });
    if (result.kind === 'conflict') throw conflict();
    if (result.kind === 'replayed') res.setHeader('Idempotent-Replayed', 'true');
    res.status(result.kind === 'created' ? 201 : 200).json(result.deal);
  });
  return router;
}
