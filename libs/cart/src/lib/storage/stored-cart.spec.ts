import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartLineCount,
  cartStorageKey,
  notifyCartStored,
  storedCartLineCount,
  storedCartLineCountScript,
  subscribeToStoredCarts,
} from './stored-cart';

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

describe('storedCartLineCountScript', () => {
  /** Runs the script as the page would, with `then` collecting the count. */
  const runScript = (region: string): number => {
    const counts: number[] = [];
    new Function('report', storedCartLineCountScript(region, 'report'))((count: number) => counts.push(count));
    expect(counts).toHaveLength(1);
    return counts[0] ?? -1;
  };

  it.each([
    null,
    '',
    'not json',
    '{"product_id":1}',
    '[null,1,"x"]',
    '[{"product_id":1.5,"quantity":1},{"product_id":1,"quantity":0}]',
    '[{"product_id":1,"quantity":2,"warranty":"pro"},{"product_id":7,"quantity":1},{"product_id":"7","quantity":1}]',
    '[{"product_id":1,"quantity":1,"warranty":"gold"}]',
  ])('counts %j as cartLineCount does', (stored) => {
    if (stored !== null) window.localStorage.setItem('cartItems_ae', stored);
    expect(runScript('ae')).toBe(cartLineCount(stored));
  });

  it('counts 0 when storage cannot be read', () => {
    window.localStorage.setItem('cartItems_ae', '[{"product_id":1,"quantity":1}]');
    // A page whose storage is switched off throws on the first touch of `localStorage`.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runScript('ae')).toBe(0);
  });

  it('keeps a key with markup inside the script', () => {
    const script = storedCartLineCountScript('a</script><b', 'f');
    expect(script).not.toContain('</script>');
    window.localStorage.setItem('cartItems_a</script><b', '[{"product_id":3,"quantity":1}]');
    expect(runScript('a</script><b')).toBe(1);
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
