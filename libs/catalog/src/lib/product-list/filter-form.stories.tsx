import type { CategoryFilters } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../filters/product-filters';
import { FilterForm } from './filter-form';

/** `filters` of `GET /v2/products/?category=motorcycles/off-road-motorcycles/enduro` for the UAE in English. */
const enduro: CategoryFilters = {
  categoryId: 3,
  currency: 'AED',
  fractionDigits: 2,
  price: { min: 840900, max: 1929000 },
  badges: [
    { value: 'best-seller', label: 'Best seller', count: 2 },
    { value: 'new', label: 'New', count: 3 },
    { value: 'sale', label: 'Sale', count: 1 },
    { value: 'limited-stock', label: 'Limited stock', count: 1 },
  ],
  offers: [{ value: 'enduro-season', label: 'Enduro season: 10 % off', count: 7 }],
  characteristics: [
    {
      key: 'displacement',
      name: 'Displacement',
      type: 'number',
      unit: 'cc',
      options: [
        { value: '125', label: '125 cc', count: 2 },
        { value: '250', label: '250 cc', count: 2 },
        { value: '300', label: '300 cc', count: 2 },
        { value: '450', label: '450 cc', count: 1 },
      ],
    },
    {
      key: 'cooling',
      name: 'Cooling',
      type: 'string',
      unit: null,
      options: [
        { value: 'air', label: 'Air', count: 2 },
        { value: 'liquid', label: 'Liquid', count: 3 },
        { value: 'oil-air', label: 'Oil and air', count: 2 },
      ],
    },
    {
      key: 'transmission',
      name: 'Transmission',
      type: 'string',
      unit: null,
      options: [
        { value: 'manual-5', label: '5-speed manual', count: 2 },
        { value: 'manual-6', label: '6-speed manual', count: 5 },
      ],
    },
  ],
};

/** The same answer in Arabic: the backend translates the labels, the values stay. */
const enduroArabic: CategoryFilters = {
  ...enduro,
  badges: [
    { value: 'best-seller', label: 'الأكثر مبيعًا', count: 2 },
    { value: 'new', label: 'جديد', count: 3 },
    { value: 'sale', label: 'تخفيض', count: 1 },
    { value: 'limited-stock', label: 'كمية محدودة', count: 1 },
  ],
  offers: [{ value: 'enduro-season', label: 'موسم الإندورو: خصم 10 %', count: 7 }],
  characteristics: [
    {
      key: 'displacement',
      name: 'سعة المحرك',
      type: 'number',
      unit: 'سم³',
      options: [
        { value: '125', label: '125 سم³', count: 2 },
        { value: '250', label: '250 سم³', count: 2 },
        { value: '300', label: '300 سم³', count: 2 },
        { value: '450', label: '450 سم³', count: 1 },
      ],
    },
    {
      key: 'cooling',
      name: 'التبريد',
      type: 'string',
      unit: null,
      options: [
        { value: 'air', label: 'بالهواء', count: 2 },
        { value: 'liquid', label: 'بالسائل', count: 3 },
        { value: 'oil-air', label: 'بالزيت والهواء', count: 2 },
      ],
    },
    {
      key: 'transmission',
      name: 'ناقل الحركة',
      type: 'string',
      unit: null,
      options: [
        { value: 'manual-5', label: 'يدوي 5 سرعات', count: 2 },
        { value: 'manual-6', label: 'يدوي 6 سرعات', count: 5 },
      ],
    },
  ],
};

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
