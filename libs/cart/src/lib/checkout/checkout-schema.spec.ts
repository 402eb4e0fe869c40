import { orderRequestSchema } from '@storefront/api-client/contract';
import { describe, expect, it } from 'vitest';
import { callbackSchema } from '../callback/use-callback-form';
import { checkoutSchema, offeredPaymentMethods, type CheckoutValues } from './checkout-schema';

const STORE = '00000000-0000-4000-8000-000000000001';
const phone = { country: 'AE', national: '501234567', e164: '+971501234567', complete: true };
const filled: CheckoutValues = {
  name: '  Fatima   Al Zahra ',
  phone,
  email: '',
  delivery: 'pickup',
  storeUuid: STORE,
  citySlug: '',
  address: '',
  payment: 'cash',
  comment: '  ',
};

/** The problem of each field, as the form's resolver hands them to react-hook-form (path → message). */
function problems(result: { error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]));
}

describe('checkoutSchema', () => {
  it('turns a filled form into the order’s fields, which the contract’s orderRequestSchema takes', () => {
    const order = checkoutSchema.parse(filled);
    expect(order).toEqual({
      customer: { name: 'Fatima Al Zahra', phone: '+971501234567' },
      delivery: { method: 'pickup', storeUuid: STORE },
      paymentMethod: 'cash',
    });
    expect(orderRequestSchema.safeParse({ cart: [{ product_id: 1, quantity: 1 }], ...order }).success).toBe(true);
  });

  it('sends a courier’s city and trimmed address, the e-mail and the comment when given', () => {
    const order = checkoutSchema.parse({ ...filled, delivery: 'courier', citySlug: 'dubai', address: ' Marina 1 ', email: ' a@b.ae ', comment: ' Ring ' });
    expect(order).toMatchObject({
      customer: { email: 'a@b.ae' },
      delivery: { method: 'courier', citySlug: 'dubai', address: 'Marina 1' },
      comment: 'Ring',
    });
  });

  it('finds every problem in one pass, the delivery’s fields among them, as the rules name them', () => {
    const empty = { ...filled, name: '', phone: { ...phone, national: '5012', complete: false } };
    expect(problems(checkoutSchema.safeParse({ ...empty, storeUuid: '' }))).toEqual({ name: 'required', phone: 'incomplete', storeUuid: 'required' });
    expect(problems(checkoutSchema.safeParse({ ...empty, delivery: 'courier', email: 'no-at' }))).toEqual({
      name: 'required',
      phone: 'incomplete',
      email: 'invalid',
      citySlug: 'required',
      address: 'required',
    });
  });

  it('asks for a payment method the contract knows', () => {
    expect(problems(checkoutSchema.safeParse({ ...filled, payment: '' }))).toEqual({ payment: 'required' });
  });
});

describe('callbackSchema', () => {
  it('turns the fields into the deal’s, and names each problem', () => {
    expect(callbackSchema.parse({ name: ' Omar ', phone, comment: '' })).toEqual({ name: 'Omar', phone: '+971501234567' });
    const result = callbackSchema.safeParse({ name: '<b>', phone: { ...phone, national: '', complete: false }, comment: 'x'.repeat(1001) });
    expect(problems(result)).toEqual({ name: 'markup', phone: 'required', comment: 'tooLong' });
  });
});

describe('offeredPaymentMethods', () => {
  const terms = { provider: 'Tabby', count: 4, minTotal: 1_000, maxTotal: 2_000_000 };
  it('offers a card online only where the region takes one, instalments only within their limits', () => {
    const offline = ['card-in-store', 'cash', 'bank-transfer'];
    expect(offeredPaymentMethods({ hasOnlinePayment: true, hasTabby: true, instalments: terms }, 500_000)).toEqual(['card-online', 'instalments', ...offline]);
    expect(offeredPaymentMethods({ hasOnlinePayment: true, hasTabby: true, instalments: terms }, 2_000_001)).toEqual(['card-online', ...offline]);
    expect(offeredPaymentMethods({ hasOnlinePayment: true, hasTabby: true, instalments: terms }, 999)).toEqual(['card-online', ...offline]);
    expect(offeredPaymentMethods({ hasOnlinePayment: false, hasTabby: true, instalments: null }, 500_000)).toEqual(offline);
    expect(offeredPaymentMethods({ hasOnlinePayment: true, hasTabby: false, instalments: terms }, 500_000)).toEqual(['card-online', ...offline]);
  });
});
