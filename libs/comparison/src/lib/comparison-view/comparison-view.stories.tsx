import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { baseApi, type ApiExtra, type ComparisonProduct, type ProductCharacteristic } from '@storefront/api-client';
import { Button, Toaster } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import { expect, userEvent, within } from 'storybook/test';
import { comparisonApi } from '../state/comparison.api';
import { mergedCharacteristics, slotCharacteristics, type ComparisonCategoryEntry, type ComparisonSlot } from '../state/comparison.model';
import { comparisonRestored, comparisonSlice } from '../state/comparison.slice';
import { ComparisonView } from './comparison-view';

/** An offline picture (Storybook builds without network). */
const picture = (path: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="#EEF0F2"/><circle cx="50" cy="110" r="22" fill="none" stroke="#1B1D21" stroke-width="8"/><circle cx="115" cy="110" r="22" fill="none" stroke="#1B1D21" stroke-width="8"/><rect x="45" y="62" width="70" height="24" rx="8" fill="${path.length % 2 ? '#2F6B14' : '#E0701B'}"/></svg>`,
  )}`;

const group = { engine: { id: 1, title: 'Engine', position: 1 }, chassis: { id: 2, title: 'Chassis', position: 2 }, box: { id: 3, title: 'Equipment', position: 3 } };
const spec = (name: string, value: ProductCharacteristic['value'], g: ProductCharacteristic['group'], position: number, unit: string | null = null): ProductCharacteristic => ({
  key: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  value,
  unit,
  position,
  group: g,
});

const enduro = { id: 3, slug: 'enduro', path: 'motorcycles/off-road-motorcycles/enduro', title: 'Enduro' };

function product(id: number, slug: string, title: string, price: number, displacement: number, cooling: string, oldPrice: number | null = null): ComparisonProduct {
  return {
    id,
    slug,
    title,
    image: { path: `/products/${slug}/1.jpg`, width: 1200, height: 900, alt: title },
    category: enduro,
    currency: 'AED',
    fractionDigits: 2,
    price,
    oldPrice,
    inStock: id !== 5,
    preOrder: null,
    characteristics: [
      spec('Displacement', displacement, group.engine, 1, 'cc'),
      spec('Cooling', cooling, group.engine, 2),
      spec('Starting system', 'Electric and kick', group.engine, 3),
      spec('Front brake', 'Disc', group.chassis, 1),
      spec('Seat height', 940, group.chassis, 2, 'mm'),
      spec('In the box', [{ name: 'Keys', value: 2 }, { name: 'Tool kit', value: 1 }], group.box, 1),
    ],
  };
}

const RAPTOR_125 = product(1, 'raptor-125', 'Raptor 125 enduro motorcycle', 857_900, 125, 'Air');
const RAPTOR_250 = product(3, 'raptor-250', 'Raptor 250 enduro motorcycle', 1_279_000, 250, 'Oil and air', 1_399_000);
const RAPTOR_300 = product(5, 'raptor-300', 'Raptor 300 enduro motorcycle', 1_499_000, 300, 'Liquid');

function slotOfProduct(item: ComparisonProduct, index: number): ComparisonSlot {
  return { id: index as 0 | 1 | 2, productId: item.id, title: item.title, slug: item.slug, image: item.image, characteristics: slotCharacteristics(item.characteristics) };
}

function categoryOf(items: ComparisonProduct[], isActive = true, marked: string[] = []): ComparisonCategoryEntry {
  const products = items.map(slotOfProduct);
  const merged = mergedCharacteristics(products, []);
  for (const entry of merged.characteristics) for (const name of entry.names) name.checked = marked.includes(name.title);
  return { ...enduro, products, ...mergedCharacteristics(products, merged.characteristics), isActive };
}

const generators: ComparisonCategoryEntry = {
  id: 35,
  slug: 'inverter-generators',
  path: 'generators/petrol-generators/inverter-generators',
  title: 'Inverter generators',
  products: [{ id: 0, productId: 142, title: 'Quietline 1000i inverter generator', slug: 'quietline-1000i', image: { path: '/products/quietline-1000i/1.jpg', width: 1200, height: 900, alt: '' }, characteristics: [] }],
  characteristics: [],
  selectedCharacteristics: [],
  isActive: false,
};

// Stories have no backend: what is not in the query cache never answers.
const offline: ApiExtra = { apiClientFor: () => new Promise(() => undefined) };

interface StoryComparison {
  /** The saved comparison; undefined: not read yet (the server's render). */
  categories?: ComparisonCategoryEntry[];
  /** Products the backend "answered" (cached for en and ar); the others are on their way. */
  answered?: ComparisonProduct[];
}

function storyStore({ categories, answered = [] }: StoryComparison) {
  const rootReducer = combineSlices(baseApi).inject(comparisonSlice);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: offline } }).concat(baseApi.middleware),
  });
  const suggestions = {
    items: [
      {
        id: 1,
        slug: 'motorcycles',
        title: 'Motorcycles',
        active: true,
        subCategories: [{ ...enduro, active: true, products: [RAPTOR_125, RAPTOR_250, RAPTOR_300].map(({ id, slug, title, image }) => ({ id, slug, title, image })) }],
      },
    ],
    totalItems: 1,
    page: 1,
    itemsPerPage: 999,
  };
  // The answers of the backend, put in RTK Query's cache at once (its public API).
  store.dispatch(
    comparisonApi.util.upsertQueryEntries(
      (['en', 'ar'] as const).flatMap((locale) => [
        ...answered.map((item) => ({ endpointName: 'getComparisonProduct' as const, arg: { region: 'ae', locale, slug: item.slug }, value: item })),
        { endpointName: 'getComparisonCategories' as const, arg: { region: 'ae', locale, top: 'motorcycles' }, value: suggestions },
      ]),
    ),
  );
  if (categories) store.dispatch(comparisonRestored({ region: 'ae', categories }));
  return store;
}

