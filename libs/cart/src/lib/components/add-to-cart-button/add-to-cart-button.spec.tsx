import { createTestStore, renderWithProviders } from '@storefront/testing';
import { toast } from '@storefront/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../state/cart-line';
import { cartSlice, selectCartLines } from '../../state/cart.slice';
import { ADDING_PAUSE_MS, AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';

afterEach(() => {
  act(() => toast.dismiss());
  window.localStorage.clear();
});

const raptor = { id: 1, name: 'Raptor 125', inStock: true };

/** The button on `/ae_en/` as a product page renders it: store (slice injected), intl, router, toaster. */
async function renderButton(props: Partial<AddToCartButtonProps> = {}, messages: Record<string, string> = {}) {
  // As the app: the store starts without the cart, the page injects it. No backend: quotations fail.
  const { store, rootReducer } = createTestStore();
  cartSlice.injectInto(rootReducer);
  const onAdded = vi.fn();
  const { router } = await renderWithProviders(<AddToCartButton product={raptor} region="ae" onAdded={onAdded} {...props} />, {
    store,
    messages,
    toaster: true,
    pages: { '$regionLocale/cart': () => <h1>Cart page</h1> },
  });
  const button = (await screen.findAllByRole('button')).find((element) => element.hasAttribute('data-product-id')) as HTMLElement;
  return { store, router, onAdded, button, lines: () => selectCartLines(store.getState()) };
}

const line = (product_id: number, quantity = 1, warranty: CartLine['warranty'] = 'basic'): CartLine => ({ product_id, quantity, warranty });

describe('AddToCartButton', () => {
  it('adds the chosen quantity and warranty, and says so in a toast with a link to the region’s cart', async () => {
    const user = userEvent.setup();
    const { button, lines, onAdded } = await renderButton({ quantity: 2, warranty: 'pro' });
    await user.click(button);
    expect(lines()).toEqual([line(1, 2, 'pro')]);
    expect(JSON.parse(window.localStorage.getItem('cartItems_ae') ?? '')).toEqual([line(1, 2, 'pro')]);
    expect(onAdded).toHaveBeenCalledWith(line(1, 2, 'pro'), raptor);
    expect(await screen.findByText('Raptor 125 added to your cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/ae_en/cart/');
  });

  it('counts a double click once', async () => {
    const user = userEvent.setup();
    const { button, lines, onAdded } = await renderButton();
    await user.dblClick(button);
    expect(lines()).toEqual([line(1)]);
    expect(onAdded).toHaveBeenCalledTimes(1);
  });

  it('is busy for a moment after a click, keeps focus, then adds again', async () => {
    const user = userEvent.setup();
    const { button, lines } = await renderButton();
    await user.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Adding…');
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(button.hasAttribute('aria-disabled')).toBe(false), { timeout: ADDING_PAUSE_MS * 4 });
    expect(button.textContent).toBe('Add to cart');
    await user.click(button);
    expect(lines()).toEqual([line(1, 2)]);
  });

  it('is inert out of stock and says why', async () => {
    const user = userEvent.setup();
    const { button, lines, onAdded } = await renderButton({ product: { ...raptor, inStock: false } });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Out of stock: this product cannot be ordered now.');
    await user.click(button);
    expect(lines()).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('takes a pre-order with no stock: "Pre-order", orderable, added like any product', async () => {
    const user = userEvent.setup();
    const preOrder = { ...raptor, inStock: false, preOrder: { expectedAt: '2027-03-01' } };
    const { button, lines, onAdded } = await renderButton({ product: preOrder, quantity: 2 });
    expect(button.textContent).toBe('Pre-order');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    await user.click(button);
    expect(lines()).toEqual([line(1, 2)]);
    expect(onAdded).toHaveBeenCalledWith(line(1, 2), preOrder);
  });

  it('warns when the cart has the most lines allowed, and adds nothing', async () => {
    window.localStorage.setItem('cartItems_ae', JSON.stringify([line(7), line(8)]));
    const user = userEvent.setup();
    const { button, lines, onAdded } = await renderButton({ limits: { maxQuantity: 5, maxLines: 2 } });
    await user.click(button);
    expect(lines()).toEqual([line(7), line(8)]);
    expect(onAdded).not.toHaveBeenCalled();
    expect(await screen.findByText('Your cart is full: the maximum number of products is 2. Remove one to add Raptor 125.')).toBeTruthy();
  });

  it('warns when the quantity was capped at the most per product, and still reports the line', async () => {
    const user = userEvent.setup();
    const { button, lines, onAdded } = await renderButton({ quantity: 9, limits: { maxQuantity: 5, maxLines: 2 } });
    await user.click(button);
    expect(lines()).toEqual([line(1, 5)]);
    expect(onAdded).toHaveBeenCalledWith(line(1, 5), raptor);
    expect(await screen.findByText('Raptor 125: the quantity was limited to the maximum per product, 5.')).toBeTruthy();
  });

  it('adds to the stored cart, restored after the first render; another warranty is a line of its own', async () => {
    window.localStorage.setItem('cartItems_ae', JSON.stringify([{ product_id: 1, quantity: 1 }]));
    const user = userEvent.setup();
    const { button, lines } = await renderButton({ warranty: 'pro' });
    expect(lines()).toEqual([line(1)]);
    await user.click(button);
    expect(lines()).toEqual([line(1), line(1, 1, 'pro')]);
  });

  it('opens the cart page in the app from the toast', async () => {
    const user = userEvent.setup();
    const { button, router } = await renderButton();
    await user.click(button);
    await user.click(await screen.findByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ae_en/cart/'));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
  });

  it('speaks the page’s language', async () => {
    const { button } = await renderButton({}, { 'cart.add.label': 'أضف إلى السلة' });
    expect(button.textContent).toBe('أضف إلى السلة');
  });
});
