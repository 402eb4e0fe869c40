import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutDraftKey, clearCheckoutDraft, hasCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';
import type { CheckoutValues } from './checkout-schema';

const values: CheckoutValues = {
  name: 'Fatima Al Zahra',
  phone: { country: 'AE', national: '501234567', e164: '+971501234567', complete: true },
  email: 'fatima@example.com',
  delivery: 'courier',
  storeUuid: '',
  citySlug: 'dubai',
  address: 'Al Wasl Road 12',
  payment: 'card-online',
  comment: 'Ring twice',
};

const stored = (region = 'ae') => window.sessionStorage.getItem(checkoutDraftKey(region));

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the checkout draft (session storage, per region)', () => {
  it('keeps contact, delivery and comment, and never the payment', () => {
    saveCheckoutDraft('ae', values);
    expect(JSON.parse(stored() ?? '{}')).not.toHaveProperty('payment');
    const { payment: _payment, ...kept } = values;
    expect(readCheckoutDraft('ae')).toEqual(kept);
    expect(hasCheckoutDraft('ae')).toBe(true);
  });

  it('is per region, and forgotten when cleared', () => {
    saveCheckoutDraft('ae', values);
    expect(readCheckoutDraft('om')).toBeNull();
    clearCheckoutDraft('ae');
    expect(stored()).toBeNull();
    expect(hasCheckoutDraft('ae')).toBe(false);
  });

  it('reads what is well formed and leaves out the rest, a payment written by hand included', () => {
    window.sessionStorage.setItem(
      checkoutDraftKey('ae'),
      JSON.stringify({
        name: 'Fatima',
        email: 42,
        delivery: 'drone',
        address: 'x'.repeat(5000),
        phone: { country: 'AE', national: '50-123', e164: '', complete: false },
        payment: 'cash',
        comment: 'ok',
      }),
    );
    expect(readCheckoutDraft('ae')).toEqual({ name: 'Fatima', comment: 'ok' });
  });

  it.each(['not json', '[]', '"text"', 'null', '42', '{}'])('takes %j as no draft, without an error', (value) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(checkoutDraftKey('ae'), value);
    expect(readCheckoutDraft('ae')).toBeNull();
  });

  it('works without storage (switched off, or full)', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => saveCheckoutDraft('ae', values)).not.toThrow();
    expect(readCheckoutDraft('ae')).toBeNull();
    expect(() => clearCheckoutDraft('ae')).not.toThrow();
  });
});
