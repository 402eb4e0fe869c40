// @vitest-environment happy-dom
import type { ProductSummary } from '@storefront/api-client';
import { createTestStore, renderWithProviders } from '@storefront/testing';
import { useParams } from '@tanstack/react-router';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../testing/products';
import { comparisonStorageKey, loadComparison, saveComparison } from '../state/comparison.persistence';
import type { ComparisonSliceInjector } from '../state/comparison.lazy';
import { selectComparisonCategories, selectComparisonRegion } from '../state/comparison.selectors';
import { comparisonSlice, productToggled } from '../state/comparison.slice';
import { useComparisonSync } from '../sync/use-comparison-sync';
import { CompareToggle } from './compare-toggle';

// A per-file DOM: the lib's other specs run in node, so Testing Library's cleanup is ours to call.
afterEach(() => cleanup());
beforeEach(() => {
  localStorage.clear();
  // No backend here: an added product's characteristics fail to load (logged); the contract spec has the real one.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** As the app builds its store (offline, the test store's default); the page's sync injects the comparison. */
const makeStore = () => createTestStore();

/** Saves, as another tab or an earlier visit would have, the comparison of `products` in region `ae`. */
function saveCompared(...products: ProductSummary[]) {
  const { store } = createTestStore({ slices: [comparisonSlice] });
  for (const product of products) store.dispatch(productToggled(product));
  saveComparison('ae', selectComparisonCategories(store.getState()), localStorage);
}

function Page({ product, rootReducer }: { product: ProductSummary; rootReducer: ComparisonSliceInjector }) {
  useComparisonSync('ae', rootReducer);
  return <CompareToggle product={product} region="ae" />;
}

function ComparisonPage() {
  const { regionLocale } = useParams({ strict: false }) as { regionLocale?: string };
  return <h1>Comparison of {regionLocale}</h1>;
}

/** The toggle on a product page of `/ae_en/`, with the app's providers and a toaster. */
async function renderToggle(
  product: ProductSummary = testProduct(1, 0),
  { path = '/ae_en/product/model-1/', messages = {} } = {},
) {
  const { store, rootReducer } = makeStore();
  const { router } = await renderWithProviders(<Page product={product} rootReducer={rootReducer} />, {
    path,
    messages,
    store,
    toaster: true,
    pages: { '$regionLocale/comparison': ComparisonPage },
  });
  const button = await screen.findByRole('button', { name: /comparison|المقارنة/ });
  // The server rendered "not compared"; the page's sync then injects the slice and restores the region.
  await waitFor(() => expect(selectComparisonRegion(store.getState())).toBe('ae'));
  return { router, store, button };
}

// The toaster renders once its chunk (Sonner) has loaded, which may be after the first toast is sent: wait for it.
const toasts = () => screen.findByRole('region', { name: /Notifications/ });

describe('CompareToggle', () => {
  it('is a toggle button that adds the product, says so with a link to the comparison, and saves it', async () => {
    const { button } = await renderToggle();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Add to comparison');

    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('In comparison');
    expect(await within(await toasts()).findByText('Model 1 is in your comparison')).toBeTruthy();
    expect(within(await toasts()).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/ae_en/comparison/');
    expect(loadComparison('ae', localStorage)[0]?.products.map((slot) => slot.productId)).toEqual([1]);
  });

  it('removes a compared product on a second press', async () => {
    saveCompared(testProduct(1, 0));
    const { button } = await renderToggle();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));

    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(await within(await toasts()).findByText('Model 1 is no longer in your comparison')).toBeTruthy();
    expect(localStorage.getItem(comparisonStorageKey('ae'))).toBeNull();
  });

  it('works from the keyboard: Enter and Space press it', async () => {
    const { button } = await renderToggle();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await user.keyboard(' ');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('follows the toast’s Compare link inside the app', async () => {
    const { button, router } = await renderToggle();
    await userEvent.click(button);
    await userEvent.click(await within(await toasts()).findByRole('link', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ae_en/comparison/'));
    expect(await screen.findByRole('heading', { name: 'Comparison of ae_en' })).toBeTruthy();
  });

  it('refuses a 7th category with the categories warning', async () => {
    saveCompared(...[0, 1, 2, 3, 4, 5].map((index) => testProduct(index + 10, index)));
    const { button } = await renderToggle(testProduct(1, 6));
    await userEvent.click(button);
    expect(
      await within(await toasts()).findByText(
        'You can compare products of up to 6 categories at a time. Remove a category from the comparison first, then add this product.',
      ),
    ).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(loadComparison('ae', localStorage)).toHaveLength(6);
  });

  it('refuses a 4th product of a category with the products warning', async () => {
    saveCompared(testProduct(10, 0), testProduct(11, 0), testProduct(12, 0));
    const { button } = await renderToggle(testProduct(1, 0));
    await userEvent.click(button);
    expect(
      await within(await toasts()).findByText(
        'You can compare up to 3 products of one category. Remove one of them from the comparison first, then add this one.',
      ),
    ).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks the page’s language, right to left in Arabic', async () => {
    const arabic = {
      'comparison.toggle.add': 'أضف إلى المقارنة',
      'comparison.toggle.inComparison': 'في المقارنة',
      'comparison.toast.added': 'أُضيف {product} إلى المقارنة',
      'comparison.toast.compare': 'قارن',
    };
    const { button } = await renderToggle(testProduct(1, 0), { path: '/ae_ar/product/model-1/', messages: arabic });
    expect(button.textContent).toBe('أضف إلى المقارنة');
    await userEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('في المقارنة'));
    expect(await within(await toasts()).findByText('أُضيف Model 1 إلى المقارنة')).toBeTruthy();
    expect(within(await toasts()).getByRole('link', { name: 'قارن' }).getAttribute('href')).toBe('/ae_ar/comparison/');
    // The toasts stack in the bottom-left corner, right to left.
    expect((await toasts()).querySelector('ol')?.getAttribute('dir')).toBe('rtl');
    expect((await toasts()).querySelector('ol')?.getAttribute('data-x-position')).toBe('left');
  });
});

describe('useComparisonSync', () => {
  it('restores the region’s comparison once the page has mounted', async () => {
    saveCompared(testProduct(1, 0));
    const { button } = await renderToggle();
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('converges with another tab through the storage event', async () => {
    const { button } = await renderToggle();
    expect(button.getAttribute('aria-pressed')).toBe('false');

    // Another tab adds the product: this tab hears a `storage` event for the key.
    saveCompared(testProduct(1, 0));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: comparisonStorageKey('ae'), storageArea: localStorage }));
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');

    // …and clears its storage.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('ignores another region’s key', async () => {
    const { button } = await renderToggle();
    saveComparison('om', [], localStorage);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: comparisonStorageKey('om'), storageArea: localStorage }));
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('restores after every navigation', async () => {
    const { button, router } = await renderToggle();
    // Saved without an event (as an earlier page of this tab would have).
    saveCompared(testProduct(1, 0));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await act(() => router.navigate({ href: '/ae_en/product/model-1/?colour=red' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'In comparison' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('works in memory when the browser has storage switched off', async () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    const { button } = await renderToggle();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(await within(await toasts()).findByText('Model 1 is in your comparison')).toBeTruthy();
  });

  it('resets a broken saved copy to an empty comparison without breaking the page', async () => {
    localStorage.setItem(comparisonStorageKey('ae'), '{not json');
    const { button } = await renderToggle();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(console.warn).toHaveBeenCalled();
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });
});
