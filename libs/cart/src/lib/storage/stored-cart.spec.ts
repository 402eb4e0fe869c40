import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLineCount, cartStorageKey, notifyCartStored, storedCartLineCount, subscribeToStoredCarts } from './stored-cart';

afterEach(() => {
  // Before clearing: a spec may have switched storage off.
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('cartLineCount', () => {
  it('counts the lines of the stored cart of a region', () => {
    expect(cartStorageKey('ae')).toBe('cartItems_ae');
    expect(cartLineCount(JSON.stringify([{ product_id: 1, quantity: 2, warranty: 'pro' }, { product_id: 7, quantity: 1 }]))).toBe(2);
  });

  it.each([
    null,
    '',
    'not json',
    '{"product_id":1}',
    '[{"product_id":"x","quantity":1}]',
    '[{"product_id":1,"quantity":0}]',
    '[{"product_id":1,"quantity":"2"}]',
    '[null,1,"x"]',
    '[{"product_id":0,"quantity":1}]',
  ])('counts %j as an empty cart', (stored) => {
    expect(cartLineCount(stored)).toBe(0);
  });

  it('counts a line with an unknown warranty, which the cart restores as basic', () => {
    expect(cartLineCount('[{"product_id":1,"quantity":1,"warranty":"gold"}]')).toBe(1);
  });
});

describe('storedCartLineCount', () => {
  it("reads the region's stored cart", () => {
    window.localStorage.setItem('cartItems_ae', '[{"product_id":1,"quantity":1}]');
    expect(storedCartLineCount('ae')).toBe(1);
    expect(storedCartLineCount('om')).toBe(0);
  });

  it('counts 0 when storage is switched off', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedCartLineCount('ae')).toBe(0);
  });
});

describe('subscribeToStoredCarts', () => {
  it("hears this tab's notification and other tabs' storage events until unsubscribed", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredCarts(listener);
    notifyCartStored('ae');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems_ae' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems_ae' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