function StoryStore({ comparison, children }: { comparison: StoryComparison; children: ReactNode }) {
  const [store] = useState(() => storyStore(comparison));
  return (
    <StoreProvider store={store}>
      {children}
      <Toaster closeLabel="Close" />
    </StoreProvider>
  );
}

const withComparison: Decorator = (Story, { parameters }) => (
  <StoryStore comparison={(parameters['comparison'] as StoryComparison | undefined) ?? {}}>
    <Story />
  </StoryStore>
);

const meta = {
  title: 'Comparison/ComparisonView',
  component: ComparisonView,
  tags: ['autodocs'],
  parameters: {
    storefrontPage: { region: 'ae', path: 'comparison' },
    layout: 'padded',
    comparison: { categories: [categoryOf([RAPTOR_125, RAPTOR_250]), generators], answered: [RAPTOR_125, RAPTOR_250] },
  },
  decorators: [withComparison],
  args: {
    region: 'ae',
    locale: 'en',
    country: 'AE',
    imageUrl: picture,
    renderActions: (item) => (
      <Button variant="default" size="sm" fullWidth disabled={!item.inStock}>
        Add to cart
      </Button>
    ),
  },
  argTypes: { imageUrl: { control: false }, renderActions: { control: false } },
} satisfies Meta<typeof ComparisonView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two enduros side by side, a free slot offering the third; a tab for the generators. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Enduro (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('rowheader', { name: /Displacement/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show only differences' }));
    await expect(canvas.queryByRole('rowheader', { name: /Front brake/ })).toBeNull();
  },
};

/** Three products: no free slot; a sale price and one out of stock. */
export const Full: Story = {
  parameters: { comparison: { categories: [categoryOf([RAPTOR_125, RAPTOR_250, RAPTOR_300])], answered: [RAPTOR_125, RAPTOR_250, RAPTOR_300] } },
};

/** The shopper marked what matters to them: the rows stay highlighted. */
export const MarkedRows: Story = {
  parameters: { comparison: { categories: [categoryOf([RAPTOR_125, RAPTOR_250], true, ['Displacement', 'Seat height'])], answered: [RAPTOR_125, RAPTOR_250] } },
};

/** A product whose price is still on its way (the others answered). */
export const LoadingProduct: Story = {
  parameters: { comparison: { categories: [categoryOf([RAPTOR_125, RAPTOR_250])], answered: [RAPTOR_125] } },
};

/** Nothing compared: what comparison is for, and the way to the catalogue. */
export const Empty: Story = { parameters: { comparison: { categories: [] } } };

/** What the server renders (the comparison is in the browser's storage). */
export const Restoring: Story = { parameters: { comparison: {} } };

/** An Arabic page: the characteristic column on the right, slots from right to left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: { locale: 'ar' },
};
