import { createTestStore } from '@storefront/testing';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeToStoredCarts } from '../storage/stored-cart';
import type { CartLine } from './cart-line';
import { parseStoredCart } from './cart.persistence';
import { cartSlice, selectCartLines, selectCartLoading, selectCartRegion, selectDroppedLines } from './cart.slice';
import { addToCart, clearCart, refreshQuotation, removeOneFromCart, restoreCart, setCartQuantity } from './cart.thunks';
import { useCartSync } from './use-cart-sync';

const line = (product_id: number, quantity = 1, warranty: CartLine['warranty'] = 'basic'): CartLine => ({ product_id, quantity, warranty });
const stored = (region = 'ae') => window.localStorage.getItem(`cartItems_${region}`);
const store = (region: string, value: unknown) => window.localStorage.setItem(`cartItems_${region}`, typeof value === 'string' ? value : JSON.stringify(value));

// No backend (the test store's default): a quotation asked for fails, the lines are kept.
const makeStore = () => createTestStore({ slices: [cartSlice] }).store;

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  // Before clearing: a spec may have switched storage off.
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('parseStoredCart', () => {
  it('reads a stored list of lines', () => {
    expect(parseStoredCart(JSON.stringify([line(1, 2, 'pro'), line(7)]))).toEqual([line(1, 2, 'pro'), line(7)]);
  });

  it('gives an old line without a warranty, or one with an unknown warranty, the basic one', () => {
    expect(parseStoredCart('[{"product_id":1,"quantity":2}]')).toEqual([line(1, 2)]);
    expect(parseStoredCart('[{"product_id":1,"quantity":2,"warranty":"gold"}]')).toEqual([line(1, 2)]);
  });

  it('reads nothing stored as an empty cart, quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['not json', '{"product_id":1,"quantity":1}', '42', 'null', '"[]"'])(
    'boots an empty cart from %j, with a warning and no error',
    (value) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parseStoredCart(value, 'ae')).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain('cartItems_ae');
    },
  );

  it('drops lines of a bad shape and a second line of the same product with the same warranty, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const value = JSON.stringify([
      line(1),
      { product_id: '2', quantity: 1 },
      { product_id: 3, quantity: 0 },
      { product_id: 4, quantity: 1.5 },
      { product_id: -6, quantity: 1 },
      null,
      'x',
      line(1, 5),
      { product_id: 1, quantity: 3 },
      line(8, 2, 'pro'),
    ]);
    expect(parseStoredCart(value)).toEqual([line(1), line(8, 2, 'pro')]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps a product with each warranty as two lines; a cart stored with one line per product reads as it is', () => {
    expect(parseStoredCart(JSON.stringify([line(1, 2, 'pro'), line(1, 1)]))).toEqual([line(1, 2, 'pro'), line(1, 1)]);
    expect(parseStoredCart('[{"product_id":1,"quantity":2,"warranty":"pro"},{"product_id":7,"quantity":1}]')).toEqual([line(1, 2, 'pro'), line(7)]);
  });

  it('caps a stored quantity at what the backend accepts', () => {
    expect(parseStoredCart(JSON.stringify([line(1, 5000)]))).toEqual([line(1, 999)]);
  });
});

