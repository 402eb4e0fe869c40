import { orderRequestSchema, z, type OrderRequest } from '@storefront/api-client/contract';
import type { PhoneValue } from '@storefront/ui';
import { commentFieldSchema, emailFieldSchema, nameFieldSchema, phoneFieldSchema } from '../forms/field-schemas';
import { ADDRESS_MAX_LENGTH, choiceProblem, requiredTextProblem, type FieldProblem } from '../forms/field-rules';

const DELIVERY_METHODS = ['pickup', 'courier'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type PaymentMethod = OrderRequest['paymentMethod'];

/** Every payment method of the contract, in the order the form offers them. */
export const PAYMENT_METHODS = ['card-online', 'card-in-store', 'cash', 'bank-transfer'] as const satisfies readonly PaymentMethod[];

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
}

/** The fields that can be wrong (the delivery method is a choice between two, always made). */
export type CheckoutField = Exclude<keyof CheckoutValues, 'delivery'>;

/** The order's fields as the form sends them: `POST /orders` without the cart's lines and the campaign fields. */
export type CheckoutOrder = Omit<OrderRequest, 'cart' | 'campaign' | 'clientId'>;

/** The payment method a form starts with: online where the region takes cards online, else card on pickup or delivery. */
export const defaultPayment = (features: { hasOnlinePayment: boolean }): PaymentMethod =>
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
    ({ name, phone, email, delivery, storeUuid, citySlug, address, payment, comment }): CheckoutOrder => ({
      customer: { name, phone, ...(email ? { email } : {}) },
      delivery: delivery === 'pickup' ? { method: 'pickup', storeUuid } : { method: 'courier', citySlug, address: address.trim() },
      paymentMethod: payment,
      ...(comment ? { comment } : {}),
    }),
  )
  .pipe(orderRequestSchema.omit({ cart: true, campaign: true, clientId: true }));
