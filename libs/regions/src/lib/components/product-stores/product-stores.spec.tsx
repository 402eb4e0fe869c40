import type { ProductStores as ProductStoresAnswer, Store } from '@storefront/api-client';
import { renderWithProviders } from '@storefront/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductStores } from './product-stores';

const store = (id: number, name: string, kind: Store['kind']): Store => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name,
  kind,
  address: `Sheikh Zayed Road, ${id}, Dubai`,
  phone: '+971500000000',
  email: 'store@example.com',
  geo: { lat: 25.2, lng: 55.3 },
  openingHours: [],
  city: { id: 1, slug: 'dubai', name: 'Dubai' },
  region: { id: 1, slug: 'dubai', name: 'Dubai', active: true },
  active: true,
});

const answer: ProductStoresAnswer = {
  productId: 7,
  timeZone: 'Asia/Dubai',
  date: '2026-12-03',
  items: [
    { store: store(1, 'Showroom Dubai', 'showroom'), onDisplay: true, forTestRides: true, today: { opens: '09:00', closes: '21:00' } },
    { store: store(2, 'Dealer Sharjah', 'dealer'), onDisplay: true, forTestRides: false, today: null },
  ],
};

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('ProductStores', () => {
  it('names each store with its address, badges and today’s hours, or that it is closed today', async () => {
    await renderWithProviders(<ProductStores stores={answer} bookable={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Where to see and ride it' })).toBeTruthy();
    const showroom = within(card('Showroom Dubai'));
    expect(showroom.getByText('Sheikh Zayed Road, 1, Dubai')).toBeTruthy();
    expect(showroom.getByText('On display')).toBeTruthy();
    expect(showroom.getByText('Test rides')).toBeTruthy();
    expect(showroom.getByText('Open today 09:00–21:00')).toBeTruthy();
    const dealer = within(card('Dealer Sharjah'));
    expect(dealer.queryByText('Test rides')).toBeNull();
    expect(dealer.getByText('Closed today')).toBeTruthy();
    // No bookings in this region: no links to book.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('links each store to the booking page, a test ride where it lends the model, else a visit', async () => {
    await renderWithProviders(<ProductStores stores={answer} bookable />, { path: '/ae_en/' });
    const ride = within(card('Showroom Dubai')).getByRole('link', { name: 'Book a test ride' });
    const href = new URL(ride.getAttribute('href') ?? '', 'https://shop.example');
    expect(href.pathname).toBe('/ae_en/booking/');
    // The app's router writes plain values; the test router quotes a number-like string (`"7"`).
    expect(href.searchParams.get('product')?.replaceAll('"', '')).toBe('7');
    expect(href.searchParams.get('store')).toBe(answer.items[0]?.store.uuid);
    expect(href.searchParams.get('kind')).toBe('test_ride');
    // The link's description names its store: five "Book a test ride" links stay distinct to a screen reader.
    expect(ride.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { name: 'Showroom Dubai' }).id);
    const visit = within(card('Dealer Sharjah')).getByRole('link', { name: 'Book a showroom visit' });
    expect(new URL(visit.getAttribute('href') ?? '', 'https://shop.example').searchParams.get('kind')).toBe('showroom_visit');
  });

  it('renders nothing where no store has the model', async () => {
    const { container } = await renderWithProviders(<ProductStores stores={{ ...answer, items: [] }} bookable />);
    expect(container.querySelector('[data-testid="product-stores"]')).toBeNull();
  });
});
