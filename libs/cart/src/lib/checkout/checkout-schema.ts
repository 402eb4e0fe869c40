import type { InitShop } from '@storefront/api-client';
import { orderRequestSchema, z, type OrderRequest } from '@storefront/api-client/contract';
import type { PhoneValue } from '@storefront/ui';
import { captchaFieldSchema, commentFieldSchema, emailFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { ADDRESS_MAX_LENGTH, choiceProblem, requiredTextProblem, type FieldProblem } from '../forms/field-rules';
import { instalmentPlan, type InstalmentTerms } from '../instalments/instalment-plan';

const DELIVERY_METHODS = ['pickup', 'courier'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type PaymentMethod = OrderRequest['paymentMethod'];

/** Every payment method of the contract, in the order the form offers them. */
const PAYMENT_METHODS = ['card-online', 'instalments', 'card-in-store', 'cash', 'bank-transfer'] as const satisfies readonly PaymentMethod[];

/** What of the region's `/init/shop` the checkout needs: which methods it takes, and the instalments' terms. */
export interface CheckoutFeatures extends Pick<InitShop['features'], 'hasOnlinePayment' | 'hasTabby'> {
  instalments?: InstalmentTerms | null | undefined;
  /** Ask for the captcha (`features.hasCaptcha`; issue 32). */
  hasCaptcha?: boolean | undefined;
}

/**
 * The methods offered for a total (docs/regional-api.md "Paying online"): a card online where the region
 * takes one, instalments where it has them and the total is within their limits, and the offline three.
 */
export const offeredPaymentMethods = (features: CheckoutFeatures, total: number): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) =>
    method === 'card-online' ? features.hasOnlinePayment
    : method === 'instalments' ? features.hasTabby && !!features.instalments && instalmentPlan(total, features.instalments) !== null
    : true,
  );

/** What the shopper fills in. */
export interface CheckoutValues {
  name: string;
  phone: PhoneValue;
  email: string;
  delivery: DeliveryMethod;
  /** The pickup store (`Store.uuid`). */
  storeUuid: string;
  /** The courier's city (`City.slug`). */
  citySlug: string;
  address: string;
  payment: PaymentMethod;
  comment: string;
  /** The captcha's solution where the region asks for one (`''` until solved); null or absent where it does not. */
  captcha?: string | null;
}

/** The fields that can be wrong (the delivery method is a choice between two, always made). */
export type CheckoutField = Exclude<keyof CheckoutValues, 'delivery'>;

/** The order's fields as the form sends them: `POST /orders` without the cart's lines and the campaign fields. */
export type CheckoutOrder = Omit<OrderRequest, 'cart' | 'campaign' | 'clientId' | 'returnUrl'>;

/** The payment method a form starts with: online where the region takes cards online, else card on pickup or delivery. */
export const defaultPayment = (features: Pick<CheckoutFeatures, 'hasOnlinePayment'>): PaymentMethod =>
  features.hasOnlinePayment ? 'card-online' : 'card-in-store';

const issue = (path: CheckoutField, problem: FieldProblem | undefined) => (problem ? [{ path, problem }] : []);

/**
 * The checkout's validation (SPEC §4): each field's rule, the delivery's own fields (a store for a
 * pickup, a city and an address for a courier), then the values turned into the order's fields and
 * checked against the contract's `orderRequestSchema`. Every problem is found in one pass.
 */
export const checkoutSchema = z
  .object({
    name: nameFieldSchema,
    phone: phoneFieldSchema,
    email: emailFieldSchema,
    delivery: z.enum(DELIVERY_METHODS),
    storeUuid: z.string(),
    citySlug: z.string(),
    address: z.string(),
    payment: z.enum(PAYMENT_METHODS, { error: () => 'required' satisfies FieldProblem }),
    comment: commentFieldSchema,
    captcha: captchaFieldSchema,
  })
  .superRefine(
    ({ delivery, storeUuid, citySlug, address }, context) => {
      const problems =
        delivery === 'pickup'
          ? issue('storeUuid', choiceProblem(storeUuid))
          : [...issue('citySlug', choiceProblem(citySlug)), ...issue('address', requiredTextProblem(address, ADDRESS_MAX_LENGTH))];
      for (const { path, problem } of problems) context.addIssue({ code: 'custom', path: [path], message: problem });
    },
    // The delivery's fields are checked even when another field is wrong: the shopper hears of all at once.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(
    ({ name, phone, email, delivery, storeUuid, citySlug, address, payment, comment, captcha }): CheckoutOrder => ({
      customer: { name, phone, ...(email ? { email } : {}) },
      delivery: delivery === 'pickup' ? { method: 'pickup', storeUuid } : { method: 'courier', citySlug, address: address.trim() },
      paymentMethod: payment,
      ...(comment ? { comment } : {}),
      ...(captcha ? { captcha } : {}),
    }),
  )
  .pipe(orderRequestSchema.omit({ cart: true, campaign: true, clientId: true, returnUrl: true }));
