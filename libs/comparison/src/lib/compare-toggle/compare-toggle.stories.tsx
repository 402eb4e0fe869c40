import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { baseApi, type ApiExtra, type ProductSummary } from '@storefront/api-client';
import { Toaster } from '@storefront/ui';
import { Provider as StoreProvider } from 'react-redux';
import { comparisonSlice, comparisonRestored, productToggled } from '../state/comparison.slice';
import { selectComparisonCategories } from '../state/comparison.selectors';
import { CompareToggle } from './compare-toggle';

const enduro = { id: 11, slug: 'enduro', path: 'motorcycles/off-road-motorcycles/enduro', title: 'Enduro' };

function product(id: number, name: string, category = enduro): ProductSummary {
  return {
    id,
    slug: `model-${id}`,
    sku: `SKU-${id}`,
    name,
    shortDescription: '',
    modelYear: 2026,
    colour: { code: 'grey', label: 'Grey' },
    category,
    currency: 'AED',
    fractionDigits: 2,
    price: 1_249_950,
    oldPrice: null,
    stock: 5,
    inStock: true,
    preOrder: null,
    badges: [],
    image: { path: `/products/model-${id}/1.svg`, width: 1200, height: 900, alt: name },
  };
}

const raptor = product(1, 'Raptor 125 enduro motorcycle');

// Stories have no backend: an added product's characteristics simply do not load.
const offline: ApiExtra = { apiClientFor: () => Promise.reject(new Error('Storybook has no backend')) };

/** A store like a product page's, the comparison injected and holding `compared` (region `ae`). */
function storeWith(compared: ProductSummary[]) {
  const rootReducer = combineSlices(baseApi).inject(comparisonSlice);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: offline } }).concat(baseApi.middleware),
  });
  for (const item of compared) store.dispatch(productToggled(item));
  store.dispatch(comparisonRestored({ region: 'ae', categories: selectComparisonCategories(store.getState()) }));
  return store;
}

/**
 * The story's own store (inside the storefront page's providers), holding the story's
 * `parameters.compared` products, and the page's toaster.
 */
const withComparison: Decorator = (Story, { parameters }) => (
  <StoreProvider store={storeWith((parameters['compared'] as ProductSummary[] | undefined) ?? [])}>
    <Story />
    <Toaster />
  </StoreProvider>
);

const meta = {
  title: 'Comparison/Compare toggle',
  component: CompareToggle,
  tags: ['autodocs'],
  parameters: { storefrontPage: { region: 'ae', path: 'product/model-1' } },
  decorators: [withComparison],
  args: { product: raptor, region: 'ae' },
  argTypes: { product: { control: false } },
} satisfies Meta<typeof CompareToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not compared: "Add to comparison". Pressing it adds the product and shows a toast with a link to the comparison. */
export const Default: Story = {};

/** Compared (`aria-pressed="true"`): "In comparison". Pressing it removes the product. */
export const Pressed: Story = { parameters: { compared: [raptor] } };

/** Its category already has 3 products: pressing it shows the limit's warning, and nothing changes. */
export const ProductLimit: Story = {
  parameters: { compared: [product(2, 'Raptor 250'), product(3, 'Raptor 300'), product(4, 'Raptor 450')] },
};

/** 6 categories are compared: a product of a 7th gets the categories warning. */
export const CategoryLimit: Story = {
  parameters: {
    compared: [2, 3, 4, 5, 6, 7].map((id) =>
      product(id, `Model ${id}`, { id: id + 20, slug: `category-${id}`, path: `category-${id}`, title: `Category ${id}` }),
    ),
  },
};

/** Small, in a card's footer. */
export const Small: Story = { args: { size: 'sm', variant: 'gray' } };

/** An Arabic page: the label in Arabic, the icon before it on the right. */
export const RightToLeft: Story = { globals: { locale: 'ar', direction: 'rtl' } };
