import { createSlice } from '@reduxjs/toolkit';
import { toast, useDirection } from '@storefront/ui';
import { Link, useParams } from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createTestStore } from './create-test-store';
import { renderWithProviders } from './render-with-providers';

function Probe() {
  const { regionLocale } = useParams({ strict: false }) as { regionLocale?: string };
  return (
    <p data-dir={useDirection()} data-region-locale={regionLocale}>
      <FormattedMessage id="probe.greeting" defaultMessage="Hello" /> <FormattedNumber value={1234.5} />
    </p>
  );
}

describe('renderWithProviders', () => {
  it('renders at once on an English regional page, left to right, with the default messages', async () => {
    await renderWithProviders(<Probe />);
    const probe = screen.getByText(/Hello/);
    expect(probe.textContent).toBe('Hello 1,234.5');
    expect(probe.dataset['dir']).toBe('ltr');
    expect(probe.dataset['regionLocale']).toBe('ae_en');
  });

  it("takes the locale and the direction from an Arabic path, with Latin digits as the app's", async () => {
    await renderWithProviders(<Probe />, { path: '/om_ar/catalog/', messages: { 'probe.greeting': 'مرحبا' } });
    const probe = screen.getByText(/مرحبا/);
    expect(probe.dataset['dir']).toBe('rtl');
    expect(probe.dataset['regionLocale']).toBe('om_ar');
    expect(probe.textContent).toMatch(/1,234\.5|1٬234٫5/);
    expect(probe.textContent).not.toMatch(/[٠-٩]/);
  });

  it('follows a link to one of the other pages', async () => {
    const { router } = await renderWithProviders(
      <Link to="/$regionLocale/cart" params={{ regionLocale: 'ae_en' }}>
        Cart
      </Link>,
      { pages: { '$regionLocale/cart': () => <h1>Cart page</h1> } },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ae_en/cart/');
  });

  it('shows toasts inside the router, so a link in a toast navigates', async () => {
    const { router } = await renderWithProviders(<p>Page</p>, {
      toaster: true,
      pages: { '$regionLocale/comparison': () => <h1>Comparison</h1> },
    });
    act(() => {
      toast('Added', {
        description: (
          <Link to="/$regionLocale/comparison" params={{ regionLocale: 'ae_en' }}>
            Compare
          </Link>
        ),
      });
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ae_en/comparison/'));
  });

  it('provides the store it is given', async () => {
    const counter = createSlice({ name: 'counter', initialState: 7, reducers: {} });
    const { store } = createTestStore({ slices: [counter] });
    function Count() {
      return <output>{(useContext(ReactReduxContext)?.store.getState() as { counter: number }).counter}</output>;
    }
    const rendered = await renderWithProviders(<Count />, { store });
    expect(rendered.store).toBe(store);
    expect(screen.getByRole('status').textContent).toBe('7');
  });
});
