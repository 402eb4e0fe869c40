import { z } from './zod';
import { imageSchema, isoDateTime, minorUnits, preOrderSchema } from './common';
import { captchaFieldSchema } from './captcha';

/**
 * The warranty a cart line carries (SPEC §9): Basic is free, Pro costs 999 in major units of the
 * region's currency, per piece. The backend prices it; the storefront only names it.
 */
export const WARRANTIES = ['basic', 'pro'] as const;
export type Warranty = (typeof WARRANTIES)[number];

/**
 * A cart line as the storefront keeps it (SPEC §3 "Cart item", plus its warranty). A line is a
 * product with its warranty: a product may come once with each warranty, never twice with the same.
 */
const cartItemSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(999),
  /** Absent means 'basic'. */
  warranty: z.enum(WARRANTIES).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const quotationLineSchema = z.object({
  productId: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  image: imageSchema,
  quantity: z.number().int().min(1).max(999),
  /** Catalogue price of one unit. */
  unitPrice: minorUnits(),
  /** The line's warranty ('basic' when the request named none). */
  warranty: z.enum(WARRANTIES),
  /** Price of the warranty for one unit: 0 for basic, 999 major units of the currency for pro. */
  warrantyUnitPrice: minorUnits().nonnegative(),
  /** (unitPrice + warrantyUnitPrice) × quantity. */
  linePrice: minorUnits(),
  /** Offer discount on the line (positive): a percentage of unitPrice × quantity, never of the warranty. */
  discount: minorUnits().nonnegative(),
  /** The offer that gave the discount, or null. */
  offerSlug: z.string().nullable(),
  /** Tax on linePrice − discount: added to it, or the part of it that is tax when the quotation's `taxIncluded`. */
  taxes: minorUnits().nonnegative(),
  /** What the shopper pays for the line: linePrice − discount + taxes, or linePrice − discount when `taxIncluded`. */
  total: minorUnits(),
  stock: z.number().int().nonnegative(),
  /** The product is a pre-order (ordered before it arrives, on `expectedAt`); null otherwise. Orders keep it. */
  preOrder: preOrderSchema.nullable(),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

const adjustmentSchema = z.object({
  type: z.enum(['offer', 'tax']),
  label: z.string(),
  /** Negative for a discount, positive for a tax (contained in the prices when the quotation's `taxIncluded`). */
  amount: minorUnits(),
  offerSlug: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/**
 * The priced cart (SPEC §3 "Cart quotation"). All amounts are integer minor units; every total is the
 * sum of the lines', and total = subTotalBeforeTaxation + taxesTotal. Prices without tax
 * (`taxIncluded: false`): subTotalBeforeTaxation = subTotalBeforeDiscounts − discountsTotalAbs, the tax
 * comes on top. Prices with tax (`taxIncluded: true`): total = subTotalBeforeDiscounts −
 * discountsTotalAbs, of which taxesTotal is tax (docs/regional-api.md "Tax in prices", worked examples).
 */
export const quotationSchema = z.object({
  currency: z.string().length(3),
  fractionDigits: z.number().int().min(0).max(4),
  /** VAT rate in basis points (500 = 5 %). */
  taxRate: z.number().int().min(0).max(10_000),
  /**
   * The catalogue prices and so the lines' prices include the tax, and the total contains it rather than
   * adding it. A backend that predates the field sent prices without tax.
   */
  taxIncluded: z.boolean().default(false),
  subTotalBeforeDiscounts: minorUnits().nonnegative(),
  discountsTotalAbs: minorUnits().nonnegative(),
  subTotalBeforeTaxation: minorUnits().nonnegative(),
  taxesTotal: minorUnits().nonnegative(),
  total: minorUnits().nonnegative(),
  adjustments: z.array(adjustmentSchema),
  lines: z.array(quotationLineSchema),
});
export type Quotation = z.infer<typeof quotationSchema>;

const customerSchema = z.object({
  name: z.string(),
  /** E.164, as the backend normalised it. */
  phone: z.string(),
  email: z.string().nullable(),
});

const deliverySchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('pickup'), storeUuid: z.uuid() }),
  z.object({ method: z.literal('courier'), citySlug: z.string(), address: z.string() }),
]);