describe('cart persistence (SPEC §4: cartItems_{region})', () => {
  it('restores the region’s stored cart on first use, once per region', () => {
    store('ae', [line(1, 2, 'pro')]);
    store('om', [line(5)]);
    const cart = makeStore();
    cart.dispatch(restoreCart('ae'));
    expect(selectCartLines(cart.getState())).toEqual([line(1, 2, 'pro')]);
    store('ae', [line(9)]);
    cart.dispatch(restoreCart('ae'));
    expect(selectCartLines(cart.getState())).toEqual([line(1, 2, 'pro')]);
    cart.dispatch(restoreCart('om'));
    expect(selectCartRegion(cart.getState())).toBe('om');
    expect(selectCartLines(cart.getState())).toEqual([line(5)]);
  });

  it('adds to the stored cart, not over it, when adding is the first use', () => {
    store('ae', [line(1)]);
    const cart = makeStore();
    cart.dispatch(addToCart('ae', { productId: 2 }));
    expect(JSON.parse(stored() ?? '')).toEqual([line(1), line(2)]);
  });

  it('writes the lines on every change and removes the stored copy when cleared', () => {
    const cart = makeStore();
    cart.dispatch(addToCart('ae', { productId: 1, quantity: 2, warranty: 'pro' }));
    expect(JSON.parse(stored() ?? '')).toEqual([line(1, 2, 'pro')]);
    cart.dispatch(addToCart('ae', { productId: 7 }));
    cart.dispatch(removeOneFromCart('ae', line(1, 1, 'pro')));
    expect(JSON.parse(stored() ?? '')).toEqual([line(1, 1, 'pro'), line(7)]);
    cart.dispatch(setCartQuantity('ae', line(7), 4));
    expect(JSON.parse(stored() ?? '')).toEqual([line(1, 1, 'pro'), line(7, 4)]);
    cart.dispatch(setCartQuantity('ae', line(7), 0));
    expect(JSON.parse(stored() ?? '')).toEqual([line(1, 1, 'pro')]);
    cart.dispatch(clearCart('ae'));
    expect(stored()).toBeNull();
    expect(selectCartLines(cart.getState())).toEqual([]);
  });

  it('keeps each region’s cart under its own key', () => {
    const cart = makeStore();
    cart.dispatch(addToCart('ae', { productId: 1 }));
    cart.dispatch(addToCart('om', { productId: 2 }));
    expect(JSON.parse(stored('ae') ?? '')).toEqual([line(1)]);
    expect(JSON.parse(stored('om') ?? '')).toEqual([line(2)]);
  });

  it('reports what a limit did to an addition', () => {
    const cart = makeStore();
    const limits = { maxQuantity: 3, maxLines: 1 };
    expect(cart.dispatch(addToCart('ae', { productId: 1, quantity: 2, limits }))).toEqual({
      status: 'added',
      line: line(1, 2),
      raised: false,
      capped: false,
      limits,
    });
    expect(cart.dispatch(addToCart('ae', { productId: 1, quantity: 2, limits }))).toEqual({
      status: 'added',
      line: line(1, 3),
      raised: true,
      capped: true,
      limits,
    });
    expect(cart.dispatch(addToCart('ae', { productId: 1, limits }))).toEqual({ status: 'refused', reason: 'maxQuantity', limits });
    expect(cart.dispatch(addToCart('ae', { productId: 2, limits }))).toEqual({ status: 'refused', reason: 'maxLines', limits });
    // The same product with the other warranty is a new line: refused in a full cart, the line untouched.
    expect(cart.dispatch(addToCart('ae', { productId: 1, warranty: 'pro', limits }))).toEqual({ status: 'refused', reason: 'maxLines', limits });
    expect(JSON.parse(stored() ?? '')).toEqual([line(1, 3)]);
  });

  it('boots a stored cart above the line limit with the first lines that fit, remembers the rest and stores what it kept', () => {
    const lines = Array.from({ length: 150 }, (_, index) => line(index + 1));
    store('ae', lines);
    const cart = makeStore();
    cart.dispatch(restoreCart('ae'));
    expect(selectCartLines(cart.getState())).toEqual(lines.slice(0, 100));
    expect(selectDroppedLines(cart.getState())).toEqual(lines.slice(100));
    expect(JSON.parse(stored() ?? '')).toEqual(lines.slice(0, 100));
    // The shop's own limits, when the page has them, are the bound (and cap a quantity).
    store('om', [line(1, 9), line(2), line(3)]);
    cart.dispatch(restoreCart('om', { maxLines: 2, maxQuantity: 5 }));
    expect(selectCartLines(cart.getState())).toEqual([line(1, 5), line(2)]);
    expect(selectDroppedLines(cart.getState())).toEqual([line(3)]);
    expect(JSON.parse(stored('om') ?? '')).toEqual([line(1, 5), line(2)]);
  });

  it('leaves a stored cart that fits as it was written', () => {
    store('ae', '[{"product_id":1,"quantity":2}]');
    const cart = makeStore();
    cart.dispatch(restoreCart('ae'));
    expect(stored()).toBe('[{"product_id":1,"quantity":2}]');
    expect(selectDroppedLines(cart.getState())).toEqual([]);
  });

  it('boots an empty cart from a stored value that is not JSON, and overwrites it on the next change', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store('ae', '{oops');
    const cart = makeStore();
    cart.dispatch(restoreCart('ae'));
    expect(selectCartLines(cart.getState())).toEqual([]);
    cart.dispatch(addToCart('ae', { productId: 3 }));
    expect(JSON.parse(stored() ?? '')).toEqual([line(3)]);
  });

  it('works in memory when storage is switched off (every access throws)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const cart = makeStore();
    expect(() => cart.dispatch(restoreCart('ae'))).not.toThrow();
    expect(cart.dispatch(addToCart('ae', { productId: 1 }))).toMatchObject({ status: 'added' });
    cart.dispatch(addToCart('ae', { productId: 1 }));
    expect(selectCartLines(cart.getState())).toEqual([line(1, 2)]);
    expect(() => cart.dispatch(clearCart('ae'))).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the cart in memory when the storage is full', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as unknown as Storage);
    const cart = makeStore();
    expect(cart.dispatch(addToCart('ae', { productId: 1 }))).toMatchObject({ status: 'added' });
    expect(selectCartLines(cart.getState())).toEqual([line(1)]);
  });

  it("tells this tab's listeners (the header's count) after each write and removal", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToStoredCarts(listener);
    const cart = makeStore();
    cart.dispatch(addToCart('ae', { productId: 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    cart.dispatch(clearCart('ae'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cart.dispatch(addToCart('ae', { productId: 1 }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('sets and clears the loading flag around a quotation refresh (the request itself is issue 14)', async () => {
    const cart = makeStore();
    cart.dispatch(addToCart('ae', { productId: 1 }));
    const refresh = cart.dispatch(refreshQuotation());
    expect(selectCartLoading(cart.getState())).toBe(true);
    await refresh;
    expect(selectCartLoading(cart.getState())).toBe(false);
  });
});

describe('a page that forgot to inject the slice', () => {
  it('fails loudly and leaves the stored cart alone', () => {
    store('ae', [line(1)]);
    const cart = createTestStore().store;
    expect(() => cart.dispatch(addToCart('ae', { productId: 2 }))).toThrow(/inject/);
    expect(() => cart.dispatch(clearCart('ae'))).toThrow(/inject/);
    expect(JSON.parse(stored() ?? '')).toEqual([line(1)]);
  });
});

describe('two tabs (the storage event)', () => {
  function renderSync(region = 'ae') {
    const cart = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(IntlProvider, { locale: 'en', children: createElement(Provider, { store: cart, children }) });
    const view = renderHook(({ of }) => useCartSync(of), { wrapper, initialProps: { of: region } });
    return { cart, ...view };
  }

  const otherTabWrites = (region: string, value: unknown) => {
    const key = `cartItems_${region}`;
    if (value === null) window.localStorage.removeItem(key);
    else store(region, value);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: window.localStorage.getItem(key), storageArea: window.localStorage }),
      );
    });
  };

  it('restores the stored cart after the first render, not during it (the server rendered it empty)', () => {
    store('ae', [line(4, 2)]);
    const { cart } = renderSync();
    expect(selectCartLines(cart.getState())).toEqual([line(4, 2)]);
  });

  it("follows another tab's changes to the region's cart", () => {
    const { cart } = renderSync();
    otherTabWrites('ae', [line(1), line(2, 3, 'pro')]);
    expect(selectCartLines(cart.getState())).toEqual([line(1), line(2, 3, 'pro')]);
    otherTabWrites('ae', null);
    expect(selectCartLines(cart.getState())).toEqual([]);
  });

  it("cuts another tab's cart above the line limit too, and stores the lines it kept", () => {
    const { cart } = renderSync();
    const lines = Array.from({ length: 120 }, (_, index) => line(index + 1, 1, index % 2 ? 'pro' : 'basic'));
    otherTabWrites('ae', lines);
    expect(selectCartLines(cart.getState())).toEqual(lines.slice(0, 100));
    expect(selectDroppedLines(cart.getState())).toHaveLength(20);
    expect(JSON.parse(stored() ?? '')).toHaveLength(100);
  });

  it("ignores another region's cart, and takes a malformed write as an empty cart", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store('ae', [line(1)]);
    const { cart } = renderSync();
    otherTabWrites('om', [line(9)]);
    expect(selectCartLines(cart.getState())).toEqual([line(1)]);
    otherTabWrites('ae', 'garbage');
    expect(selectCartLines(cart.getState())).toEqual([]);
  });

  it('never writes back what another tab wrote', () => {
    const { cart } = renderSync();
    // The cart tells its own tab after each write with a storage event: only the other tab's one is heard.
    const heard = vi.fn();
    window.addEventListener('storage', heard);
    otherTabWrites('ae', [line(1)]);
    window.removeEventListener('storage', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(selectCartLines(cart.getState())).toEqual([line(1)]);
  });

  it('switches to the new region’s cart when the page’s region changes, and stops listening when unmounted', () => {
    store('om', [line(8)]);
    const { cart, rerender, unmount } = renderSync('ae');
    rerender({ of: 'om' });
    expect(selectCartLines(cart.getState())).toEqual([line(8)]);
    unmount();
    otherTabWrites('om', [line(9)]);
    expect(selectCartLines(cart.getState())).toEqual([line(8)]);
  });
});
