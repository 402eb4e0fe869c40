import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { enduroFilters as enduro, enduroFiltersArabic as enduroArabic } from '../stories/enduro-filters';
import { FilterForm } from './filter-form';

const meta = {
  title: 'Catalog/FilterForm',
  component: FilterForm,
  tags: ['autodocs'],
  // A category page: checking a box navigates to the same list with the new query.
  parameters: { storefrontPage: { region: 'ae', path: 'catalog/motorcycles/off-road-motorcycles/enduro' } },
  args: { filters: NO_FILTERS, available: enduro },
  argTypes: { id: { control: false } },
  // As wide as the page's filter column on desktops.
  render: (args) => (
    <div css={{ maxInlineSize: '18rem' }}>
      <FilterForm {...args} />
    </div>
  ),
} satisfies Meta<typeof FilterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price range, badges, the running offer and characteristics; nothing chosen yet. */
export const Default: Story = {};

/** `?price[from]=9000&price[to]=15000&badges[]=new&badges[]=sale&characteristics[cooling][]=liquid` */
export const WithSelection: Story = {
  args: {
    filters: {
      ...NO_FILTERS,
      price: { from: '9000', to: '15000' },
      badges: ['new', 'sale'],
      characteristics: { cooling: ['liquid'] },
    },
  },
};

/**
 * Options without products stay visible and disabled ("Pre-order"); a chosen one stays enabled, so
 * that it can be undone ("Oil and air", chosen before the last such bike sold out).
 */
export const UnavailableOptions: Story = {
  args: {
    filters: { ...NO_FILTERS, characteristics: { cooling: ['oil-air'] } },
    available: {
      ...enduro,
      badges: [...enduro.badges, { value: 'pre-order', label: 'Pre-order', count: 0 }],
      characteristics: enduro.characteristics.map((characteristic) =>
        characteristic.key === 'cooling'
          ? {
              ...characteristic,
              options: characteristic.options.map((option) => (option.value === 'oil-air' ? { ...option, count: 0 } : option)),
            }
          : characteristic,
      ),
    },
  },
};

/** A category without products in the country: no price range, no options, only "In stock only". */
export const EmptyCategory: Story = {
  parameters: { storefrontPage: { path: 'catalog/special-series' } },
  args: {
    available: { categoryId: 71, currency: 'AED', fractionDigits: 2, price: null, badges: [], offers: [], characteristics: [] },
  },
};

/** The search text and the sort ride along as hidden fields, so the GET form keeps them. */
export const WithSearchAndSort: Story = {
  args: { filters: { ...NO_FILTERS, q: 'raptor', sort: 'price-asc', inStock: true } },
};

/** An Arabic page: labels from the ar catalogue and the backend; the amounts stay left to right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar', direction: 'rtl' },
  args: {
    available: enduroArabic,
    filters: { ...NO_FILTERS, price: { from: '9000' }, badges: ['new'], characteristics: { displacement: ['250', '300'] } },
  },
};
