import { addToCart, cartSlice, clearCart } from '@storefront/cart';
import { createTestStore } from '@storefront/testing';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartLineCount } from './use-header-effects';

afterEach(() => window.localStorage.clear());

describe("the header's cart count", () => {
  it('follows the cart of the same tab as it writes, and of other tabs', () => {
    const { result } = renderHook(() => useCartLineCount('ae'));
    expect(result.current).toBe(0);

    // The page's cart (its slice injected by the page) writes local storage and tells the tab.
    // No backend here (the test store's default): the quotations this asks for fail, which the count does not read.
    const { store } = createTestStore({ slices: [cartSlice] });
    act(() => {
      store.dispatch(addToCart('ae', { productId: 1 }));
      store.dispatch(addToCart('ae', { productId: 2, warranty: 'pro' }));
    });
    expect(result.current).toBe(2);

    // Another tab: the browser's storage event.
    act(() => {
      window.localStorage.setItem('cartItems_ae', JSON.stringify([{ product_id: 5, quantity: 1 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems_ae' }));
    });
    expect(result.current).toBe(1);

    act(() => {
      store.dispatch(clearCart('ae'));
    });
    expect(result.current).toBe(0);
  });

  it("counts only the region's own cart", () => {
    window.localStorage.setItem('cartItems_om', JSON.stringify([{ product_id: 5, quantity: 1 }]));
    const { result } = renderHook(() => useCartLineCount('ae'));
    expect(result.current).toBe(0);
  });
});