export const PAYMENT_METHODS = ['card-online', 'instalments', 'card-in-store', 'cash', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Methods paid on the payment provider's hosted page before the order is fulfilled: a card where the
 * country's `features.hasOnlinePayment` is set, instalments where `features.hasTabby` is set and the
 * total is within `/init/shop` `instalments` limits (docs/regional-api.md "Paying online").
 */
const ONLINE_PAYMENT_METHODS = ['card-online', 'instalments'] as const satisfies readonly PaymentMethod[];
export const isOnlinePayment = (method: PaymentMethod): method is (typeof ONLINE_PAYMENT_METHODS)[number] =>
  (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * What the shopper is told of an order. `new`: placed, paid on pickup, in cash or by transfer. An order
 * paid online is `awaiting_payment` until the provider's signed confirmation says `paid`, or that the
 * payment was declined (`payment_failed`), abandoned on the provider's page (`payment_cancelled`) or ran
 * out of time (`payment_expired`); those three may try again. `confirmed` and `cancelled` are the back
 * office's. The transitions are drawn in docs/regional-api.md "Paying online".
 */
const ORDER_STATUSES = ['new', 'awaiting_payment', 'paid', 'payment_failed', 'payment_cancelled', 'payment_expired', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What the shopper allowed when the order or deal was made (the storefront's consent manager): without
 * `marketing` the backend keeps no campaign marks, without `analytics` no client id, whatever else the
 * body carries. Absent: not told (a client that predates it); the marks are kept as sent.
 */
const consentRecordSchema = z.object({ analytics: z.boolean(), marketing: z.boolean() });

/**
 * `POST /orders` body (JSON). Send an `Idempotency-Key` header (1–255 visible ASCII characters):
 * repeating a request with the same key returns the first order instead of creating another.
 */
export const orderRequestSchema = z.object({
  cart: z.array(cartItemSchema).min(1).max(100),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }),
  delivery: deliverySchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  comment: z.string().max(1000).optional(),
  /** Campaign marks (utm_*, gclid), as the storefront stored them. */
  campaign: z.record(z.string(), z.string()).optional(),
  /** Analytics client id from the `_ga` cookie. */
  clientId: z.string().optional(),
  consent: consentRecordSchema.optional(),
  /**
   * For an online method, required: the storefront page the provider sends the shopper back to, with
   * `{order}` where the order's slug goes (`https://…/ae_en/cart/{order}/`).
   */
  returnUrl: z.string().max(2000).optional(),
  /** Where the country's `features.hasCaptcha` is set, required: a solved captcha (docs/regional-api.md "Captcha"). */
  captcha: captchaFieldSchema.optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** `POST /orders` (201, or 200 for a replayed key) and `GET /orders/{slug}`. */
export const orderSchema = z.object({
  /** Unguessable: the slug is what lets a shopper read the order back. */
  slug: z.string().regex(/^[a-z0-9]{24}$/),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: isoDateTime(),
  customer: customerSchema,
  delivery: deliverySchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /**
   * While `awaiting_payment`: the provider's hosted page of the open payment session, where the shopper
   * pays (or goes back to pay); null once the order is paid, when no session is open, or when the
   * provider could not be reached (`POST /orders/{slug}/payment` opens a new one).
   */
  paymentUrl: z.url().nullable(),
  /** When the open payment session runs out (`paymentUrl` stops working), or null. */
  paymentExpiresAt: isoDateTime().nullable(),
  /** When the provider confirmed the payment, or null. */
  paidAt: isoDateTime().nullable(),
  comment: z.string().nullable(),
  quotation: quotationSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `POST /deal/add/` body, JSON or form-encoded: a call-back request for the CRM. Any field named
 * `utm_*` or `gclid` (top level or inside `campaign`) is kept as a campaign mark. `formToken` is the
 * region's CRM form token (SPEC §1): without the right one the backend answers 403; `pageUrl` must be a
 * page of the storefront.
 */
export const dealRequestSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  comment: z.string().optional(),
  form: z.string().optional(),
  productId: z.union([z.number(), z.string()]).optional(),
  pageUrl: z.string().optional(),
  formToken: z.string(),
  clientId: z.string().optional(),
  campaign: z.record(z.string(), z.string()).optional(),
  consent: consentRecordSchema.optional(),
  /** Where the country's `features.hasCaptcha` is set, required: a solved captcha (docs/regional-api.md "Captcha"). */
  captcha: captchaFieldSchema.optional(),
});
export type DealRequest = z.infer<typeof dealRequestSchema>;

/** `POST /deal/add/` answer (201). */
export const dealSchema = z.object({
  id: z.number().int().positive(),
  status: z.literal('received'),
  form: z.string(),
  phone: z.string(),
  /** Campaign marks as stored: keys upper-cased (SPEC §3). */
  campaign: z.record(z.string(), z.string()),
  createdAt: isoDateTime(),
});
export type Deal = z.infer<typeof dealSchema>;
