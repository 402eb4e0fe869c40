// Story support (not part of the public API): a page's store holding a cart, its quotation and the
// region's stores and cities, as the server would have answered them. Stories have no backend.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra, type City, type List, type Store } from '@storefront/api-client';
import { ALL_ITEMS_PAGE_SIZE, regionsApi } from '@storefront/regions';
import { Toaster } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import type { CartLine, CartQuotation } from '../state/cart-line';
import { cartRestored, cartSlice, quotationRequested, quotationSettled } from '../state/cart.slice';

const region = (id: number, slug: string, name: string) => ({ id, slug, name, active: true });
const dubai = region(1, 'dubai', 'Dubai');

const hours = (['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const).map((dayOfWeek) => ({
  dayOfWeek,
  opens: '09:00',
  closes: '21:00',
}));

function store(id: number, name: string, address: string, active = true): Store {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    name,
    kind: 'showroom',
    address,
    phone: '+97143000000',
    email: 'dubai@motors-equipment.example',
    geo: { lat: 25.2, lng: 55.27 },
    openingHours: hours,
    city: { id: 1, slug: 'dubai', name: 'Dubai' },
    region: dubai,
    active,
  };
}

export const storyStores: List<Store> = {
  items: [
    store(1, 'Motors & Equipment Sheikh Zayed Road', 'Sheikh Zayed Road 1021, Dubai'),
    store(2, 'Motors & Equipment Al Quoz', 'Al Khail Road 14, Al Quoz, Dubai'),
    store(3, 'Motors & Equipment Deira (closed)', 'Al Maktoum Road 3, Deira', false),
  ],
  totalItems: 3,
  page: 1,
  itemsPerPage: ALL_ITEMS_PAGE_SIZE,
};

const city = (id: number, slug: string, name: string): City => ({
  id,
  slug,
  name,
  nameCases: { nameIn: `in ${name}`, nameFrom: `from ${name}` },
  active: true,
  region: dubai,
  geo: { lat: 25.2, lng: 55.27 },
});

const storyCities: List<City> = {
  items: [city(1, 'dubai', 'Dubai'), city(2, 'abu-dhabi', 'Abu Dhabi'), city(3, 'sharjah', 'Sharjah')],
  totalItems: 3,
  page: 1,
  itemsPerPage: ALL_ITEMS_PAGE_SIZE,
};

const storyLines: CartLine[] = [
  { product_id: 1, quantity: 1, warranty: 'pro' },
  { product_id: 2, quantity: 2, warranty: 'basic' },
];

const image = (slug: string, alt: string) => ({ path: `/products/${slug}/1.svg`, width: 1200, height: 900, alt });

/** The UAE's quotation of the story cart: prices with VAT 5 % included, as the reference backend serves them. */
export const storyQuotation: CartQuotation = {
  currency: 'AED',
  fractionDigits: 2,
  taxRate: 500,
  taxIncluded: true,
  subTotalBeforeDiscounts: 1_549_750,
  discountsTotalAbs: 124_995,
  subTotalBeforeTaxation: 1_356_910,
  taxesTotal: 67_845,
  total: 1_424_755,
  adjustments: [
    { type: 'offer', label: 'Spring ride −10 %', amount: -124_995, offerSlug: 'spring-ride' },
    { type: 'tax', label: 'VAT 5 %', amount: 67_845, offerSlug: null },
  ],
  lines: [
    {
      productId: 1,
      slug: 'raptor-125',
      name: 'Raptor 125 enduro motorcycle',
      image: image('raptor-125', 'Raptor 125'),
      quantity: 1,
      unitPrice: 1_249_950,
      warranty: 'pro',
      warrantyUnitPrice: 99_900,
      linePrice: 1_349_850,
      discount: 124_995,
      offerSlug: 'spring-ride',
      taxes: 58_326,
      total: 1_224_855,
      stock: 5,
      preOrder: null,
    },
    {
      productId: 2,
      slug: 'trail-helmet',
      name: 'Trail helmet, matte black',
      image: image('trail-helmet', 'Trail helmet'),
      quantity: 2,
      unitPrice: 99_950,
      warranty: 'basic',
      warrantyUnitPrice: 0,
      linePrice: 199_900,
      discount: 0,
      offerSlug: null,
      taxes: 9_519,
      total: 199_900,
      stock: 12,
      preOrder: null,
    },
  ],
};

// Stories have no backend: a form sent in a story waits for an answer that never comes.
const offline: ApiExtra = { apiClientFor: () => new Promise(() => undefined) };

export interface StoryCart {
  lines?: CartLine[];
  quotation?: CartQuotation;
  /** The prices are being asked for. */
  loading?: boolean;
  /** The store's thunk extra argument (a spec's API client); default one that never answers. */
  extra?: ApiExtra;
}

/** A cart page's store (region `ae`): the cart injected with `cart`, the region's stores and cities cached for `en` and `ar`. */
export function storyStore({ lines = storyLines, quotation = storyQuotation, loading = false, extra = offline }: StoryCart = {}) {
  const rootReducer = combineSlices(baseApi).inject(cartSlice);
  const page = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  // The answers the server would have sent, put in RTK Query's cache at once (its public API).
  page.dispatch(
    regionsApi.util.upsertQueryEntries(
      (['en', 'ar'] as const).flatMap((locale) => [
        { endpointName: 'getStores', arg: { region: 'ae', locale }, value: storyStores },
        { endpointName: 'getCities', arg: { region: 'ae', locale }, value: storyCities },
      ]),
    ),
  );
  page.dispatch(cartRestored({ region: 'ae', lines }));
  if (lines.length) {
    page.dispatch(quotationRequested());
    if (!loading) page.dispatch(quotationSettled({ request: 1, quotation }));
  }
  return page;
}

/** The story's store and the page's toaster. */
export function StoryCartStore({ cart, children }: { cart?: StoryCart; children: ReactNode }) {
  const [page] = useState(() => storyStore(cart));
  return (
    <StoreProvider store={page}>
      {children}
      <Toaster closeLabel="Close" />
    </StoreProvider>
  );
}
